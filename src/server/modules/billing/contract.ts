/** The written contract (15 U.S.C. 1679d) and its signature: typed name, time and address kept. */
import { CROA_TEXT_VERSION, type ContractTerms } from '../../../common/croa';
import { couponDiscount, normalizeCoupon, planFor, type CouponDiscount, type PlanType } from '../../../common/subscription';
import { subscriptionContracts } from '../../db/schema';
import { AppError } from '../../errors';
import { cancellationWindow, longDate } from './business-days';
import type { BillingDeps } from './deps';
import { sendContractDocuments } from './emails';
import { findSubscription, isEntitled, latestAcknowledgment, type ContractRow } from './state';

export const DISCLOSURE_FIRST_MESSAGE = 'Please read and acknowledge "Consumer Credit File Rights Under State and Federal Law" first.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have an active subscription.';
export const TRIAL_USED_MESSAGE = 'The free trial can be used once per account.';

/** The terms a contract is printed with (the same before signing, for the preview, and after). */
export function termsOf(input: { planType: PlanType; discount: CouponDiscount; signedAt: Date }, business: ContractTerms['business']): ContractTerms {
  const window = cancellationWindow(input.signedAt);
  return {
    planType: input.planType,
    discount: input.discount,
    signedOn: input.signedAt.toISOString(),
    cancelByDate: longDate(window.lastDay),
    business,
  };
}

export function termsOfContract(row: ContractRow): ContractTerms {
  return {
    planType: row.planType,
    discount: row.discountPercent as CouponDiscount,
    signedOn: row.signedAt.toISOString(),
    cancelByDate: longDate(row.cancelByDate),
    business: { name: row.businessName, address: row.businessAddress, email: row.businessEmail },
  };
}

export async function signContract(
  deps: BillingDeps,
  user: { id: string; email: string; name: string },
  input: { planType: PlanType; couponCode?: string | null; signatureName: string },
  client: { ip: string; userAgent: string | undefined },
): Promise<ContractRow> {
  const { db } = deps;
  const now = deps.now();
  const ack = await latestAcknowledgment(db, user.id);
  if (!ack) throw new AppError('CONFLICT', DISCLOSURE_FIRST_MESSAGE);
  const existing = await findSubscription(db, user.id);
  if (isEntitled(existing, now)) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
  const discount = couponDiscount(input.couponCode);
  if (discount === 100 && existing?.trialUsed) throw new AppError('CONFLICT', TRIAL_USED_MESSAGE);
  const window = cancellationWindow(now);
  const { business } = deps.settings;
  const [row] = await db
    .insert(subscriptionContracts)
    .values({
      userId: user.id,
      acknowledgmentId: ack.id,
      planType: input.planType,
      couponCode: normalizeCoupon(input.couponCode),
      discountPercent: discount,
      priceCents: planFor(input.planType, discount).finalPriceCents,
      textVersion: CROA_TEXT_VERSION,
      businessName: business.name,
      businessAddress: business.address,
      businessEmail: business.email,
      signatureName: input.signatureName,
      signedAt: now,
      signedIp: client.ip,
      userAgent: client.userAgent ?? null,
      cancelByDate: window.lastDay,
      cancellationClosesAt: window.closesAt,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await sendContractDocuments(deps, user, row);
  return row;
}
