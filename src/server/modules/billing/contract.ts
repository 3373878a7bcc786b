/** The written contract (15 U.S.C. 1679d) and its signature: typed name, time and address kept. */
import { eq } from 'drizzle-orm';
import { CROA_TEXT_VERSION, type ContractTerms } from '../../../common/croa';
import { cancellationBusinessDays, stateDisclosure } from '../../../common/state-credit-services';
import { timeZoneOfState } from '../../../common/us-time-zones';
import { couponDiscount, deadlineDay, normalizeCoupon, planFor, type CouponDiscount, type PlanType } from '../../../common/subscription';
import type { Db } from '../../db/client';
import { profiles, subscriptionContracts } from '../../db/schema';
import { AppError } from '../../errors';
import { cancellationWindow, FALLBACK_CLOSING_ZONE } from './business-days';
import { plansUnavailableReason } from './demo-clock';
import type { BillingDeps } from './deps';
import { sendContractDocuments } from './emails';
import { findSubscription, isEntitled, latestAcknowledgment, type ContractRow } from './state';

export const DISCLOSURE_FIRST_MESSAGE = 'Please read and acknowledge "Consumer Credit File Rights Under State and Federal Law" first.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have an active subscription.';
export const TRIAL_USED_MESSAGE = 'The free trial can be used once per account.';
export const SIGNATURE_MISMATCH_MESSAGE =
  'Type your name exactly as it is on your account. If your account name is wrong, correct it in Settings, Profile first.';

/** The state of the person's mailing address (null: not given yet). */
export async function personState(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ state: profiles.state }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row?.state ?? null;
}

/**
 * The person's cancellation period as the state of their mailing address sets it (decisions 160, 166): the zone it is
 * counted in (null: not known yet, the favourable fallback) and its business days, the longest of CROA's 3 and the
 * state act's. The one place the preview, the signature and the subscription state take them from.
 */
export interface PersonPeriod {
  state: string | null;
  timeZone: string | null;
  businessDays: number;
}

export function periodOfState(state: string | null): PersonPeriod {
  return { state, timeZone: timeZoneOfState(state), businessDays: cancellationBusinessDays(state) };
}

export async function personPeriod(db: Db, userId: string): Promise<PersonPeriod> {
  return periodOfState(await personState(db, userId));
}

/** Names compared the way people type them: case, spaces and dots do not matter. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}

/** The terms a contract is printed with (the same before signing, for the preview, and after). */
export function termsOf(
  input: { planType: PlanType; discount: CouponDiscount; signedAt: Date; period: PersonPeriod },
  business: ContractTerms['business'] & { configured: boolean },
): ContractTerms {
  const { period } = input;
  const window = cancellationWindow(input.signedAt, period.timeZone, period.businessDays);
  return {
    planType: input.planType,
    discount: input.discount,
    signedOn: input.signedAt.toISOString(),
    cancelByDate: deadlineDay(window.lastDay, window.timeZone, window.closesAt.toISOString()),
    business: { name: business.name, address: business.address, email: business.email },
    demo: !business.configured,
    cancellationBusinessDays: period.businessDays,
    stateDisclosure: stateDisclosure(period.state),
  };
}

export function termsOfContract(row: ContractRow): ContractTerms {
  return {
    planType: row.planType,
    discount: row.discountPercent as CouponDiscount,
    signedOn: row.signedAt.toISOString(),
    cancelByDate: deadlineDay(row.cancelByDate, row.timeZone ?? FALLBACK_CLOSING_ZONE, row.cancellationClosesAt.toISOString()),
    business: { name: row.businessName, address: row.businessAddress, email: row.businessEmail },
    demo: row.demo,
    cancellationBusinessDays: row.cancellationBusinessDays,
    stateDisclosure: stateDisclosure(row.personState),
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
  const period = await personPeriod(db, user.id);
  const unavailable = plansUnavailableReason(deps, period.state);
  if (unavailable) throw new AppError('CONFLICT', unavailable);
  const ack = await latestAcknowledgment(db, user.id);
  if (!ack) throw new AppError('CONFLICT', DISCLOSURE_FIRST_MESSAGE);
  const existing = await findSubscription(db, user.id);
  if (isEntitled(existing, now)) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
  const discount = couponDiscount(input.couponCode);
  if (discount === 100 && existing?.trialUsed) throw new AppError('CONFLICT', TRIAL_USED_MESSAGE);
  if (!sameName(input.signatureName, user.name)) {
    throw new AppError('VALIDATION_ERROR', SIGNATURE_MISMATCH_MESSAGE, { fields: { signatureName: SIGNATURE_MISMATCH_MESSAGE } });
  }
  const window = cancellationWindow(now, period.timeZone, period.businessDays);
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
      timeZone: period.timeZone,
      servicesOpenAt: window.servicesOpenAt,
      personState: period.state,
      cancellationBusinessDays: period.businessDays,
      demo: !business.configured,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await sendContractDocuments(deps, user, row);
  return row;
}
