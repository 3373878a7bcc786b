/**
 * The person's corrections laid over the report as read (docs/decisions/050): the report the figures are built from
 * again, the review the screen shows (read and current values side by side), and the summary raw_data keeps for
 * the dispute work. Pure: no database, no engine detection.
 */
import type {
  AddedAccount,
  CorrectedField,
  CorrectionDto,
  CorrectionKind,
  ReviewAccountDto,
  ReviewAccountFields,
  ReviewEntryDto,
  ReviewField,
  ReviewSummary,
  ReviewValue,
} from '../../../../common/review';
import { REVIEW_FIELDS } from '../../../../common/review';
import { isNegativeAccount } from '../../../../engine/detect/index';
import type { Account, CreditReport } from '../../../../engine/model';
import { accountKeys } from './account-keys';
import { applyEntryCorrections } from './apply-entry-corrections';

/** A stored correction (a report_corrections row) as this module reads it. */
export interface StoredCorrection {
  id: string;
  accountKey: string;
  kind: CorrectionKind;
  field: CorrectedField | null;
  value: unknown;
  createdAt: Date;
}

export interface AppliedReview {
  /** The report as read with the corrections: added accounts in, "not mine" accounts out. */
  report: CreditReport;
  accounts: ReviewAccountDto[];
  /** The flagged inquiries and public records (decision 250). */
  entries: ReviewEntryDto[];
  /** Null when nothing was reviewed. */
  summary: ReviewSummary | null;
}

export function toCorrectionDto(row: StoredCorrection): CorrectionDto {
  return {
    id: row.id,
    account_key: row.accountKey,
    kind: row.kind,
    field: row.field,
    value: (row.value ?? null) as CorrectionDto['value'],
    created_at: row.createdAt.toISOString(),
  };
}

/** An account the person added, with everything the report model has and they did not give left empty. */
export function addedAccount(input: AddedAccount): Account {
  return {
    creditor: input.creditor,
    originalCreditor: null,
    accountNumber: input.accountNumber ?? null,
    type: input.type ?? null,
    status: input.status ?? null,
    balance: input.balance ?? null,
    creditLimit: input.creditLimit ?? null,
    dateOpened: input.dateOpened ?? null,
    dateOfFirstDelinquency: input.dateOfFirstDelinquency ?? null,
    paymentHistory: {},
    negative: false,
    responsibility: null,
    highBalance: null,
    pastDue: input.pastDue ?? null,
    monthlyPayment: null,
    dateClosed: input.dateClosed ?? null,
    dateReported: input.dateReported ?? null,
    lastPaymentDate: null,
    remarks: [],
    removalDate: input.removalDate ?? null,
    // A date the person reads on their report and types in counts as printed.
    dofdSource: input.dateOfFirstDelinquency ? 'printed' : null,
    category: input.category,
    evidence: [],
  };
}

function withField(account: Account, field: ReviewField, value: ReviewValue): Account {
  const next = { ...account, [field]: value } as Account;
  // A corrected account is one the person checked: its reading warning no longer holds advice back (item-state.ts).
  if (next.readingWarning) next.readingWarning = null;
  if (field === 'dateOfFirstDelinquency') next.dofdSource = value === null ? null : 'printed';
  // A DOFD derived from the removal date follows a corrected removal date (reanalyzeReports derives it again).
  if (field === 'removalDate' && account.dofdSource === 'removal_date') {
    next.dateOfFirstDelinquency = null;
    next.dofdSource = null;
  }
  return next;
}

function fieldsOf(account: Account): ReviewAccountFields {
  const out = { negative: isNegativeAccount(account), dofdSource: account.dofdSource ?? null } as ReviewAccountFields;
  for (const field of REVIEW_FIELDS) (out as Record<string, unknown>)[field] = account[field] ?? null;
  return out;
}

interface Entry {
  key: string;
  origin: 'read' | 'added';
  read: Account | null;
  current: Account;
  corrections: StoredCorrection[];
  notMine: StoredCorrection | null;
  accurate: StoredCorrection | null;
}

export function applyCorrections(extracted: CreditReport, stored: readonly StoredCorrection[]): AppliedReview {
  const rows = [...stored].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const keys = accountKeys(extracted.accounts);
  const entries: Entry[] = extracted.accounts.map((account, i) => ({
    key: keys[i]!,
    origin: 'read',
    read: account,
    current: account,
    corrections: [],
    notMine: null,
    accurate: null,
  }));
  const byKey = new Map(entries.map((e) => [e.key, e]));
  for (const row of rows) {
    if (row.kind !== 'add' || byKey.has(row.accountKey)) continue;
    const entry: Entry = {
      key: row.accountKey,
      origin: 'added',
      read: null,
      current: addedAccount(row.value as AddedAccount),
      corrections: [row],
      notMine: null,
      accurate: null,
    };
    entries.push(entry);
    byKey.set(entry.key, entry);
  }
  // Corrections of an account no longer read (or an added one removed) are kept in the table but have nothing to change.
  for (const row of rows) {
    const entry = byKey.get(row.accountKey);
    if (!entry || row.kind === 'add') continue;
    if (row.kind === 'field' && row.field) {
      entry.current = withField(entry.current, row.field as ReviewField, (row.value ?? null) as ReviewValue);
      entry.corrections.push(row);
    } else if (row.kind === 'not_mine') entry.notMine = row;
    else if (row.kind === 'accurate') entry.accurate = row;
  }

  const reviewedEntries = applyEntryCorrections(extracted, rows);
  const report: CreditReport = {
    ...extracted,
    accounts: entries.filter((e) => !e.notMine).map((e) => e.current),
    inquiries: reviewedEntries.inquiries,
    publicRecords: reviewedEntries.publicRecords,
  };
  const accounts: ReviewAccountDto[] = entries.map((e) => ({
    key: e.key,
    origin: e.origin,
    read: e.read ? fieldsOf(e.read) : null,
    current: fieldsOf(e.current),
    corrections: e.corrections.map(toCorrectionDto),
    not_mine: e.notMine ? toCorrectionDto(e.notMine) : null,
    accurate: e.accurate ? toCorrectionDto(e.accurate) : null,
    ...(e.read?.readingWarning && e.corrections.length === 0 && !e.accurate ? { reading_warning: e.read.readingWarning } : {}),
  }));
  const applied = [...rows.filter((r) => byKey.has(r.accountKey)), ...reviewedEntries.applied].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const summary: ReviewSummary | null =
    applied.length === 0
      ? null
      : {
          not_mine: entries.filter((e) => e.notMine).map((e) => ({ key: e.key, account: e.current })),
          accurate: entries.filter((e) => e.accurate).map((e) => ({ key: e.key, creditor: e.current.creditor, accountNumber: e.current.accountNumber })),
          added: entries.filter((e) => e.origin === 'added').length,
          corrected_fields: entries.reduce((n, e) => n + (e.origin === 'read' ? e.corrections.length : e.corrections.length - 1), 0),
          entries_reviewed: reviewedEntries.entries.filter((e) => e.corrections.length > 0 || e.accurate || e.not_mine).length,
          updated_at: applied.at(-1)!.createdAt.toISOString(),
        };
  return { report, accounts, entries: reviewedEntries.entries, summary };
}
