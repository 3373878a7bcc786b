/**
 * "Review accounts" (docs/decisions/050, docs/api.md "Reviewing the reading"): what a person may correct in the
 * accounts read from a report, the request bodies (one zod schema for the server and the forms), and the review
 * the API answers. Money is in dollars with at most two decimals, as the report model keeps it; dates are kept at
 * the precision given, "YYYY-MM" or "YYYY-MM-DD".
 */
import { z } from 'zod';
import type { Account, AccountCategory, DofdSource } from '../engine/model';

export const ACCOUNT_CATEGORIES = ['revolving', 'installment', 'mortgage', 'collection', 'other'] as const satisfies readonly AccountCategory[];

/** How each account category reads on screen. */
export const CATEGORY_LABELS: Record<AccountCategory, string> = {
  revolving: 'Credit card / revolving',
  installment: 'Installment loan',
  mortgage: 'Mortgage',
  collection: 'Collection',
  other: 'Other',
};

const TEXT_FIELDS = { creditor: 100, accountNumber: 40, type: 60, status: 120 } as const;
const MONEY_FIELDS = ['balance', 'creditLimit', 'pastDue'] as const;
const DATE_FIELDS = ['dateOpened', 'dateClosed', 'dateReported', 'dateOfFirstDelinquency', 'removalDate'] as const;

/** The account fields a person may correct, in the order the review shows them. */
export const REVIEW_FIELDS = [
  'creditor',
  'accountNumber',
  'category',
  'type',
  'status',
  'balance',
  'creditLimit',
  'pastDue',
  'dateOpened',
  'dateClosed',
  'dateReported',
  'dateOfFirstDelinquency',
  'removalDate',
] as const satisfies readonly (keyof Account)[];
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export const FIELD_LABELS: Record<ReviewField, string> = {
  creditor: 'Creditor',
  accountNumber: 'Account number',
  category: 'Kind of account',
  type: 'Type',
  status: 'Status',
  balance: 'Balance',
  creditLimit: 'Credit limit',
  pastDue: 'Past due',
  dateOpened: 'Date opened',
  dateClosed: 'Date closed',
  dateReported: 'Last reported',
  dateOfFirstDelinquency: 'Date of first delinquency',
  removalDate: 'Removal date',
};

/** The inquiry and public record fields a person may correct (decision 250), as the report model has them. */
export const ENTRY_FIELDS = { inquiry: ['creditor', 'date'], record: ['type', 'status', 'date', 'amount'] } as const;
export type EntryKind = keyof typeof ENTRY_FIELDS;
export type EntryField = (typeof ENTRY_FIELDS)[EntryKind][number];
const ENTRY_FIELD_NAMES = ['creditor', 'type', 'status', 'date', 'amount'] as const satisfies readonly EntryField[];
/** Every field a stored correction may name (accounts' and entries'). */
export const CORRECTED_FIELDS = [...REVIEW_FIELDS, 'date', 'amount'] as const;
export type CorrectedField = ReviewField | EntryField;

export const ENTRY_FIELD_LABELS: { [K in EntryKind]: Record<(typeof ENTRY_FIELDS)[K][number], string> } = {
  inquiry: { creditor: 'Creditor', date: 'Date of inquiry' },
  record: { type: 'Type of record', status: 'Status', date: 'Date filed', amount: 'Amount' },
};
export function entryFieldLabel(entry: EntryKind, field: EntryField): string {
  return (ENTRY_FIELD_LABELS[entry] as Partial<Record<EntryField, string>>)[field] ?? field;
}

export type FieldKind = 'text' | 'money' | 'date' | 'category';
export function fieldKind(field: CorrectedField): FieldKind {
  if (field === 'category') return 'category';
  if (field === 'amount' || (MONEY_FIELDS as readonly string[]).includes(field)) return 'money';
  if (field === 'date' || (DATE_FIELDS as readonly string[]).includes(field)) return 'date';
  return 'text';
}

export const MONEY_MAX = 100_000_000;
export const REVIEW_MESSAGES = {
  money: 'Enter an amount in dollars, like 1250 or 1,250.00.',
  date: 'Enter a date as MM/YYYY or MM/DD/YYYY.',
  text: (max: number) => `Use at most ${max} characters.`,
  creditorRequired: 'Enter the creditor as printed on the report.',
  category: 'Choose the kind of account.',
  field: 'Choose a field that can be corrected.',
  key: 'Choose an account of this report.',
  kind: 'Choose what to record: a field correction, an added account, "not mine" or "accurate as reported".',
  typeRequired: 'Enter the type of record as printed on the report.',
  entryKey: 'Choose an inquiry or public record of this report that we could not read cleanly.',
  entryKind: 'Choose what to record: a field correction, "not on my report" or "accurate as read".',
} as const;

const money = z
  .number({ message: REVIEW_MESSAGES.money })
  .min(0, REVIEW_MESSAGES.money)
  .max(MONEY_MAX, REVIEW_MESSAGES.money)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, REVIEW_MESSAGES.money);

/** A real calendar date at month or day precision, years 1900–2099. */
export function isReportDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), m[3] === undefined ? 1 : Number(m[3])];
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
const date = z.string({ message: REVIEW_MESSAGES.date }).refine(isReportDate, REVIEW_MESSAGES.date);
export type ReviewValue = string | number | null;

const optionalText = (max: number) => z.string().trim().min(1, REVIEW_MESSAGES.text(max)).max(max, REVIEW_MESSAGES.text(max)).nullable();
const category = z.enum(ACCOUNT_CATEGORIES, { message: REVIEW_MESSAGES.category });
/** Text that cannot be cleared: `required` when missing or blank. */
const requiredText = (max: number, required: string) => z.string({ message: required }).trim().min(1, required).max(max, REVIEW_MESSAGES.text(max));
const creditor = requiredText(TEXT_FIELDS.creditor, REVIEW_MESSAGES.creditorRequired);

/** The schema of each field's value; null clears a field (creditor and category cannot be cleared). */
const FIELD_SCHEMAS = {
  creditor,
  accountNumber: optionalText(TEXT_FIELDS.accountNumber),
  category,
  type: optionalText(TEXT_FIELDS.type),
  status: optionalText(TEXT_FIELDS.status),
  balance: money.nullable(),
  creditLimit: money.nullable(),
  pastDue: money.nullable(),
  dateOpened: date.nullable(),
  dateClosed: date.nullable(),
  dateReported: date.nullable(),
  dateOfFirstDelinquency: date.nullable(),
  removalDate: date.nullable(),
} satisfies Record<ReviewField, z.ZodType>;

export function fieldValueSchema(field: ReviewField): z.ZodType<ReviewValue> {
  return FIELD_SCHEMAS[field];
}

const recordType = requiredText(TEXT_FIELDS.type, REVIEW_MESSAGES.typeRequired);
const ENTRY_SCHEMAS = {
  inquiry: { creditor, date: date.nullable() },
  record: { type: recordType, status: FIELD_SCHEMAS.status, date: date.nullable(), amount: money.nullable() },
} satisfies { [K in EntryKind]: Record<(typeof ENTRY_FIELDS)[K][number], z.ZodType> };

/** The schema of an inquiry's or a record's field, or null when that entry has no such field. */
export function entryFieldSchema(entry: EntryKind, field: EntryField): z.ZodType<ReviewValue> | null {
  return (ENTRY_SCHEMAS[entry] as Partial<Record<EntryField, z.ZodType<ReviewValue>>>)[field] ?? null;
}

/** Inquiries' keys start "q-", public records' "p-" (decision 250). */
export function entryKindOfKey(key: string): EntryKind {
  return key.startsWith('q-') ? 'inquiry' : 'record';
}

const accountKey = z.string({ message: REVIEW_MESSAGES.key }).regex(/^(?:r-[0-9a-f]{12}-\d{1,3}|a-[0-9a-f-]{36})$/, REVIEW_MESSAGES.key);

/** An account the engine missed, as the person reads it on the report. */
export const addedAccountSchema = z.strictObject({
  creditor,
  category,
  accountNumber: FIELD_SCHEMAS.accountNumber.optional(),
  type: FIELD_SCHEMAS.type.optional(),
  status: FIELD_SCHEMAS.status.optional(),
  balance: FIELD_SCHEMAS.balance.optional(),
  creditLimit: FIELD_SCHEMAS.creditLimit.optional(),
  pastDue: FIELD_SCHEMAS.pastDue.optional(),
  dateOpened: FIELD_SCHEMAS.dateOpened.optional(),
  dateClosed: FIELD_SCHEMAS.dateClosed.optional(),
  dateReported: FIELD_SCHEMAS.dateReported.optional(),
  dateOfFirstDelinquency: FIELD_SCHEMAS.dateOfFirstDelinquency.optional(),
  removalDate: FIELD_SCHEMAS.removalDate.optional(),
});
export type AddedAccount = z.infer<typeof addedAccountSchema>;

/** POST /api/analyses/:id/corrections. A field correction's value is checked against its field. */
export const correctionRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .strictObject({ kind: z.literal('field'), account_key: accountKey, field: z.enum(REVIEW_FIELDS, { message: REVIEW_MESSAGES.field }), value: z.unknown() })
      .superRefine((body, ctx) => {
        const result = fieldValueSchema(body.field).safeParse(body.value);
        if (!result.success) ctx.addIssue({ code: 'custom', path: ['value'], message: result.error.issues[0]?.message ?? REVIEW_MESSAGES.field });
      }),
    z.strictObject({ kind: z.literal('add'), account: addedAccountSchema }),
    z.strictObject({ kind: z.literal('not_mine'), account_key: accountKey }),
    z.strictObject({ kind: z.literal('accurate'), account_key: accountKey }),
  ],
  { message: REVIEW_MESSAGES.kind },
);
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

const entryKey = z.string({ message: REVIEW_MESSAGES.entryKey }).regex(/^[qp]-[0-9a-f]{12}-\d{1,3}$/, REVIEW_MESSAGES.entryKey);

/** POST /api/analyses/:id/entry-corrections (decision 250): a flagged inquiry or public record confirmed or corrected. */
export const entryCorrectionRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .strictObject({ kind: z.literal('field'), entry_key: entryKey, field: z.enum(ENTRY_FIELD_NAMES, { message: REVIEW_MESSAGES.field }), value: z.unknown() })
      .superRefine((body, ctx) => {
        const schema = entryFieldSchema(entryKindOfKey(body.entry_key), body.field);
        if (!schema) return void ctx.addIssue({ code: 'custom', path: ['field'], message: REVIEW_MESSAGES.field });
        const result = schema.safeParse(body.value);
        if (!result.success) ctx.addIssue({ code: 'custom', path: ['value'], message: result.error.issues[0]?.message ?? REVIEW_MESSAGES.field });
      }),
    z.strictObject({ kind: z.literal('not_mine'), entry_key: entryKey }),
    z.strictObject({ kind: z.literal('accurate'), entry_key: entryKey }),
  ],
  { message: REVIEW_MESSAGES.entryKind },
);
export type EntryCorrectionRequest = z.infer<typeof entryCorrectionRequestSchema>;

export const CORRECTION_KINDS = ['field', 'add', 'not_mine', 'accurate'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** One stored correction as the API sends it. */
export interface CorrectionDto {
  id: string;
  account_key: string;
  kind: CorrectionKind;
  /** The corrected field (kind "field"), else null. */
  field: CorrectedField | null;
  value: ReviewValue | AddedAccount | null;
  created_at: string;
}

/** The fields of an account the review shows. */
export type ReviewAccountFields = Pick<Account, ReviewField | 'negative'> & { dofdSource: DofdSource | null };

export interface ReviewAccountDto {
  key: string;
  /** "read": the engine read it; "added": the person added it. */
  origin: 'read' | 'added';
  /** The values as the engine read them (null for an added account). */
  read: ReviewAccountFields | null;
  /** The values used now: the read ones with the person's corrections. */
  current: ReviewAccountFields;
  /** The field corrections (and for an added account, the "add" itself), newest last. */
  corrections: CorrectionDto[];
  /** "Not mine": left out of negatives, findings and figures, and disputed as not the person's. */
  not_mine: CorrectionDto | null;
  /** "Accurate as reported": kept, and never disputed. */
  accurate: CorrectionDto | null;
  /** The engine could not read this account cleanly (decision 180): its sentence, until the person corrects a field
   * or marks the account accurate. Absent when the reading passed its self-checks. */
  reading_warning?: string;
}

/** An inquiry's or a public record's fields as the review shows them (ENTRY_FIELDS of its kind). */
export type ReviewEntryFields = Partial<Record<EntryField, ReviewValue>>;

/**
 * A flagged inquiry or public record (decision 250): shown while the engine's self-checks flag its reading, and
 * after the person confirmed or corrected it (so it can be undone).
 */
export interface ReviewEntryDto {
  key: string;
  entry: EntryKind;
  /** An inquiry's kind as printed (hard or soft); null for a record. */
  inquiry_kind: 'hard' | 'soft' | null;
  read: ReviewEntryFields;
  current: ReviewEntryFields;
  corrections: CorrectionDto[];
  /** "Not on my report / not mine": left out of the report, so of every advice and letter. */
  not_mine: CorrectionDto | null;
  /** "Accurate as read": the reading confirmed; advice and letters may cover it. */
  accurate: CorrectionDto | null;
  /** Why the reading was flagged, in plain words (one sentence a failed check). */
  reasons: string[];
  /** The engine's sentence, until the person confirms, corrects or removes the entry. */
  reading_warning?: string;
}

export interface ReviewDto {
  analysis_id: string;
  accounts: ReviewAccountDto[];
  /** The report's flagged inquiries and public records (decision 250). */
  entries: ReviewEntryDto[];
}

const NAME_REASONS: Record<string, (name: string) => string> = {
  holds_address: (n) => `The ${n} we read holds an address.`,
  holds_phone: (n) => `The ${n} we read holds a phone number.`,
  holds_date: (n) => `The ${n} we read is, or holds, a date.`,
  holds_amount: (n) => `The ${n} we read is, or holds, an amount.`,
  holds_number: (n) => `The ${n} we read holds a number.`,
  holds_label: (n) => `The ${n} we read is a heading or label of the report, not a ${n}.`,
  holds_remark: (n) => `The ${n} we read holds remark words, like those printed under an entry.`,
  holds_prose: (n) => `The ${n} we read is part of a sentence of the report's text.`,
  is_bureau_line: (n) => `The ${n} we read is a line about a credit bureau, not a ${n}.`,
};
const ENTRY_REASONS: Record<string, string> = {
  read_twice: 'It is the same as an entry above it: it may be printed once and read twice.',
  key_fields_missing: 'We read only its type: no date, status, court, reference or amount.',
};

/** The engine's failed checks of an inquiry or record (parse/check/entry-checks.ts) in plain words. */
export function entryReasons(entry: EntryKind, codes: readonly string[]): string[] {
  const name = entry === 'inquiry' ? 'creditor name' : 'type of record';
  const out = codes.map((code) => {
    const rest = code.replace(/^(?:creditor|type)_/, '');
    return code !== rest && NAME_REASONS[rest] ? NAME_REASONS[rest](name) : ENTRY_REASONS[code];
  });
  return [...new Set(out.filter((s): s is string => !!s))];
}

/** What raw_data.review keeps for readers of the analysis (the dispute work), once anything was reviewed. */
export interface ReviewSummary {
  /** Accounts the person says are not theirs, with the values used (they are no longer in raw_data.report). */
  not_mine: { key: string; account: Account }[];
  /** Accounts the person says are reported accurately: never to be disputed. */
  accurate: { key: string; creditor: string; accountNumber: string | null }[];
  added: number;
  corrected_fields: number;
  /** Flagged inquiries and public records the person confirmed, corrected or removed (decision 250; absent before it). */
  entries_reviewed?: number;
  updated_at: string;
}
