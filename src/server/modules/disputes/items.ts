/**
 * Chosen candidates → dispute_items, one per bureau that reports the item (docs/decisions/055). Idempotent: the
 * same analysis processed again creates nothing new, and a later analysis of the same bureau links to the open
 * item of the earlier one (metadata.linked_analysis_ids) instead of doubling it.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { CLOSED_STATUSES, type DisputeItemMetadata, EVENT_COLORS } from '../../../common/disputes/items';
import { REASON_OPTIONS, type ReasonId } from '../../../common/disputes/reasons';
import type { Db } from '../../db/client';
import { disputeItems } from '../../db/schema';
import type { Candidate } from './build-candidates';
import type { ChoiceRow } from './list-candidates';
import { maskAccountNumber } from './mask';
import { sealItemFields } from './sealed-fields';

/** The reason as the item and the letter state it. */
export function reasonText(candidate: Pick<Candidate, 'why'>, reason: ReasonId, statement: string | null): string {
  if (reason === 'finding') return candidate.why;
  if (reason === 'other') return statement ?? REASON_OPTIONS.other.text;
  return REASON_OPTIONS[reason].text;
}

function requestOf(candidate: Candidate, reason: ReasonId): 'delete' | 'correct' {
  return reason === 'finding' ? candidate.request : REASON_OPTIONS[reason].request;
}

/** Creates or updates the open items of one chosen candidate; returns the ids of its open items. */
export async function ensureItems(tx: Db, userId: string, candidate: Candidate, choice: ChoiceRow): Promise<string[]> {
  const reason = (choice.reason ?? 'finding') as ReasonId;
  const disputeReason = reasonText(candidate, reason, choice.statement);
  const request = requestOf(candidate, reason);
  const ids: string[] = [];
  for (const bureau of candidate.bureaus) {
    const analysisId = candidate.analysisByBureau[bureau]!;
    const [open] = await tx
      .select()
      .from(disputeItems)
      .where(
        and(
          eq(disputeItems.userId, userId),
          eq(disputeItems.bureau, bureau),
          eq(disputeItems.candidateKey, candidate.key),
          notInArray(disputeItems.status, [...CLOSED_STATUSES]),
        ),
      )
      .for('update')
      .limit(1);
    if (open) {
      const linked = new Set(open.metadata.linked_analysis_ids ?? []);
      if (open.analysisId !== analysisId) linked.add(analysisId);
      // The person's new words reach the item while its letter is not approved yet.
      const editable = open.status === 'pending';
      await tx
        .update(disputeItems)
        .set({
          ...(editable ? { ...(await sealItemFields(tx, userId, { disputeReason, statement: choice.statement })), request } : {}),
          metadata: { ...open.metadata, reason_id: editable ? reason : open.metadata.reason_id, linked_analysis_ids: [...linked] },
          updatedAt: sql`now()`,
        })
        .where(eq(disputeItems.id, open.id));
      ids.push(open.id);
      continue;
    }
    const metadata: DisputeItemMetadata = {
      item_type: 'dispute_letter',
      dispute_letter: null,
      letter_generated_at: null,
      laws: candidate.laws.map((l) => l.id),
      priority: candidate.priority,
      calendar_event: {
        title: `Response due: ${candidate.creditor}`,
        description: `Once the bureau receives your letter it has 30 days to investigate ${candidate.creditor} and 5 business days more to send you the results.`,
        color: EVENT_COLORS.dispute_letter,
      },
      reason_id: reason,
      finding_code: candidate.findingCode,
      ...(candidate.problem ? { problem: candidate.problem } : {}),
    };
    const [row] = await tx
      .insert(disputeItems)
      .values({
        userId,
        analysisId,
        bureau,
        accountName: candidate.creditor,
        ...(await sealItemFields(tx, userId, {
          accountNumber: maskAccountNumber(candidate.account_number),
          disputeReason,
          evidence: candidate.evidence,
          statement: choice.statement,
          metadata,
        })),
        status: 'pending',
        candidateKey: candidate.key,
        code: candidate.code,
        request,
      })
      .onConflictDoNothing()
      .returning({ id: disputeItems.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

/** "This is accurate": open items of the candidate whose letter is not approved yet are withdrawn. */
export async function withdrawPendingItems(tx: Db, userId: string, key: string): Promise<{ letterIds: string[] }> {
  const rows = await tx
    .delete(disputeItems)
    .where(and(eq(disputeItems.userId, userId), eq(disputeItems.candidateKey, key), eq(disputeItems.status, 'pending')))
    .returning({ letterId: disputeItems.letterId });
  return { letterIds: [...new Set(rows.map((r) => r.letterId).filter((id): id is string => id !== null))] };
}
