/**
 * "Your services have started" (docs/decisions/160): once the cancellation period is over, each person on a plan
 * gets one notification and one email. A sweep in each web process claims due rows with one UPDATE … RETURNING (the
 * pattern of trial-reminders.ts), so several processes still send one; the demo clock calls it for its account.
 */
import { sql } from 'drizzle-orm';
import { SUBSCRIPTION_TEXT } from '../../../common/subscription';
import { queryRows } from '../../db/client';
import type { BillingDeps } from './deps';
import { sendServicesStarted } from './emails';
import { findRecipient } from './recipient';
import { startSweep } from './sweep';

export const SERVICES_STARTED_SWEEP_MS = 5 * 60 * 1000;

/** Announces services to everyone whose period is over and who was not told yet (or only `userId`); returns how many. */
export async function announceStartedServices(deps: BillingDeps, userId?: string): Promise<number> {
  const now = deps.now().toISOString();
  const rows = await queryRows<{ user_id: string }>(
    deps.db,
    sql`
    update subscriptions s set services_started_notified_at = ${now}::timestamptz
    from subscription_contracts c
    where c.id = s.contract_id and s.services_started_notified_at is null
      and s.status in ('trialing', 'active', 'past_due') and c.cancelled_at is null
      and c.services_open_at <= ${now}::timestamptz + make_interval(secs => s.demo_clock_seconds)
      and (s.ends_at is null or s.ends_at > ${now}::timestamptz + make_interval(secs => s.demo_clock_seconds))
      ${userId ? sql`and s.user_id = ${userId}` : sql``}
    returning s.user_id`,
  );
  for (const row of rows) {
    await deps.notifications.createNotification(row.user_id, {
      type: 'SUBSCRIPTION_ACTIVATED',
      title: SUBSCRIPTION_TEXT.servicesStartedTitle,
      message: SUBSCRIPTION_TEXT.servicesStarted,
    });
    const user = await findRecipient(deps.db, row.user_id);
    if (user) await sendServicesStarted(deps, user);
  }
  return rows.length;
}

/** Runs the sweep now and then every few minutes; stop() at shutdown. */
export function startServicesStartedSweep(deps: BillingDeps, intervalMs = SERVICES_STARTED_SWEEP_MS): { stop(): void } {
  return startSweep(deps, 'services-started', () => announceStartedServices(deps), intervalMs);
}
