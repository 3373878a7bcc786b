/**
 * Letters besides the bureau rounds: a furnisher direct dispute (FCRA 623(a)(8), Reg V 1022.43) to the address the
 * person enters, a 609 file-disclosure request to a bureau, and the person's own letter about any item ("Create
 * Custom Letter": a custom dispute item that joins its bureau's draft, the same flow).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BUREAU_LABELS } from '../../../common/analysis';
import { type DisputeItemDto, EVENT_COLORS } from '../../../common/disputes/items';
import type { LetterDto } from '../../../common/disputes/letters';
import { DISPUTE_MESSAGES } from '../../../common/disputes/messages';
import { confirmationNeeded, REASON_OPTIONS } from '../../../common/disputes/reasons';
import { type CreateLetterRequest, customItemSchema } from '../../../common/disputes/requests';
import { creditReportAnalyses, disputeItems, disputeLetters } from '../../db/schema';
import { AppError } from '../../errors';
import type { DisputesDeps } from './deps';
import { toItemDto } from './dto';
import { attachAndCompose, insertLetter, recomposeLetter, type Furnisher } from './letter-drafts';
import { letterDto, ownItems, ownLetter } from './list-disputes';
import { maskAccountNumber } from './mask';
import { openItemRows, sealItemFields, sealLetterFields } from './sealed-fields';
import { personsCompleted } from '../analyses/report-owner';

export async function createLetter(deps: Pick<DisputesDeps, 'db'>, userId: string, body: CreateLetterRequest): Promise<LetterDto> {
  const { db } = deps;
  let values: Parameters<typeof insertLetter>[1];
  if (body.kind === 'furnisher_dispute') {
    const items = await ownItems(db, userId, body.item_ids);
    const furnisher: Furnisher = {
      name: body.furnisher.name,
      address: { ...body.furnisher.address, state: body.furnisher.address.state.toUpperCase() },
      itemIds: items.map((i) => i.id),
    };
    values = { userId, kind: 'furnisher_dispute', furnisher, analysisId: items[0]!.analysisId };
  } else {
    values = { userId, kind: 'file_disclosure', bureau: body.bureau };
  }
  const id = await db.transaction(async (tx) => {
    const row = await insertLetter(tx, values);
    await recomposeLetter(tx, userId, row!, new Date());
    return row!.id;
  });
  return letterDto(db, userId, await ownLetter(db, userId, id));
}

export async function createCustomItem(deps: Pick<DisputesDeps, 'db'>, userId: string, body: z.infer<typeof customItemSchema>): Promise<DisputeItemDto> {
  const { db } = deps;
  const [analysis] = await db
    .select({ id: creditReportAnalyses.id })
    .from(creditReportAnalyses)
    .where(and(eq(creditReportAnalyses.userId, userId), eq(creditReportAnalyses.bureau, body.bureau), personsCompleted))
    .orderBy(desc(creditReportAnalyses.uploadDate))
    .limit(1);
  if (!analysis) {
    const message = `Upload your ${BUREAU_LABELS[body.bureau]} report first: a custom letter disputes an item of a report you have.`;
    throw new AppError('ANALYSIS_NOT_COMPLETED', message, { fields: { bureau: message } });
  }
  const reason = body.reason === 'other' ? body.statement : REASON_OPTIONS[body.reason].text;
  if (confirmationNeeded('custom', body.reason) && body.confirmed !== true) {
    throw new AppError('VALIDATION_ERROR', DISPUTE_MESSAGES.confirmTrue, { fields: { confirmed: DISPUTE_MESSAGES.confirmTrue } });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(disputeItems)
      .values({
        userId,
        analysisId: analysis.id,
        bureau: body.bureau,
        accountName: body.creditor,
        status: 'pending',
        candidateKey: '',
        code: 'custom',
        request: body.request,
        ...(await sealItemFields(tx, userId, {
          accountNumber: maskAccountNumber(body.account_number),
          disputeReason: reason,
          statement: body.statement,
          metadata: {
            item_type: 'dispute_letter',
            dispute_letter: null,
            letter_generated_at: null,
            laws: ['FCRA 611'],
            priority: 'medium',
            calendar_event: {
              title: `Response due: ${body.creditor}`,
              description: `Once the bureau receives your letter it has 30 days to investigate ${body.creditor} and 5 business days more to send you the results.`,
              color: EVENT_COLORS.dispute_letter,
            },
            reason_id: body.reason,
            finding_code: null,
            // No line of the report backs a custom item: what is wrong is the person's own words.
            problem: body.statement,
          },
        })),
      })
      .returning();
    await attachAndCompose(tx, userId, new Date());
    const [fresh] = await openItemRows(tx, await tx.select().from(disputeItems).where(eq(disputeItems.id, row!.id)));
    return toItemDto(fresh!);
  });
}

/** The person's edits of the free-text parts (opening, closing) of a draft. */
export async function editLetter(
  deps: Pick<DisputesDeps, 'db'>,
  userId: string,
  id: string,
  edit: { opening?: string | undefined; closing?: string | undefined },
): Promise<LetterDto> {
  const { db } = deps;
  const letter = await ownLetter(db, userId, id);
  if (letter.status !== 'draft') throw new AppError('CONFLICT', DISPUTE_MESSAGES.notDraft);
  const freeText = { ...letter.freeText };
  for (const part of ['opening', 'closing'] as const) {
    const value = edit[part];
    if (value === undefined) continue;
    if (value === '') delete freeText[part];
    else freeText[part] = value;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(disputeLetters)
      .set({ ...(await sealLetterFields(tx, userId, { freeText })), updatedAt: sql`now()` })
      .where(eq(disputeLetters.id, letter.id));
    await recomposeLetter(tx, userId, { ...letter, freeText }, new Date());
  });
  return letterDto(db, userId, await ownLetter(db, userId, id));
}
