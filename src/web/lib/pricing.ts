/** Prices and plan features live in src/common/subscription.ts; the marketing pages import them from here. */
export { formatUsd, MONTHLY_PRICE_CENTS, PLAN_FEATURES, YEARLY_DISCOUNT_LABEL, YEARLY_PRICE_CENTS, YEARLY_SAVINGS_CENTS } from '../../common/subscription';
