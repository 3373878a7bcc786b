/** GET /api/disputes (spec: select dispute_items by user, newest first) and the letters of the user. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DisputeItemDto } from '../../../common/disputes/items';
import type { LetterDto } from '../../../common/disputes/letters';
import type { Db } from '../../db/client';
import { creditReportAnalyses, disputeExhibits, disputeItems, disputeLetters } from '../../db/schema';
import { AppError } from '../../errors';
import { isAnalysisId } from '../analyses/get-analysis';
import { personsCompleted } from '../analyses/report-owner';
import { toItemDto, toLetterDto, type LetterRow } from './dto';
import { itemsOfLetter } from './letter-drafts';
import { openItemRows, openLetterRows } from './sealed-fields';
import { LAW_IDS, LAWS, type LawId } from '../../../engine/plan';

export async function hasCompletedAnalysis(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: creditReportAnalyses.id })
    .from(creditReportAnalyses)
    .where(and(eq(creditReportAnalyses.userId, userId), personsCompleted))
    .limit(1);
  return rows.length > 0;
}

export async function listItems(db: Db, userId: string): Promise<DisputeItemDto[]> {
  const rows = await db.select().from(disputeItems).where(eq(disputeItems.userId, userId)).orderBy(desc(disputeItems.createdAt), desc(disputeItems.id));
  return (await openItemRows(db, rows)).map(toItemDto);
}

export async function listItemsByIds(db: Db, userId: string, ids: string[]): Promise<DisputeItemDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(disputeItems)
    .where(and(eq(disputeItems.userId, userId), inArray(disputeItems.id, ids)));
  return (await openItemRows(db, rows)).map(toItemDto);
}

/** The user's own rows among ids; any id that is not theirs (or not an id) is a 404, like an unknown one. */
export async function ownItems(db: Db, userId: string, ids: string[]) {
  if (ids.some((id) => !isAnalysisId(id))) throw new AppError('NOT_FOUND');
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(disputeItems)
    .where(and(eq(disputeItems.userId, userId), inArray(disputeItems.id, unique)));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  return openItemRows(db, rows);
}

export async function ownLetter(db: Db, userId: string, id: string): Promise<LetterRow> {
  if (!isAnalysisId(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(disputeLetters)
    .where(and(eq(disputeLetters.id, id), eq(disputeLetters.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return (await openLetterRows(db, [row]))[0]!;
}

export async function letterDto(db: Db, userId: string, letter: LetterRow): Promise<LetterDto> {
  const items = await itemsOfLetter(db, userId, letter);
  const exhibits = await db.select().from(disputeExhibits).where(eq(disputeExhibits.letterId, letter.id)).orderBy(disputeExhibits.createdAt);
  const recipient = (letter.document as { recipientBlock?: string[] } | null)?.recipientBlock ?? [];
  return toLetterDto(
    letter,
    items.map((i) => i.id),
    exhibits,
    recipient,
  );
}

export async function listLetters(db: Db, userId: string): Promise<LetterDto[]> {
  const rows = await db.select().from(disputeLetters).where(eq(disputeLetters.userId, userId)).orderBy(desc(disputeLetters.createdAt), desc(disputeLetters.id));
  return Promise.all((await openLetterRows(db, rows)).map((r) => letterDto(db, userId, r)));
}

/** The library entries the items name (the Consumer Laws tab shows their summaries). */
export function lawLibraryOf(items: DisputeItemDto[]): Record<string, { name: string; summary: string }> {
  const ids = new Set(items.flatMap((i) => i.metadata.laws));
  return Object.fromEntries(LAW_IDS.filter((id) => ids.has(id)).map((id: LawId) => [id, { name: LAWS[id].name, summary: LAWS[id].summary }]));
}
