/**
 * The person's disputes as the assistant may know them (issue 13: "dispute state" in the grounded context): the
 * dispute items of this analysis (or linked to it by a later analysis of the same bureau) with their statuses.
 * Only the item's facts: creditor, masked number, bureau, status, what is asked, the reason as its label, dates.
 * Never letter text, the person's own statements, exhibits or the mailing address (decision 128).
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { DisputeItemMetadata } from '../../../common/disputes/items';
import { REASON_OPTIONS } from '../../../common/disputes/reasons';
import { FINDING_TITLE_FALLBACK, FINDING_TITLES } from '../../../common/report-labels';
import type { Db } from '../../db/client';
import { disputeItems } from '../../db/schema';
import { selectOpenItems } from '../disputes/sealed-fields';

/** At most this many items reach the context (the newest first after the open ones). */
const MAX_DISPUTE_ITEMS = 40;

export interface DisputeStateItem {
  creditor: string;
  /** As stored: masked to the last 4 digits at most. */
  accountNumber: string | null;
  bureau: string;
  status: string;
  request: 'delete' | 'correct';
  /** The reason's label ("The balance is wrong") or the finding's title; never the person's own words. */
  reason: string;
  /** ISO dates. */
  createdAt: string;
  responseDue: string | null;
  /** What came back, as the person logged it ('deleted', 'verified', …), or null. */
  outcome: string | null;
}

function reasonLabel(metadata: DisputeItemMetadata, code: string): string {
  const reason = metadata.reason_id;
  if (reason && reason !== 'finding' && reason !== 'other' && reason in REASON_OPTIONS) return REASON_OPTIONS[reason as keyof typeof REASON_OPTIONS].text;
  if (metadata.finding_code) return FINDING_TITLES[metadata.finding_code as keyof typeof FINDING_TITLES] ?? FINDING_TITLE_FALLBACK;
  if (reason === 'other') return 'A reason in the person’s own words';
  return code === 'custom' ? 'A custom dispute the person wrote' : FINDING_TITLE_FALLBACK;
}

export async function disputeStateOf(db: Db, userId: string, analysisId: string): Promise<DisputeStateItem[]> {
  const rows = await selectOpenItems(
    db,
    and(
      eq(disputeItems.userId, userId),
      or(
        eq(disputeItems.analysisId, analysisId),
        sql`coalesce(${disputeItems.metadata} -> 'linked_analysis_ids', '[]'::jsonb) @> ${JSON.stringify([analysisId])}::jsonb`,
      ),
    ),
    MAX_DISPUTE_ITEMS,
  );
  return rows.map((row) => ({
    creditor: row.accountName,
    accountNumber: row.accountNumber,
    bureau: row.bureau,
    status: row.status,
    request: row.request,
    reason: reasonLabel(row.metadata, row.code),
    createdAt: row.createdAt.toISOString().slice(0, 10),
    responseDue: row.dueDate?.toISOString().slice(0, 10) ?? null,
    outcome: row.metadata.outcome?.result ?? null,
  }));
}
