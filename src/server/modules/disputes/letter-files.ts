/** Exhibits behind a letter (ID, proof of address): uploaded while the letter is a draft, stored encrypted. */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { disputeExhibits } from '../../db/schema';
import { AppError } from '../../errors';
import { isAnalysisId } from '../analyses/get-analysis';
import type { Upload } from '../uploads/read-upload';
import { EXHIBITS_PER_LETTER } from './constants';
import type { DisputesDeps } from './deps';
import type { LetterRow } from './dto';
import { EXHIBIT_KINDS, type ExhibitKind } from './exhibit-kinds';
import { recomposeLetter } from './letter-drafts';
import { checkExhibit, EXHIBIT_MESSAGES, ExhibitError } from './letters/exhibit-pages';
import { letterDto, ownLetter } from './list-disputes';

export const EXHIBIT_KIND_MESSAGE = `Choose the kind of page: ${EXHIBIT_KINDS.join(', ')}.`;
const DRAFT_ONLY = 'Exhibits can be added or removed only before the letter is approved.';

export function exhibitKind(value: string | undefined): ExhibitKind {
  if (!value || !(EXHIBIT_KINDS as readonly string[]).includes(value))
    throw new AppError('VALIDATION_ERROR', EXHIBIT_KIND_MESSAGE, { fields: { kind: EXHIBIT_KIND_MESSAGE } });
  return value as ExhibitKind;
}

export async function addExhibit(deps: DisputesDeps, userId: string, letterId: string, kind: ExhibitKind, upload: Upload) {
  const { db, storage } = deps;
  const letter = await ownLetter(db, userId, letterId);
  if (letter.status !== 'draft') throw new AppError('CONFLICT', DRAFT_ONLY);
  const [n] = await db.select({ n: count() }).from(disputeExhibits).where(eq(disputeExhibits.letterId, letter.id));
  if ((n?.n ?? 0) >= EXHIBITS_PER_LETTER) throw new AppError('CONFLICT', `A letter can carry at most ${EXHIBITS_PER_LETTER} exhibits.`);
  try {
    await checkExhibit(upload.bytes);
  } catch (error) {
    if (!(error instanceof ExhibitError)) throw error;
    const message = EXHIBIT_MESSAGES[error.code];
    throw new AppError('VALIDATION_ERROR', message, { fields: { file: message } });
  }
  const id = randomUUID();
  const key = `${userId}/exhibits/${id}.${upload.ext}`;
  await storage.put(key, upload.bytes);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(disputeExhibits).values({
        id,
        userId,
        letterId: letter.id,
        kind,
        fileName: upload.originalName ?? `exhibit.${upload.ext}`,
        contentType: upload.mimeType,
        size: upload.bytes.length,
        storageKey: key,
      });
      await recomposeLetter(tx, userId, letter, new Date());
    });
  } catch (error) {
    await storage.delete(key).catch(() => false);
    throw error;
  }
  return letterDto(db, userId, await ownLetter(db, userId, letterId));
}

async function ownExhibit(deps: DisputesDeps, userId: string, letterId: string, exhibitId: string) {
  const letter = await ownLetter(deps.db, userId, letterId);
  if (!isAnalysisId(exhibitId)) throw new AppError('NOT_FOUND');
  const [row] = await deps.db
    .select()
    .from(disputeExhibits)
    .where(and(eq(disputeExhibits.id, exhibitId), eq(disputeExhibits.letterId, letter.id), eq(disputeExhibits.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return { letter, row };
}

export async function readExhibit(deps: DisputesDeps, userId: string, letterId: string, exhibitId: string) {
  const { row } = await ownExhibit(deps, userId, letterId, exhibitId);
  return { bytes: await deps.storage.get(row.storageKey), contentType: row.contentType, fileName: row.fileName };
}

export async function removeExhibit(deps: DisputesDeps, userId: string, letterId: string, exhibitId: string) {
  const { letter, row } = await ownExhibit(deps, userId, letterId, exhibitId);
  if (letter.status !== 'draft') throw new AppError('CONFLICT', DRAFT_ONLY);
  await deps.db.transaction(async (tx) => {
    await tx.delete(disputeExhibits).where(eq(disputeExhibits.id, row.id));
    await recomposeLetter(tx, userId, letter, new Date());
  });
  await deps.storage.delete(row.storageKey).catch(() => false);
  return letterDto(deps.db, userId, await ownLetter(deps.db, userId, letterId));
}

/** The name a letter's PDF is saved under, without '.pdf'. */
export function letterFileName(letter: Pick<LetterRow, 'kind' | 'bureau' | 'round'>): string {
  return letter.kind === 'file_disclosure'
    ? 'file-disclosure-request'
    : letter.kind === 'furnisher_dispute'
      ? 'furnisher-dispute'
      : `${letter.bureau}-dispute-round-${letter.round}`;
}

/** The approved letter's PDF (decrypted). */
export async function readLetterPdf(deps: DisputesDeps, userId: string, letterId: string) {
  const letter = await ownLetter(deps.db, userId, letterId);
  if (!letter.pdfKey) throw new AppError('CONFLICT', 'Approve the letter to get its PDF.');
  return { bytes: await deps.storage.get(letter.pdfKey), fileName: `${letterFileName(letter)}.pdf` };
}
