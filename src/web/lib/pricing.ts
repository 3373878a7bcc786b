/** Spec 000 §9 prices, in integer cents. */
export const MONTHLY_PRICE_CENTS = 1999;
export const YEARLY_PRICE_CENTS = 19999;
export const YEARLY_DISCOUNT_LABEL = '20% OFF';

/** Displayed yearly savings: twelve monthly payments minus the yearly price. */
export const YEARLY_SAVINGS_CENTS = 12 * MONTHLY_PRICE_CENTS - YEARLY_PRICE_CENTS;

/** Plan features as the landing page lists them (spec 000 §9). */
export const PLAN_FEATURES = [
  'Full credit report analysis',
  'AI-powered repair strategy',
  'Unlimited dispute letter generation',
  'Step-by-step action plan',
  'Progress tracking dashboard',
  'Email and text reminders',
  'Credit law strategy guides',
  'Credit score monitoring',
] as const;

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
