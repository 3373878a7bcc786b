/**
 * Turns merged-report tables into one CreditReport per bureau: an account (or public record) exists in
 * a bureau's report only when that bureau's column holds something other than "-".
 */
import type { Account, Bureau, CreditReport, PublicRecord, ReportDate } from '../../model';
import { BUREAUS } from '../../model';
import { blankAccount } from '../common/blank-account';
import { categoryFor } from '../common/category';
import { coverageOf } from '../common/coverage';
import { fieldForLabel, type LabelField } from '../common/field-labels';
import { isNegativeAccount } from '../../detect/negative';
import { redact } from '../../redact';
import { cleanValue, findDates, isEmptyValue, parseAccountNumber, firstDateInCell, parseScore } from '../common/field-values';
import { parseMoney } from '../common/money';
import type { Row } from './columns';
import { printedCounts } from './summary';
import { formatLateCounts, lateCountRemarks, parseLateCounts } from './late-counts';
import type { MergedTables, Table } from './tables';

type Values = Partial<Record<LabelField, string>>;

const ACCOUNT_FIELDS: LabelField[] = [
  'accountNumber',
  'type',
  'typeDetail',
  'accountStatus',
  'paymentStatus',
  'balance',
  'dateOpened',
  'highBalance',
  'creditLimit',
  'dateReported',
  'pastDue',
  'monthlyPayment',
  'lastPaymentDate',
  'dofd',
];
const RECORD_FIELDS: LabelField[] = ['dateFiled', 'court', 'reference', 'chapter', 'recordType'];

function fieldOf(row: Row): LabelField | null {
  return fieldForLabel(row.label.replace(/:\s*$/, ''));
}

/** One bureau's printed values of a table, by field; "-" and blanks left out. */
function bureauValues(table: Table, bureau: Bureau): { values: Values; evidence: string[] } {
  const values: Values = {};
  const evidence: string[] = [];
  for (const row of table.rows) {
    const field = fieldOf(row);
    const raw = row.values[bureau];
    if (raw === undefined || isEmptyValue(raw)) continue;
    // OCR reads a middle initial "I" as "|"
    const value = cleanValue(raw).replace(/(?<=\s)\|(?=\s)/g, 'I');
    evidence.push(redact(`${row.label.replace(/:?\s*$/, ':')} ${value}`));
    if (!field) continue;
    if (field === 'remarks' && values.remarks) values.remarks = `${values.remarks}; ${value}`;
    else if (values[field] === undefined) values[field] = value;
  }
  return { values, evidence };
}

function tableKind(table: Table): 'account' | 'public' | 'info' {
  const fields = new Set(table.rows.map(fieldOf));
  const accountHits = ACCOUNT_FIELDS.filter((f) => fields.has(f)).length;
  const recordHits = RECORD_FIELDS.filter((f) => fields.has(f)).length;
  if (table.section === 'public' || (recordHits >= 2 && /bankrupt|judg|lien|civil|record/i.test(table.title))) return 'public';
  if (table.section === 'personal' || table.section === 'score' || table.section === 'summary') return 'info';
  return accountHits >= 2 ? 'account' : 'info';
}

function splitTitle(title: string): { creditor: string; originalCreditor: string | null } {
  const m = /\(\s*(?:original creditor|orig\.? creditor|oc)\s*:?\s*([^)]+)\)/i.exec(title);
  const creditor = cleanValue(title.replace(/\(\s*continued\s*\)/i, '').replace(m?.[0] ?? '\u0000', ''));
  return { creditor, originalCreditor: m?.[1] ? cleanValue(m[1]) : null };
}

function toAccount(table: Table, bureau: Bureau): Account | null {
  const { values, evidence } = bureauValues(table, bureau);
  if (!ACCOUNT_FIELDS.some((f) => values[f] !== undefined)) return null;
  const title = splitTitle(table.title);
  const account = blankAccount(values.collector ?? values.creditor ?? (title.creditor || 'Unknown creditor'));
  account.originalCreditor = values.originalCreditor ?? title.originalCreditor;
  account.accountNumber = parseAccountNumber(values.accountNumber);
  account.responsibility = values.responsibility ?? null;
  account.type = values.typeDetail ?? values.type ?? null;
  const status = values.paymentStatus ?? values.accountStatus ?? null;
  account.status = status;
  account.balance = parseMoney(values.balance);
  account.creditLimit = parseMoney(values.creditLimit);
  account.highBalance = parseMoney(values.highBalance);
  account.pastDue = parseMoney(values.pastDue);
  account.monthlyPayment = parseMoney(values.monthlyPayment);
  account.dateOpened = firstDateInCell(values.dateOpened) ?? firstDateInCell(values.dateAssigned);
  account.dateClosed = firstDateInCell(values.dateClosed);
  account.dateReported = firstDateInCell(values.dateReported);
  account.lastPaymentDate = firstDateInCell(values.lastPaymentDate);
  account.dateOfFirstDelinquency = firstDateInCell(values.dofd);
  account.paymentHistory = { ...(table.history[bureau] ?? {}) };
  const remarks: string[] = [];
  if (values.paymentStatus && values.accountStatus && values.paymentStatus !== values.accountStatus) {
    remarks.push(`Account status: ${values.accountStatus}`);
  }
  if (values.remarks)
    remarks.push(
      ...values.remarks
        .split(/\s*;\s*/)
        .map(cleanValue)
        .filter((r) => r && !isEmptyValue(r)),
    );
  if (values.classification) remarks.push(`Creditor classification: ${values.classification}`);
  account.remarks = [...new Set(remarks)];
  account.category = categoryFor(
    account.type,
    null,
    `${values.type ?? ''} ${values.classification ?? ''} ${values.remarks ?? ''}`.replace(/placed for collection|collection account/i, 'collection'),
  );
  if (account.category !== 'collection' && /^collection/i.test(values.type ?? '')) account.category = 'collection';
  const late = parseLateCounts(table.daysLate[bureau] ?? '');
  if (late) {
    evidence.push(`Days Late - 7 Year History: ${formatLateCounts(late)}`);
    account.remarks.push(...lateCountRemarks(late));
  }
  account.evidence = [redact(table.title), ...evidence].filter(Boolean);
  account.negative = isNegativeAccount(account);
  return account;
}

function chapterOf(text: string): 7 | 11 | 13 | null {
  const m = /chapter\s*(7|11|13)\b|\bch\.?\s*(7|11|13)\b/i.exec(text) ?? /^\s*(7|11|13)\s*$/.exec(text);
  const n = Number(m?.[1] ?? m?.[2]);
  return n === 7 || n === 11 || n === 13 ? n : null;
}

function toPublicRecord(table: Table, bureau: Bureau): PublicRecord | null {
  const { values } = bureauValues(table, bureau);
  if (Object.keys(values).length === 0) return null;
  const type = values.recordType ?? values.type ?? (cleanValue(table.title) || 'Public record');
  return {
    type,
    date: firstDateInCell(values.dateFiled ?? values.reportDate ?? values.dateReported ?? values.dateOpened),
    status: values.recordStatus ?? values.paymentStatus ?? values.accountStatus ?? null,
    court: values.court ?? null,
    reference: values.reference ?? null,
    amount: parseMoney(values.amount ?? values.balance),
    chapter: chapterOf(values.chapter ?? '') ?? chapterOf(`${type} ${table.title}`),
  };
}

function emptyReport(bureau: Bureau): CreditReport {
  return {
    bureau,
    reportDate: null,
    score: null,
    consumer: { name: null, addresses: [] },
    accounts: [],
    inquiries: [],
    publicRecords: [],
    reportDateSource: null,
    coverage: coverageOf({ accounts: [], inquiries: [] }),
    warnings: [],
  };
}

/**
 * One CreditReport per bureau. The report date is the one printed ("Credit Report Date"), else the
 * browser's print stamp (`printDate`).
 */
export function buildReports(parsed: MergedTables, printDate: ReportDate | null = null): CreditReport[] {
  const reports = new Map<Bureau, CreditReport>(BUREAUS.map((b) => [b, emptyReport(b)]));
  for (const table of parsed.tables) {
    const kind = tableKind(table);
    for (const bureau of BUREAUS) {
      const report = reports.get(bureau) as CreditReport;
      if (kind === 'account') {
        const account = toAccount(table, bureau);
        if (account) report.accounts.push(account);
      } else if (kind === 'public') {
        const record = toPublicRecord(table, bureau);
        if (record) report.publicRecords.push(record);
      } else {
        readInfo(table, bureau, report);
      }
    }
  }
  for (const { bureau, inquiry } of parsed.inquiries) reports.get(bureau)?.inquiries.push(inquiry);
  // a single report date printed once for the whole document applies to all three
  const shared =
    parsed.reportDate ?? parsed.preamble.map((t) => (/report|date|as of|generated|created/i.test(t) ? findDates(t)[0]?.date : undefined)).find(Boolean);
  for (const report of reports.values()) {
    if (!report.reportDate && shared) report.reportDate = shared;
    if (report.reportDate) report.reportDateSource = 'printed';
    else if (printDate) {
      report.reportDate = printDate;
      report.reportDateSource = 'print_header';
    }
    report.coverage = coverageOf(report, printedCounts(parsed.tables, report.bureau));
  }
  return BUREAUS.map((b) => reports.get(b) as CreditReport);
}

function readInfo(table: Table, bureau: Bureau, report: CreditReport): void {
  for (const row of table.rows) {
    const raw = row.values[bureau];
    if (raw === undefined || isEmptyValue(raw)) continue;
    const value = cleanValue(raw).replace(/(?<=\s)\|(?=\s)/g, 'I');
    const field = fieldOf(row);
    if (field === 'name' && !report.consumer.name && !/known as|former/i.test(row.label)) report.consumer.name = value;
    else if (field === 'address') report.consumer.addresses.push(value);
    else if (field === 'reportDate' && !report.reportDate) report.reportDate = firstDateInCell(value);
    else if (field === 'score' && report.score === null) report.score = parseScore(value);
  }
}
