/** POST/DELETE /api/disputes/items/:id/outcome: the person logs, changes or undoes an item's outcome. */
import { and, eq, sql } from 'drizzle-orm';
import { BUREAU_LABELS } from '../../../../common/analysis';
import type { DisputeItemDto, DisputeOutcome, DisputeOutcomeMeta } from '../../../../common/disputes/items';
import { ROUNDS_MESSAGES } from '../../../../common/rounds';
import { disputeItems } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { DisputesDeps } from '../deps';
import { toItemDto, type ItemRow } from '../dto';
import { notifyStatus } from '../item-status';
import { ownItems } from '../list-disputes';
import { canLogOutcome, outcomeMessage, withOutcome, withoutOutcome } from './outcome-rules';
import { openItemRows, sealItemFields } from '../sealed-fields';

type Deps = Pick<DisputesDeps, 'db' | 'notifications' | 'logger'>;

const OPEN_DUPLICATE = 'A newer dispute of this item is open; log the outcome there.';

/** Postgres unique_violation: undoing a closed outcome would reopen an item that a newer dispute already reopened. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

async function change(deps: Deps, userId: string, id: string, apply: (row: ItemRow) => ReturnType<typeof withOutcome> | null, result: DisputeOutcome | null) {
  await ownItems(deps.db, userId, [id]);
  let row: ItemRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [current] = await openItemRows(
        tx,
        await tx
          .select()
          .from(disputeItems)
          .where(and(eq(disputeItems.id, id), eq(disputeItems.userId, userId)))
          .for('update'),
      );
      if (!current) throw new AppError('NOT_FOUND');
      const next = apply(current);
      if (!next) throw new AppError('CONFLICT', ROUNDS_MESSAGES.noOutcome);
      const [updated] = await openItemRows(
        tx,
        await tx
          .update(disputeItems)
          .set({ status: next.status, ...(await sealItemFields(tx, userId, { metadata: next.metadata })), updatedAt: sql`now()` })
          .where(eq(disputeItems.id, id))
          .returning(),
      );
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', OPEN_DUPLICATE);
    throw error;
  }
  const where = row.bureau === 'all' ? 'all bureaus' : BUREAU_LABELS[row.bureau];
  await notifyStatus(deps, userId, row.accountName, row.bureau, row.status, outcomeMessage(row.accountName, where, result));
  return toItemDto(row);
}

export async function logOutcome(
  deps: Deps,
  userId: string,
  id: string,
  result: DisputeOutcome,
  source: DisputeOutcomeMeta['source'] = 'person',
  now: Date = new Date(),
): Promise<DisputeItemDto> {
  return change(
    deps,
    userId,
    id,
    (row) => {
      const check = canLogOutcome(row, result, now);
      if (!check.ok) throw new AppError('CONFLICT', check.message);
      return withOutcome(row, result, source, now);
    },
    result,
  );
}

export async function undoOutcome(deps: Deps, userId: string, id: string, now: Date = new Date()): Promise<DisputeItemDto> {
  return change(deps, userId, id, (row) => withoutOutcome(row, now), null);
}
