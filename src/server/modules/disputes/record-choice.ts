/** POST /api/disputes/choices: the person disputes a candidate (with a reason) or says it is accurate. */
import { sql } from 'drizzle-orm';
import type { CandidateDto } from '../../../common/disputes/candidates';
import type { DisputeItemDto } from '../../../common/disputes/items';
import type { ChoiceRequest } from '../../../common/disputes/requests';
import { DISPUTE_MESSAGES } from '../../../common/disputes/messages';
import { confirmationNeeded } from '../../../common/disputes/reasons';
import { disputeChoices } from '../../db/schema';
import { AppError } from '../../errors';
import type { DisputesDeps } from './deps';
import { ensureItems, withdrawPendingItems } from './items';
import { candidatesFor, toCandidateDto } from './list-candidates';
import { attachAndCompose, recomposeLetters } from './letter-drafts';
import { listItemsByIds } from './list-disputes';
import { openChoiceRows, sealChoiceFields } from './sealed-fields';

export async function recordChoice(
  deps: Pick<DisputesDeps, 'db'>,
  userId: string,
  body: ChoiceRequest,
): Promise<{ candidate: CandidateDto; items: DisputeItemDto[] }> {
  const { db } = deps;
  const candidates = await candidatesFor(db, userId, body.analysis_id);
  const candidate = candidates.find((c) => c.key === body.key);
  if (!candidate) throw new AppError('VALIDATION_ERROR', DISPUTE_MESSAGES.candidate, { fields: { key: DISPUTE_MESSAGES.candidate } });
  if (candidate.locked_accurate && body.choice === 'dispute') {
    throw new AppError('VALIDATION_ERROR', DISPUTE_MESSAGES.lockedAccurate, { fields: { choice: DISPUTE_MESSAGES.lockedAccurate } });
  }
  if (candidate.held && body.choice === 'dispute') {
    throw new AppError('VALIDATION_ERROR', candidate.held, { fields: { key: DISPUTE_MESSAGES.held } });
  }
  if (body.choice === 'dispute' && !candidate.reasons.some((r) => r.id === body.reason)) {
    throw new AppError('VALIDATION_ERROR', DISPUTE_MESSAGES.reason, { fields: { reason: DISPUTE_MESSAGES.reason } });
  }
  const confirm = body.choice === 'dispute' ? confirmationNeeded(candidate.source, body.reason) : null;
  if (confirm && body.choice === 'dispute' && body.confirmed !== true) {
    const message = confirm === 'did_not_apply' ? DISPUTE_MESSAGES.didNotApply : DISPUTE_MESSAGES.confirmTrue;
    throw new AppError('VALIDATION_ERROR', message, { fields: { confirmed: message } });
  }
  const values =
    body.choice === 'dispute'
      ? { choice: 'dispute' as const, reason: body.reason, ...(await sealChoiceFields(db, userId, { statement: body.statement })) }
      : { choice: 'accurate' as const, reason: null, statement: null };
  const now = new Date();
  const { choice, itemIds } = await db.transaction(async (tx) => {
    const [row] = await openChoiceRows(
      tx,
      await tx
        .insert(disputeChoices)
        .values({ userId, candidateKey: candidate.key, ...values })
        .onConflictDoUpdate({ target: [disputeChoices.userId, disputeChoices.candidateKey], set: { ...values, updatedAt: sql`now()` } })
        .returning(),
    );
    if (!row) throw new Error('choice upsert returned no row');
    if (row.choice === 'dispute') {
      const ids = await ensureItems(tx, userId, candidate, row);
      await attachAndCompose(tx, userId, now);
      return { choice: row, itemIds: ids };
    }
    const { letterIds } = await withdrawPendingItems(tx, userId, candidate.key);
    await recomposeLetters(tx, userId, letterIds, now);
    return { choice: row, itemIds: [] as string[] };
  });
  return { candidate: toCandidateDto(candidate, choice), items: await listItemsByIds(db, userId, itemIds) };
}
