/**
 * Local demo mode and its clock (docs/decisions/161). Without payment keys and never over https, the app runs as a
 * clearly labelled demo; a person (or a test) may move their own account's clock past the 3-business-day period,
 * so the whole paid journey can be shown without waiting. With real payments the route answers 404.
 */
import { eq, sql } from 'drizzle-orm';
import { US_STATES, type UsState } from '../../../common/postal-address';
import { stateRefusal } from '../../../common/state-credit-services';
import { SUBSCRIPTION_TEXT } from '../../../common/subscription';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import { cancellationWindow } from './business-days';
import type { BillingDeps } from './deps';
import { announceStartedServices } from './services-started';
import { accountNow, currentContract, findSubscription, isEntitled } from './state';

export const DEMO_NEEDS_PLAN_MESSAGE = 'Start a plan first: the demo clock moves the 3 business days of a signed contract.';

/** Demo mode: the local payments provider (nothing is ever charged) on a server that is not served over https. */
export function isDemoMode(deps: Pick<BillingDeps, 'payments' | 'settings'>): boolean {
  return !deps.payments.chargesMoney && !deps.settings.appUrl.startsWith('https:');
}

/**
 * Why no plan may be offered to this person here, or null: outside demo mode the contract must name a configured
 * business, registered where the person's state asks it (decision 164; `state` from their mailing address).
 */
export function plansUnavailableReason(deps: Pick<BillingDeps, 'payments' | 'settings'>, state: string | null): string | null {
  if (isDemoMode(deps)) return null;
  if (!deps.settings.business.configured) return SUBSCRIPTION_TEXT.businessNotConfigured;
  return stateRefusal(state, deps.settings.business.registeredStates, (state && US_STATES[state as UsState]) || state || '');
}

/**
 * Moves this account's clock 3 business days ahead: to the moment its services open when the period still runs,
 * else to when a period started now would end. The signed records are not touched; only the account's clock moves.
 */
export async function skipAhead(deps: BillingDeps, userId: string): Promise<void> {
  if (!isDemoMode(deps)) throw new AppError('NOT_FOUND', 'No such API call.');
  const row = await findSubscription(deps.db, userId);
  const now = accountNow(row, deps.now());
  if (!row || !isEntitled(row, now)) throw new AppError('CONFLICT', DEMO_NEEDS_PLAN_MESSAGE);
  const contract = await currentContract(deps.db, row, userId);
  const target =
    contract && contract.servicesOpenAt.getTime() > now.getTime()
      ? contract.servicesOpenAt
      : cancellationWindow(now, contract?.timeZone ?? null, contract?.cancellationBusinessDays).servicesOpenAt;
  const seconds = Math.ceil((target.getTime() - now.getTime()) / 1000);
  await deps.db
    .update(subscriptions)
    .set({ demoClockSeconds: sql`${subscriptions.demoClockSeconds} + ${seconds}` })
    .where(eq(subscriptions.userId, userId));
  await announceStartedServices(deps, userId);
}
