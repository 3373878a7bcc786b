/**
 * Equifax account blocks: a creditor line, then lines of `Label: value` pairs, narrative codes and an
 * optional payment grid. A line without pairs either starts the next account or continues the value
 * before it; it starts an account when the pairs that follow repeat a field this block already has.
 */
import type { Account, AccountCategory } from '../../model';
import { blankAccount } from '../common/blank-account';
import { categoryFor } from '../common/category';
import { isNegativeAccount } from '../../detect/negative';
import { applyYearRow, monthColumns, readGridRow, rowYear, tokensOf, type MonthColumn } from '../common/grid-columns';
import { fieldForLabel, type LabelField } from '../common/field-labels';
import type { DocLine } from '../common/doc-lines';
import { splitPairs, textBeforePairs, type Pair } from './pairs';
import { redact } from '../../redact';
import { cleanValue, isEmptyValue, parseAccountNumber, firstDateInCell } from '../common/field-values';
import { parseMoney } from '../common/money';
import { readPaymentCode } from '../common/payment-codes';
import { completeYearHeader } from '../common/grid';
import { continuesEntry } from '../common/continued';

interface Block {
  creditor: string;
  pairs: Pair[];
  lines: DocLine[];
  history: Account['paymentHistory'];
}

const GRID_TITLE = /^(?:\d+[- ]?(?:month|year)s?\s+)?payment history|^(?:account|payment) history|^paying history|^\d+[- ]?month history$/i;
const NONE = /^(none|no (accounts?|items?|records?)|nothing)( (reported|found|on file|to report))?\.?$/i;
const LEGEND = /^(?:\*|ok|c|30|co|ca|nd)\s*[=:-]\s*\w/i;

function fieldsOf(block: Block): Set<LabelField> {
  return new Set(block.pairs.map((p) => p.field).filter((f): f is LabelField => f !== null && f !== 'remarks'));
}

/** The next line with pairs within a short look-ahead, skipping grid and plain lines. */
function nextPairs(lines: DocLine[], from: number): Pair[] | null {
  for (let i = from; i < Math.min(lines.length, from + 4); i++) {
    const line = lines[i];
    if (!line) break;
    const pairs = splitPairs(line.text);
    if (pairs.length > 0) return pairs;
  }
  return null;
}

function looksLikeCreditorName(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 70) return false;
  if (/^[\d$*#]/.test(t) || /[.;]$/.test(t)) return false;
  return /[A-Za-z]{2}/.test(t);
}

interface GridState {
  columns: MonthColumn[];
}

export function parseAccountSection(lines: DocLine[], category: AccountCategory): Account[] {
  const blocks: Block[] = [];
  let block: Block | null = null;
  let grid: GridState | null = null;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const text = line.text.trim();
    const tokens = tokensOf(line);

    const columns = monthColumns(tokens);
    if (columns) {
      grid = { columns };
      block?.lines.push(line);
      continue;
    }
    if (grid && block) {
      if (/^year\b/i.test(text) && applyYearRow(grid.columns, tokens.slice(1))) continue;
      const year = rowYear(tokens);
      const cells = year !== null ? tokens.slice(1) : tokens;
      const codes = cells.filter((t) => readPaymentCode(t.text, { ratings: true }) !== null).length;
      const yearKnown = year !== null || grid.columns.every((c) => c.year !== null);
      // a row labelled with its year is a grid row even when a scan garbled some of its cells
      if (yearKnown && cells.length > 0 && (year !== null ? codes >= cells.length * 0.3 : codes >= cells.length * 0.6)) {
        Object.assign(block.history, readGridRow(year !== null ? completeYearHeader(grid.columns) : grid.columns, cells, { year }));
        block.lines.push(line);
        continue;
      }
      if (year !== null && cells.length === 0) continue;
      grid = null;
    }
    if (block && (GRID_TITLE.test(text) || LEGEND.test(text)) && splitPairs(text).length === 0) continue;

    const pairs = splitPairs(text);
    if (pairs.length === 0 && NONE.test(text)) continue;
    if (pairs.length === 0 && block && continuesEntry(text, block.creditor)) {
      block.lines.push(line);
      continue;
    }
    if (pairs.length === 0 && block && isHistoryTableLine(text)) continue;
    // whatever the grid's title says, it is the line right above a month header
    const next = lines[i + 1];
    if (pairs.length === 0 && block && next && monthColumns(tokensOf(next))) continue;
    if (pairs.length === 0) {
      const ahead = nextPairs(lines, i + 1);
      const repeats = ahead !== null && block !== null && ahead.some((p) => p.field && fieldsOf(block as Block).has(p.field));
      if (!block || repeats || (block.pairs.length > 0 && ahead !== null && isStartField(ahead[0]?.field))) {
        if (!looksLikeCreditorName(text)) continue;
        block = { creditor: cleanValue(text), pairs: [], lines: [line], history: {} };
        blocks.push(block);
      } else if (block.pairs.length === 0) {
        block.creditor = `${block.creditor} ${cleanValue(text)}`;
        block.lines.push(line);
      } else {
        const last = block.pairs[block.pairs.length - 1];
        if (last) last.value = cleanValue(`${last.value} ${text}`);
        block.lines.push(line);
      }
      continue;
    }

    const lead = textBeforePairs(text);
    const repeats = block !== null && pairs.some((p) => p.field && fieldsOf(block as Block).has(p.field));
    if (lead && looksLikeCreditorName(lead) && (!block || repeats)) {
      // "CREDITOR | Account Number: …" on one line
      block = { creditor: lead, pairs: [], lines: [], history: {} };
      blocks.push(block);
    } else if (!block) {
      continue;
    } else if (lead.length >= 3 && /[A-Za-z]{2}/.test(lead)) {
      // the end of the previous line's last value wrapped in front of this line's first label
      const last = block.pairs[block.pairs.length - 1];
      if (last) last.value = cleanValue(`${last.value} ${lead}`);
    }
    block.pairs.push(...pairs);
    block.lines.push(line);
  }
  return blocks.map((b) => toAccount(b, category)).filter((a): a is Account => a !== null);
}

/**
 * A row of the month-by-month history table ("Mar 2025  $412  $35  $35  $0") or its column header
 * ("Month  Balance  Scheduled Payment  Actual Payment"): columns of values, never a continuation of
 * the last field or a creditor's name.
 */
function isHistoryTableLine(text: string): boolean {
  const cells = text.trim().split(/\s{2,}/);
  if (cells.length < 3) return false;
  if (cells.filter((c) => fieldForLabel(c) !== null || /^(?:month|date|narrative codes?)$/i.test(c)).length >= 3) return true;
  const values = cells.slice(1).filter((c) => parseMoney(c) !== null || isEmptyValue(c) || /^[A-Z0-9]{1,3}$/.test(c)).length;
  return firstDateInCell(cells[0]) !== null && values >= 2;
}

/** Fields an account block opens with; a plain line right before one is the next creditor. */
function isStartField(field: LabelField | null | undefined): boolean {
  return field === 'accountNumber' || field === 'collector';
}

const INDUSTRIES = new Set([
  'medical',
  'health',
  'health care',
  'healthcare',
  'financial',
  'finance',
  'banking',
  'bank',
  'banks',
  'utilities',
  'utility',
  'retail',
  'government',
  'telecommunications',
  'telecom',
  'collection',
  'collections',
  'collection services',
  'insurance',
  'education',
  'rental',
  'leasing',
  'auto',
  'automotive',
  'other',
  'miscellaneous',
  'personal services',
  'wholesale',
  'credit card',
  'mortgage',
  'real estate',
  'cable',
  'wireless',
  'energy',
  'student loans',
  'clothing',
  'department store',
  'oil',
  'gas',
  'services',
]);

/**
 * Some disclosures print the original creditor's name under "Creditor Classification" on collections;
 * an industry ("Medical/Health Care") is a classification, anything else there is a name.
 */
function nameFromClassification(value: string | null, section: AccountCategory): string | null {
  if (!value || section !== 'collection') return null;
  const parts = value
    .toLowerCase()
    .split(/\s*[/&,]\s*|\s+and\s+/)
    .filter(Boolean);
  return parts.every((p) => INDUSTRIES.has(p)) ? null : value;
}

function first(block: Block, field: LabelField): string | null {
  for (const p of block.pairs) if (p.field === field && !isEmptyValue(p.value)) return p.value;
  return null;
}

/** Remarks from a narrative-code value: "CO - Charged off account; FR - …" → the text after each code. */
function splitRemarks(value: string): string[] {
  return value
    .split(/\s*;\s*|\s+\|\s+|(?<=\S)\s{2,}(?=[A-Z0-9]{1,3}\s*-\s)/)
    .map((r) => cleanValue(r).replace(/^[A-Z0-9]{1,3}\s*[-–:]\s+(?=\S)/, ''))
    .filter((r) => r && !isEmptyValue(r));
}

function toAccount(block: Block, section: AccountCategory): Account | null {
  if (block.pairs.length === 0) return null;
  const account = blankAccount(first(block, 'collector') ?? block.creditor);
  // a creditor line that also carries the masked number ("CAPITAL ONE  XXXX1234")
  const trailingNumber = /\s+((?:[X*x#]{2,}[\dXx*]*\d{2,}|\d{4,}[X*x]{3,}[\dXx*]*))$/.exec(account.creditor);
  if (trailingNumber?.[1]) account.creditor = account.creditor.slice(0, trailingNumber.index).trim();
  // "FABRIKAM AUTO FINANCE - Closed": the state printed after the name is not part of it.
  account.creditor = account.creditor.replace(/\s+/g, ' ').replace(/\s+-\s+closed$/i, '');
  account.accountNumber = parseAccountNumber(first(block, 'accountNumber') ?? trailingNumber?.[1] ?? null);
  account.originalCreditor = first(block, 'originalCreditor') ?? nameFromClassification(first(block, 'classification'), section);
  account.responsibility = first(block, 'responsibility');
  const type = first(block, 'type');
  const detail = first(block, 'typeDetail');
  account.type = detail ?? type;
  const paymentStatus = first(block, 'paymentStatus');
  const accountStatus = first(block, 'accountStatus');
  const status = paymentStatus ?? accountStatus;
  account.status = status ? status.replace(/_/g, ' ') : null;
  account.balance = parseMoney(first(block, 'balance'));
  account.creditLimit = parseMoney(first(block, 'creditLimit'));
  account.highBalance = parseMoney(first(block, 'highBalance'));
  account.pastDue = parseMoney(first(block, 'pastDue'));
  account.monthlyPayment = parseMoney(first(block, 'monthlyPayment'));
  account.dateOpened = firstDateInCell(first(block, 'dateOpened')) ?? firstDateInCell(first(block, 'dateAssigned'));
  account.dateClosed = firstDateInCell(first(block, 'dateClosed'));
  account.dateReported = firstDateInCell(first(block, 'dateReported'));
  account.lastPaymentDate = firstDateInCell(first(block, 'lastPaymentDate'));
  account.dateOfFirstDelinquency = firstDateInCell(first(block, 'dofd'));
  account.paymentHistory = block.history;
  // Narrative code 233, "Amount in High Credit Column is Credit Limit": the printed High Credit is the limit.
  if (
    account.creditLimit === null &&
    account.highBalance !== null &&
    block.pairs.some((p) => p.field === 'remarks' && /(?:^|\D)233(?:\D|$)|high credit column is credit limit/i.test(p.value))
  ) {
    account.creditLimit = account.highBalance;
    account.highBalance = null;
  }

  const remarks: string[] = [];
  if (paymentStatus && accountStatus && paymentStatus !== accountStatus) remarks.push(`Account status: ${accountStatus.replace(/_/g, ' ')}`);
  for (const p of block.pairs) {
    if (isEmptyValue(p.value)) continue;
    if (p.field === 'remarks') remarks.push(...splitRemarks(p.value));
    else if (p.field === 'classification' && p.value !== account.originalCreditor) remarks.push(`Creditor classification: ${p.value}`);
    else if (p.field === 'activity') remarks.push(p.value);
    else if (p.field === 'chargeOffAmount') remarks.push(`Charge-off amount: ${p.value}`);
  }
  account.remarks = [...new Set(remarks)];
  // "Other accounts" is no category of its own: the printed type decides (a collection printed there is one)
  account.category = categoryFor(account.type, section === 'other' ? null : section, `${type ?? ''} ${first(block, 'classification') ?? ''}`);
  account.evidence = block.lines.map((l) => redact(l.text.trim()));
  account.negative = isNegativeAccount(account);
  return account;
}
