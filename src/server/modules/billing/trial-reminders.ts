/**
 * The free month's "ends soon" email (docs/decisions/065), 3 days before its end. A sweep in each web process
 * claims due rows with one UPDATE … RETURNING, so with several processes each person still gets one email.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { BillingDeps } from './deps';
import { sendTrialEnding } from './emails';
import { findRecipient } from './recipient';
import { startSweep } from './sweep';

export const TRIAL_REMINDER_DAYS_BEFORE = 3;
export const TRIAL_REMINDER_SWEEP_MS = 60 * 60 * 1000;

/** Sends the reminder to every free month ending within 3 days that has not had one; returns how many. */
export async function sendTrialEndingReminders(deps: BillingDeps): Promise<number> {
  const now = deps.now();
  const rows = await queryRows<{ user_id: string; ends_at: string | Date }>(
    deps.db,
    sql`
    update subscriptions set trial_ending_notified_at = ${now.toISOString()}::timestamptz
    where provider = 'trial' and status = 'trialing' and trial_ending_notified_at is null
      and ends_at > ${now.toISOString()}::timestamptz
      and ends_at <= ${now.toISOString()}::timestamptz + make_interval(days => ${TRIAL_REMINDER_DAYS_BEFORE})
    returning user_id, ends_at`,
  );
  for (const row of rows) {
    const user = await findRecipient(deps.db, row.user_id);
    if (user) await sendTrialEnding(deps, user, new Date(row.ends_at), null);
  }
  return rows.length;
}

/** Runs the sweep now and then every hour; stop() at shutdown. */
export function startTrialReminders(deps: BillingDeps, intervalMs = TRIAL_REMINDER_SWEEP_MS): { stop(): void } {
  return startSweep(deps, 'trial reminder', () => sendTrialEndingReminders(deps), intervalMs);
}
