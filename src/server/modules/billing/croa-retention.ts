/**
 * How long CROA records are kept (docs/decisions/125). The disclosure acknowledgment must be kept 2 years after it
 * was signed (15 U.S.C. 1679c(c)); a consumer may sue for 5 years after a violation (1679i), so the acknowledgment
 * and the signed contract are the business's proof for that long. Records of an existing account are kept while it
 * exists (the person downloads them from Settings). Once the account is gone, each record is deleted 5 years after it
 * was signed, never sooner; a deleted account never takes its records with it (no cascade, schema/billing.ts).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { BillingDeps } from './deps';

export const CROA_RETENTION_YEARS = 5;
export const CROA_RETENTION_SWEEP_MS = 24 * 60 * 60 * 1000;

/** Deletes the records past their retention whose account no longer exists; returns how many of each. */
export async function purgeExpiredCroaRecords(db: Db, now: Date): Promise<{ contracts: number; acknowledgments: number }> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CROA_RETENTION_YEARS);
  const contracts = await queryRows<{ id: string }>(
    db,
    sql`
    delete from subscription_contracts c
    where c.signed_at < ${cutoff.toISOString()}::timestamptz
      and not exists (select 1 from "user" u where u.id = c.user_id)
      and not exists (select 1 from subscriptions s where s.contract_id = c.id)
    returning c.id`,
  );
  // An acknowledgment goes once no kept contract rests on it.
  const acknowledgments = await queryRows<{ id: string }>(
    db,
    sql`
    delete from disclosure_acknowledgments a
    where a.acknowledged_at < ${cutoff.toISOString()}::timestamptz
      and not exists (select 1 from "user" u where u.id = a.user_id)
      and not exists (select 1 from subscription_contracts c where c.acknowledgment_id = a.id)
    returning a.id`,
  );
  return { contracts: contracts.length, acknowledgments: acknowledgments.length };
}

/** Runs the sweep now and then daily in each web process (idempotent deletes); stop() at shutdown. */
export function startCroaRetentionSweep(deps: Pick<BillingDeps, 'db' | 'logger' | 'now'>, intervalMs = CROA_RETENTION_SWEEP_MS): { stop(): void } {
  const run = () =>
    purgeExpiredCroaRecords(deps.db, deps.now())
      .then((purged) => {
        if (purged.contracts + purged.acknowledgments > 0) deps.logger.info(purged, 'CROA records past retention deleted');
      })
      .catch((error: unknown) => deps.logger.error({ err: { message: (error as Error).message } }, 'CROA retention sweep failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
