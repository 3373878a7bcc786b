import { UNREADABLE_NUMBER } from '../../extract/types';
import type { Account, ReportDate } from '../../model';
import { redact } from '../../redact';
import { fieldText, fieldTexts, type Block } from './blocks';
import { inferCategory } from './category';
import { findDate, parseDate } from './dates';
import { MARK_CHARS } from './footnote-marks';
import { readPaymentGrid, readPaymentPairs } from './grid';
import { labelKey } from './labels';
import { readMonthRuns } from './month-runs';
import { parseMoney } from './money';
import { isNegativeAccount } from '../../detect/negative';
import type { SectionKind } from './sections';

/** An amount at the start of a value, before other words (footnote marks glued to it are left after it). */
const LEADING_AMOUNT = new RegExp(String.raw`^\s*(?:\$|S(?=\d))?\s?[\dOolI]{1,3}(?:,\s?\d{3})*(?:\.\d{2})?(?=[${MARK_CHARS}]*(?:\s|$|\/))`);

/** A money field's value: the whole text, else the amount it starts with ("$0 as of Aug 2023"). */
export function moneyValue(text: string | null): number | null {
  if (text == null) return null;
  const whole = parseMoney(text);
  if (whole != null) return whole;
  const lead = LEADING_AMOUNT.exec(text);
  return lead && /[$S\d]/.test(lead[0]) ? parseMoney(lead[0]) : null;
}

/** A date field's value at the precision printed; "-" or prose without a date give null. */
export function dateValue(text: string | null): ReportDate | null {
  if (text == null) return null;
  return parseDate(text) ?? findDate(text);
}

const ACCOUNT_NUMBER = /^(?:acct\.?|account)?\s*(?:#|no\.?|number)?\s*:?\s*([0-9Xx*•-]*[Xx*•][0-9Xx*•-]*|[0-9]{4,})$/i;

/** OCR reads some of the mask stars as "+" or "%" ("287679*+**", "4496%***", "4496+"). */
function unOcrMask(number: string): string {
  return number.replace(/(?<=\d|\*)[+%]+(?=[*+%]*$)|(?<=\*)[+%]/g, (m) => '*'.repeat(m.length));
}

/**
 * Account number as printed. A full number (8+ unmasked digits) is masked to its last 4 so it never
 * leaves the engine.
 */
export function accountNumberValue(text: string | null): string | null {
  if (text == null) return null;
  const t = unOcrMask(text.replace(/\s+/g, '').replace(/^#/, ''));
  if (t === '' || /^(?:-+|n\/?a|none|unknown)$/i.test(t)) return null;
  return redact(t);
}

/** Splits a heading like "CAPITAL ONE #517805****" or "ACME BANK   XXXX1234" into name and number. */
export function splitHeading(text: string): { name: string; number: string | null } {
  const cleaned = text.replace(/\s+/g, ' ').trim();
  const m =
    /^(.*?)[\s,]+((?:acct\.?|account)?\s*#\s*[0-9Xx*•+%-]{2,}|[0-9Xx*•+%-]*[Xx*•+%]{2,}[0-9Xx*•+%-]*|[A-Za-z]{1,4}\d+[*•+%]{2,}[0-9*•+%]*|[Xx*•]*\d{4,}[*•+%]*)$/i.exec(
      cleaned,
    );
  if (m && m[1] && /[A-Za-z]/.test(m[1])) {
    const raw = unOcrMask(m[2]!.replace(/\s+/g, ''));
    const number = ACCOUNT_NUMBER.exec(raw)?.[1] ?? raw.replace(/^.*#\s*/, '');
    if (/\d|[Xx*•]{2,}/.test(number)) return { name: m[1].trim(), number: accountNumberValue(number) };
  }
  return { name: cleaned, number: null };
}

/**
 * The account number from its field, else from the heading. Bureaus always print numbers masked; when
 * the field lost its mask (OCR read "****" as a digit) and the heading kept it, or OCR could not read the field
 * surely, the heading wins.
 */
function pickAccountNumber(field: string | null, heading: string | null): string | null {
  const masked = (n: string | null) => n != null && /[Xx*•]/.test(n);
  if (field === UNREADABLE_NUMBER) return heading ?? field;
  if (field && heading && !masked(field) && masked(heading)) return heading;
  return field ?? heading;
}

/** "This account is scheduled to continue on record until Apr 2022" (Experian's prose). "By Sep 2021, this
 * account is scheduled to go to a positive status" is not a removal date. */
const REMOVAL_PROSE = /\bcontinue\s+on\s+record\s+until\s+([A-Za-z]{3,9}\.?\s+\d{4}|\d{1,2}\/\d{4})/i;

/** The removal date as printed: a labelled field ("On Record Until"), else the prose sentence, wraps joined. */
function removalDateOf(block: Block): ReportDate | null {
  const printed = dateValue(fieldText(block, 'removalDate'));
  if (printed) return printed;
  const prose = [...block.fields.map((f) => f.raw), ...block.extra.map((l) => l.text)].join(' ').replace(/\s+/g, ' ');
  const m = REMOVAL_PROSE.exec(prose);
  return m ? parseDate(m[1]) : null;
}

/** "The original creditor for this account was CONTOSO CARD." (Experian's prose.) */
const ORIGINAL_CREDITOR_PROSE = /\boriginal creditor for this account was\s+(.+?)\.?(?=\s+[A-Z][a-z]|\s*$)/;

function originalCreditorOf(block: Block): string | null {
  const printed = fieldText(block, 'originalCreditor');
  if (printed) return printed;
  for (const text of [...block.fields.map((f) => f.raw), ...block.extra.map((l) => l.text)]) {
    const m = ORIGINAL_CREDITOR_PROSE.exec(text.replace(/\s+/g, ' '));
    if (m) return m[1]!.trim();
  }
  return null;
}

export interface AccountContext {
  section: SectionKind;
  /** Used to place payment-grid months when the grid prints no year. */
  reportDate: ReportDate | null;
  /** Extra status wording found outside the status field (e.g. an Experian headline). */
  statusHint?: string | null;
}

const EVIDENCE_LINES = 40;

/** Fields that show a block is an account rather than stray prose. */
const ACCOUNT_SIGNS = [
  'accountNumber',
  'balance',
  'status',
  'dateOpened',
  'accountType',
  'loanType',
  'creditLimit',
  'highBalance',
  'pastDue',
  'responsibility',
] as const;

/** Builds the normalized account from one block of labelled fields; null when it is not an account. */
export function accountFromBlock(block: Block, ctx: AccountContext): Account | null {
  const signs = ACCOUNT_SIGNS.filter((k) => fieldText(block, k) != null).length + (block.gridLines.length > 0 ? 1 : 0);
  if (signs < 2) return null;

  const heading = block.heading ? splitHeading(block.heading.text) : null;
  const creditor = (fieldText(block, 'creditor') ?? heading?.name ?? '').replace(/\s+/g, ' ').trim();
  // A label or heading word ("Account") left above a block is never a creditor's name.
  if (!creditor || labelKey(creditor) != null) return null;

  const accountType = fieldText(block, 'accountType');
  const loanType = fieldText(block, 'loanType');
  const status = fieldText(block, 'status') ?? fieldText(block, 'openClosed') ?? ctx.statusHint ?? null;
  const remarks = fieldTexts(block, 'remarks')
    .flatMap((r) => r.split(/\s*;\s*/))
    .filter((r) => r !== '');
  // "Company Sold To" says the debt was sold; where the status or remarks already say so, the buyer's name adds
  // nothing, and a buyer named "… COLLECTION SERVICES" would make the seller's account read as a collection.
  if (!/\b(?:sold|purchased|transferred)\b/i.test([status ?? '', ...remarks].join(' '))) {
    remarks.push(
      ...fieldTexts(block, 'companySold')
        .filter((v) => !/^-+$/.test(v))
        .map((v) => `Sold to ${v}`),
    );
  }
  const dateReported =
    dateValue(fieldText(block, 'dateReported')) ?? dateValue(fieldText(block, 'statusUpdated')) ?? dateValue(fieldText(block, 'balanceUpdated'));
  const grid = readPaymentGrid(block.gridLines, dateReported ?? ctx.reportDate);
  // month–code pairs wrapped over several lines leave lines that look like a grid row ("✓ 03/22 ✓ 04/22 30"): the
  // pairs, when they give more months, are the history
  const pairs = readPaymentPairs([...fieldTexts(block, 'paymentHistory'), ...block.gridLines.map((l) => l.text)].join(' '));
  // months named with their codes ("2023" over "Jan OK Feb 30 …"), which a grid reader takes for a month header
  const runs = readMonthRuns(block.lines.map((l) => l.text));
  const history = [pairs, runs].reduce((best, h) => (Object.keys(h).length > Object.keys(best).length ? h : best), grid);
  const category = inferCategory({ types: [loanType, accountType], status, section: ctx.section, creditor });
  // "Credit Limit/Original Amount" holds a loan's original amount: a limit only on revolving accounts.
  const originalAmountOnly = category !== 'revolving' && block.fields.some((f) => f.key === 'creditLimit' && /original/i.test(f.label));
  let dateClosed = dateValue(fieldText(block, 'dateClosed'));
  const openClosed = fieldText(block, 'openClosed');
  if (dateClosed == null && openClosed && /closed/i.test(openClosed)) dateClosed = findDate(openClosed);

  const account: Account = {
    creditor,
    originalCreditor: originalCreditorOf(block),
    accountNumber: pickAccountNumber(accountNumberValue(fieldText(block, 'accountNumber')), heading?.number ?? null),
    type: loanType ?? accountType,
    status,
    balance: moneyValue(fieldText(block, 'balance')),
    creditLimit: originalAmountOnly ? null : moneyValue(fieldText(block, 'creditLimit')),
    dateOpened: dateValue(fieldText(block, 'dateOpened')),
    dateOfFirstDelinquency: dateValue(fieldText(block, 'dofd')),
    paymentHistory: history,
    negative: false,
    responsibility: fieldText(block, 'responsibility'),
    highBalance:
      moneyValue(fieldText(block, 'highBalance')) ??
      moneyValue(fieldText(block, 'originalAmount')) ??
      (originalAmountOnly ? moneyValue(fieldText(block, 'creditLimit')) : null),
    pastDue: moneyValue(fieldText(block, 'pastDue')),
    monthlyPayment: moneyValue(fieldText(block, 'monthlyPayment')) ?? moneyValue(fieldText(block, 'terms')),
    dateClosed,
    dateReported,
    lastPaymentDate: dateValue(fieldText(block, 'lastPaymentDate')),
    remarks,
    removalDate: removalDateOf(block),
    dofdSource: null,
    category,
    evidence: block.lines.slice(0, EVIDENCE_LINES).map((l) => redact(l.text)),
  };
  account.negative = isNegativeAccount(account);
  return account;
}
