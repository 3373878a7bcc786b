/** The subscription row of one person and the state the API sends (SubscriptionState). */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { stateDisclosure } from '../../../common/state-credit-services';
import { deadlineStatement, planFor, type CouponDiscount, type SubscriptionState } from '../../../common/subscription';
import { FALLBACK_CLOSING_ZONE } from './business-days';
import type { Db } from '../../db/client';
import { disclosureAcknowledgments, subscriptionContracts, subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ContractRow = typeof subscriptionContracts.$inferSelect;

const ENTITLED_STATUSES: ReadonlySet<SubscriptionRow['status']> = new Set(['trialing', 'active', 'past_due']);

/** The spec's rule (000 §4): subscribed only if the flag is true and, when an end date exists, it is in the future. */
export function isEntitled(row: SubscriptionRow | undefined, now: Date): boolean {
  if (!row || !ENTITLED_STATUSES.has(row.status)) return false;
  return row.endsAt === null || row.endsAt.getTime() > now.getTime();
}

/** The account's clock: the server's, moved ahead by the demo clock (local demo mode only; 0 otherwise). */
export function accountNow(row: SubscriptionRow | undefined, now: Date): Date {
  return row?.demoClockSeconds ? new Date(now.getTime() + row.demoClockSeconds * 1000) : now;
}

/** The deadline sentence of a contract (the one statement every screen, email and document uses). */
export function contractDeadline(contract: ContractRow): string {
  return deadlineStatement(
    contract.cancelByDate,
    contract.timeZone ?? FALLBACK_CLOSING_ZONE,
    contract.cancellationClosesAt.toISOString(),
    contract.cancellationBusinessDays,
  );
}

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

export async function latestContract(db: Db, userId: string): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionContracts)
    .where(eq(subscriptionContracts.userId, userId))
    .orderBy(desc(subscriptionContracts.signedAt))
    .limit(1);
  return row;
}

/** The contract the person's current plan runs under (or, without a plan, the latest one). */
export async function currentContract(db: Db, row: SubscriptionRow | undefined, userId: string): Promise<ContractRow | undefined> {
  if (row?.contractId) {
    const [contract] = await db
      .select()
      .from(subscriptionContracts)
      .where(and(eq(subscriptionContracts.id, row.contractId), eq(subscriptionContracts.userId, userId)))
      .limit(1);
    if (contract) return contract;
  }
  return latestContract(db, userId);
}

export async function latestAcknowledgment(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(disclosureAcknowledgments)
    .where(eq(disclosureAcknowledgments.userId, userId))
    .orderBy(desc(disclosureAcknowledgments.acknowledgedAt))
    .limit(1);
  return row;
}

/** A contract still inside its 3-business-day window (signed, not cancelled, window open). */
export function inCancellationWindow(contract: ContractRow | undefined, now: Date): boolean {
  return !!contract && contract.cancelledAt === null && contract.cancellationClosesAt.getTime() > now.getTime();
}

export async function subscriptionState(
  db: Db,
  userId: string,
  paymentsMode: 'stripe' | 'local',
  serverNow: Date,
  offer: { demoMode: boolean; plansUnavailableReason: string | null; period: { state: string | null; businessDays: number } },
): Promise<SubscriptionState> {
  const row = await findSubscription(db, userId);
  const now = accountNow(row, serverNow);
  const contract = await currentContract(db, row, userId);
  const ack = await latestAcknowledgment(db, userId);
  const subscribed = isEntitled(row, now);
  const charging = row?.provider === 'stripe' && subscribed && !row.cancelAtPeriodEnd && row.status !== 'canceled';
  const price = row?.planType ? planFor(row.planType, row.discountPercent as CouponDiscount).finalPriceCents : null;
  return {
    subscribed,
    status: row?.status ?? 'none',
    plan: row?.planType ?? null,
    provider: row?.provider ?? null,
    subscriptionEnds: row?.endsAt?.toISOString() ?? null,
    nextChargeAt: charging ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
    nextChargeCents: charging ? price : null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    paymentFailed: row?.paymentFailed ?? false,
    trialEnded: row?.provider === 'trial' && !subscribed,
    cancellationDeadline: contract?.cancellationClosesAt.toISOString() ?? null,
    withinCancellationWindow: subscribed && inCancellationWindow(contract, now),
    disclosureAcknowledgedAt: ack?.acknowledgedAt.toISOString() ?? null,
    contractId: contract && contract.cancelledAt === null && contract.usedAt === null ? contract.id : (row?.contractId ?? null),
    paymentsMode,
    servicesOpenAt: subscribed && contract ? contract.servicesOpenAt.toISOString() : null,
    servicesOpen: subscribed && (!contract || contract.servicesOpenAt.getTime() <= now.getTime()),
    timeZone: contract ? (contract.timeZone ?? FALLBACK_CLOSING_ZONE) : null,
    cancellationDeadlineText: contract ? contractDeadline(contract) : null,
    // A plan's contract says what it gave; otherwise what a contract signed now would give (the person's state).
    cancellationBusinessDays: contract && subscribed ? contract.cancellationBusinessDays : offer.period.businessDays,
    stateDisclosure: stateDisclosure(contract && subscribed ? contract.personState : offer.period.state),
    demoMode: offer.demoMode,
    plansOffered: offer.plansUnavailableReason === null,
    plansUnavailableReason: offer.plansUnavailableReason,
  };
}

/** An unused, uncancelled contract of this person (the one a checkout or trial starts from); undefined otherwise. */
export async function unusedContract(db: Db, userId: string, contractId: string): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionContracts)
    .where(
      and(
        eq(subscriptionContracts.id, contractId),
        eq(subscriptionContracts.userId, userId),
        isNull(subscriptionContracts.cancelledAt),
        isNull(subscriptionContracts.usedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function ownContract(db: Db, userId: string, contractId: string): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionContracts)
    .where(and(eq(subscriptionContracts.id, contractId), eq(subscriptionContracts.userId, userId)))
    .limit(1);
  return row;
}
