/** Starting a plan without the payment provider: the free month (no card), and the local provider's plans. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SUBSCRIPTION_TEXT } from '../../../common/subscription';
import { subscriptionContracts, subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import { TRIAL_USED_MESSAGE } from './contract';
import type { BillingDeps } from './deps';
import { sendWelcome, type Recipient } from './emails';
import { findSubscription, isEntitled, ownContract, unusedContract, type ContractRow } from './state';

export const CONTRACT_NOT_USABLE_MESSAGE = 'This contract cannot start a plan. Please sign the contract again.';
export const NOT_A_TRIAL_CONTRACT_MESSAGE = 'This contract is not for the free trial.';

/** One calendar month (or year) after `from`, clamped to the last day of a shorter month. */
export function addPeriod(from: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'month' ? 1 : 12;
  const target = new Date(from);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** A usable contract of this person: 404 when it is not theirs, 409 when it was used or cancelled. */
export async function contractToStart(deps: BillingDeps, userId: string, contractId: string): Promise<ContractRow> {
  const contract = await unusedContract(deps.db, userId, contractId);
  if (!contract) {
    if (!(await ownContract(deps.db, userId, contractId))) throw new AppError('NOT_FOUND', 'No such contract.');
    throw new AppError('CONFLICT', CONTRACT_NOT_USABLE_MESSAGE);
  }
  if (isEntitled(await findSubscription(deps.db, userId), deps.now())) throw new AppError('CONFLICT', 'You already have an active subscription.');
  return contract;
}

/** Marks the contract used and writes the person's subscription row, in one transaction; false if it was used meanwhile. */
async function start(deps: BillingDeps, contract: ContractRow, values: Omit<typeof subscriptions.$inferInsert, 'userId' | 'contractId'>): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const used = await tx
      .update(subscriptionContracts)
      .set({ usedAt: now })
      .where(and(eq(subscriptionContracts.id, contract.id), isNull(subscriptionContracts.usedAt)))
      .returning({ id: subscriptionContracts.id });
    if (used.length === 0) return false;
    const row = { ...values, userId: contract.userId, contractId: contract.id, updatedAt: now };
    await tx
      .insert(subscriptions)
      .values(row)
      .onConflictDoUpdate({ target: subscriptions.userId, set: { ...row, trialUsed: sql`${subscriptions.trialUsed} or ${values.trialUsed ?? false}` } });
    return true;
  });
}

export async function announceActivation(deps: BillingDeps, user: Recipient, message: string): Promise<void> {
  await deps.notifications.createNotification(user.id, { type: 'SUBSCRIPTION_ACTIVATED', title: SUBSCRIPTION_TEXT.activatedTitle, message });
}

/** The spec's apply-free-trial: a free first month, no card, never charged at its end (docs/decisions/065). */
export async function applyFreeTrial(deps: BillingDeps, user: Recipient, contractId: string): Promise<void> {
  const contract = await contractToStart(deps, user.id, contractId);
  if (contract.discountPercent !== 100) throw new AppError('CONFLICT', NOT_A_TRIAL_CONTRACT_MESSAGE);
  const existing = await findSubscription(deps.db, user.id);
  if (existing?.trialUsed) throw new AppError('CONFLICT', TRIAL_USED_MESSAGE);
  const now = deps.now();
  const endsAt = addPeriod(now, 'month');
  const started = await start(deps, contract, {
    status: 'trialing',
    provider: 'trial',
    planType: contract.planType,
    discountPercent: 100,
    currentPeriodEnd: endsAt,
    endsAt,
    cancelAtPeriodEnd: false,
    paymentFailed: false,
    trialUsed: true,
    activatedAt: now,
    trialEndingNotifiedAt: null,
  });
  if (!started) throw new AppError('CONFLICT', CONTRACT_NOT_USABLE_MESSAGE);
  await announceActivation(deps, user, SUBSCRIPTION_TEXT.trialActivated);
  await sendWelcome(deps, user, { planType: contract.planType, discount: 100, provider: 'trial', firstChargeAt: null });
}

/** Without a payment provider: the plan starts at once and nothing is charged, ever (the screens say so). */
export async function activateLocalPlan(deps: BillingDeps, user: Recipient, contract: ContractRow): Promise<void> {
  const now = deps.now();
  const periodEnd = addPeriod(now, contract.planType === 'monthly' ? 'month' : 'year');
  const started = await start(deps, contract, {
    status: 'active',
    provider: 'local',
    planType: contract.planType,
    discountPercent: contract.discountPercent,
    currentPeriodEnd: periodEnd,
    endsAt: null,
    cancelAtPeriodEnd: false,
    paymentFailed: false,
    activatedAt: now,
  });
  if (!started) throw new AppError('CONFLICT', CONTRACT_NOT_USABLE_MESSAGE);
  await announceActivation(deps, user, SUBSCRIPTION_TEXT.localNoPayment);
  await sendWelcome(deps, user, { planType: contract.planType, discount: contract.discountPercent, provider: 'local', firstChargeAt: null });
}
