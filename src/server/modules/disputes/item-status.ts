/** Spec calls "Update status" and "Clear letter", and the person's own words on an item. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DisputeItemDto, DisputeStatus } from '../../../common/disputes/items';
import { disputeItems } from '../../db/schema';
import { AppError } from '../../errors';
import { STATUS_NOTIFICATION_TITLE, STATUS_NOTIFICATION_TYPE, statusMessage } from './constants';
import type { DisputesDeps } from './deps';
import { toItemDto } from './dto';
import { attachAndCompose } from './letter-drafts';
import { ownItems } from './list-disputes';
import { openItemRows, sealItemFields } from './sealed-fields';

/** Sets any settable status plus updated_at (spec §4 "A manual status update") and notifies DISPUTE_STATUS_UPDATE. */
export async function updateStatus(
  deps: Pick<DisputesDeps, 'db' | 'notifications' | 'logger'>,
  userId: string,
  id: string,
  status: DisputeStatus,
): Promise<DisputeItemDto> {
  const [item] = await ownItems(deps.db, userId, [id]);
  const [row] = await openItemRows(
    deps.db,
    await deps.db
      .update(disputeItems)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(disputeItems.id, item!.id), eq(disputeItems.userId, userId)))
      .returning(),
  );
  if (!row) throw new AppError('NOT_FOUND');
  if (item!.status !== status) await notifyStatus(deps, userId, row.accountName, row.bureau, status);
  return toItemDto(row);
}

export async function notifyStatus(
  deps: Pick<DisputesDeps, 'notifications' | 'logger'>,
  userId: string,
  accountName: string,
  bureau: DisputeItemDto['bureau'],
  status: string,
  message = statusMessage(accountName, bureau, status),
): Promise<void> {
  try {
    await deps.notifications.createNotification(userId, { type: STATUS_NOTIFICATION_TYPE, title: STATUS_NOTIFICATION_TITLE, message });
  } catch (error) {
    deps.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'dispute notification failed');
  }
}

/** Spec "Clear letter": per item, status pending, updated_at, metadata dispute_letter and letter_generated_at null. */
export async function clearLetters(deps: Pick<DisputesDeps, 'db'>, userId: string, ids: string[]): Promise<DisputeItemDto[]> {
  const items = await ownItems(deps.db, userId, ids);
  const rows = await deps.db
    .update(disputeItems)
    .set({
      status: 'pending',
      updatedAt: sql`now()`,
      metadata: sql`${disputeItems.metadata} || '{"dispute_letter": null, "letter_generated_at": null}'::jsonb`,
    })
    .where(
      and(
        eq(disputeItems.userId, userId),
        inArray(
          disputeItems.id,
          items.map((i) => i.id),
        ),
      ),
    )
    .returning();
  return (await openItemRows(deps.db, rows)).map(toItemDto);
}

/** The person's own words on an item: kept across regeneration, and the draft letter is composed again. */
export async function updateStatement(deps: Pick<DisputesDeps, 'db'>, userId: string, id: string, statement: string): Promise<DisputeItemDto> {
  const [item] = await ownItems(deps.db, userId, [id]);
  if (item!.status !== 'pending') throw new AppError('CONFLICT', 'This letter is approved; regenerate the item to change what it says.');
  return deps.db.transaction(async (tx) => {
    await tx
      .update(disputeItems)
      .set({ ...(await sealItemFields(tx, userId, { statement: statement || null })), updatedAt: sql`now()` })
      .where(eq(disputeItems.id, item!.id));
    await attachAndCompose(tx, userId, new Date());
    const [row] = await openItemRows(tx, await tx.select().from(disputeItems).where(eq(disputeItems.id, item!.id)));
    return toItemDto(row!);
  });
}
