/** The dispute calls' request bodies (docs/api.md "Disputes"), validated the same way by server and web. */
import { z } from 'zod';
import { BUREAUS } from '../analysis';
import { postalAddressSchema } from '../postal-address';
import { SETTABLE_STATUSES } from './items';
import { DISPUTE_MESSAGES, FREE_TEXT_MAX, STATEMENT_MAX } from './messages';
import { PERSON_REASONS, REASON_IDS } from './reasons';

const isoDate = (message: string) =>
  z
    .string({ message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);

/** POST /api/disputes/candidates/choices: the person's decision on one candidate of an analysis. */
export const choiceRequestSchema = z.discriminatedUnion(
  'choice',
  [
    z.strictObject({
      analysis_id: z.string(),
      key: z.string({ message: DISPUTE_MESSAGES.candidate }).regex(/^c-[0-9a-f]{16}$/, DISPUTE_MESSAGES.candidate),
      choice: z.literal('dispute'),
      reason: z.enum(REASON_IDS, { message: DISPUTE_MESSAGES.reason }),
      /** Why it is inaccurate, in the person's own words: required (the letter states it as theirs, issue 24). */
      statement: z.string({ message: DISPUTE_MESSAGES.ownWords }).trim().min(1, DISPUTE_MESSAGES.ownWords).max(STATEMENT_MAX, DISPUTE_MESSAGES.statement),
      /** "This is true": required for "not mine", identity theft and inquiries (the server says which). */
      confirmed: z.boolean().optional(),
    }),
    z.strictObject({
      analysis_id: z.string(),
      key: z.string({ message: DISPUTE_MESSAGES.candidate }).regex(/^c-[0-9a-f]{16}$/, DISPUTE_MESSAGES.candidate),
      choice: z.literal('accurate'),
    }),
  ],
  { message: DISPUTE_MESSAGES.choice },
);
export type ChoiceRequest = z.infer<typeof choiceRequestSchema>;

export const statusUpdateSchema = z.strictObject({ status: z.enum(SETTABLE_STATUSES, { message: DISPUTE_MESSAGES.status }) });

/** POST /api/disputes/regenerate (spec: selected items). */
export const regenerateSchema = z.strictObject({
  item_ids: z.array(z.string(), { message: DISPUTE_MESSAGES.noDisputeSelected }).min(1, DISPUTE_MESSAGES.noDisputeSelected).max(200),
});

export const clearLetterSchema = z.strictObject({ item_ids: z.array(z.string()).min(1, DISPUTE_MESSAGES.items).max(200) });

export const statementSchema = z.strictObject({
  statement: z.string().trim().max(STATEMENT_MAX, DISPUTE_MESSAGES.statement),
});

/** POST /api/disputes/letters: a furnisher direct dispute, a 609 disclosure request, or a custom bureau letter. */
export const createLetterSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('furnisher_dispute'),
    item_ids: z.array(z.string()).min(1, DISPUTE_MESSAGES.items).max(50),
    furnisher: z.strictObject({ name: z.string().trim().min(1, DISPUTE_MESSAGES.furnisher).max(120), address: postalAddressSchema }),
  }),
  z.strictObject({ kind: z.literal('file_disclosure'), bureau: z.enum(BUREAUS) }),
]);
export type CreateLetterRequest = z.infer<typeof createLetterSchema>;

/** POST /api/disputes/custom: a letter the person writes about any item (same flow). */
export const customItemSchema = z.strictObject({
  bureau: z.enum(BUREAUS),
  creditor: z.string().trim().min(1, 'Enter the creditor as printed on the report.').max(100),
  account_number: z.string().trim().max(40).optional(),
  reason: z.enum(PERSON_REASONS, { message: DISPUTE_MESSAGES.reason }),
  statement: z.string({ message: DISPUTE_MESSAGES.ownWords }).trim().min(1, DISPUTE_MESSAGES.ownWords).max(STATEMENT_MAX, DISPUTE_MESSAGES.statement),
  confirmed: z.boolean().optional(),
  request: z.enum(['delete', 'correct']),
});

export const editLetterSchema = z.strictObject({
  opening: z.string().trim().max(FREE_TEXT_MAX).optional(),
  closing: z.string().trim().max(FREE_TEXT_MAX).optional(),
});

export const approveLetterSchema = z.strictObject({
  /** The person confirms that each statement in the letter is true to the best of their knowledge (issue 24). */
  attested: z.literal(true, { message: DISPUTE_MESSAGES.attested }),
  signature_name: z.string({ message: DISPUTE_MESSAGES.signature }).trim().min(2, DISPUTE_MESSAGES.signature).max(120, DISPUTE_MESSAGES.signature),
  signature_date: isoDate(DISPUTE_MESSAGES.signatureDate),
  /** Included in this letter only if given; never stored outside the encrypted PDF. */
  date_of_birth: isoDate(DISPUTE_MESSAGES.dob).optional(),
  ssn_last4: z
    .string()
    .regex(/^\d{4}$/, DISPUTE_MESSAGES.ssnLast4)
    .optional(),
});

export const mailedSchema = z.strictObject({ mailed_date: isoDate(DISPUTE_MESSAGES.mailedDate) });
