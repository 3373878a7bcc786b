/** The plan and coupon chosen on /subscription, carried through the disclosure and the contract in the URL. */
import { PLAN_TYPES, type PlanType } from '../../../common/subscription';

export interface PlanChoice {
  planType: PlanType;
  couponCode: string | null;
}

export function choiceFromSearch(params: URLSearchParams): PlanChoice {
  const plan = params.get('plan');
  const coupon = params.get('coupon')?.trim();
  return { planType: (PLAN_TYPES as readonly string[]).includes(plan ?? '') ? (plan as PlanType) : 'monthly', couponCode: coupon || null };
}

export function choiceSearch(choice: PlanChoice): string {
  const params = new URLSearchParams({ plan: choice.planType });
  if (choice.couponCode) params.set('coupon', choice.couponCode);
  return `?${params}`;
}
