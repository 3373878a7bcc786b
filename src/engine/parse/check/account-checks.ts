/**
 * Self-checks of every reading (issue 25): what a misread account looks like, caught before anyone sees it. Each
 * failure is repaired from the page when the page shows the right value, else it becomes the account's reading
 * warning — shown where the account is shown; such an account is kept out of letters and recommendations until the
 * person confirms it in Review accounts.
 */
import { isNegativeAccount } from '../../detect/negative';
import type { Account, CreditReport } from '../../model';
import { readMonthRuns } from '../common/month-runs';
import { parseMoney } from '../common/money';
import { generalLabelAt } from '../common/vocabulary';
import { opensWithBureau, readFromAnotherBureau } from './bureau-lines';
import { fieldMisfits, type FieldFitCode } from './field-fit';
import { rejoinContinued, type ContinuedCode } from './continued-accounts';
import { checkEntries } from './entry-checks';
import { impossibleValues, type ImpossibleCode } from './impossible-values';
import { withoutLeaders } from './leader-dots';
import { ocrNoise, type OcrNoiseCode } from './ocr-noise';
import { PRINTED_HISTORY_PAIRS, printedMonthCodes } from './printed-history';
import { printedValueChecks, type PrintedValueCode } from './printed-values';
import { checkRecord } from './record-checks';

export const READING_WARNING = 'We could not read this account cleanly; check it against your report.';

export type CheckCode =
  | 'creditor_holds_address'
  | 'creditor_holds_phone'
  | 'creditor_holds_date'
  | 'creditor_holds_amount'
  | 'creditor_holds_label'
  | 'creditor_holds_number'
  | 'creditor_holds_remark'
  | 'creditor_holds_prose'
  | 'creditor_is_consumer'
  | 'original_creditor_holds_text'
  | 'number_holds_label'
  | 'printed_balance_missing'
  | 'printed_number_missing'
  | 'printed_status_missing'
  | 'printed_history_missing'
  /** Month–code pairs printed in the account's lines, no history read (check/printed-history.ts). */
  | 'printed_history_unread'
  /** Leader dots in a value: the line's label–value gap was not read (check/leader-dots.ts). */
  | 'value_holds_leader'
  /** A value ending in the separator of a run of fields ("Collection;"). */
  | 'value_holds_separator'
  /** The account's lines open with another bureau's name (check/bureau-lines.ts). */
  | 'read_from_another_bureau'
  /** The creditor is a bureau's line ("TransUnion: not reported."). */
  | 'creditor_is_bureau_line'
  | 'printed_opened_missing'
  | 'type_contradicts_status'
  | 'charge_card_with_limit'
  | 'status_fragment'
  | 'printed_remarks_missing'
  | 'read_twice_differently'
  | 'key_fields_missing'
  /** The page prints far more account numbers than accounts were read (check/unread-accounts.ts). */
  | 'accounts_unread'
  /** Half or more of the report's other accounts failed their checks: the reading as a whole is not to be trusted. */
  | 'reading_mostly_failed'
  | FieldFitCode
  | PrintedValueCode
  | ContinuedCode
  | ImpossibleCode
  | OcrNoiseCode;

const PHONE = /\(?\b\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}\b/;
const ADDRESS =
  /\bp\.?\s*o\.?\s*box\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b\d{2,6}\s+[A-Z][A-Za-z]+\s+(?:ST|STREET|AVE|AVENUE|RD|ROAD|DR|DRIVE|LN|LANE|BLVD|WAY|CT|PKWY)\b/i;
const DATE =
  /\b\d{1,2}\/\d{1,2}\/(?:19|20)\d{2}\b|\b\d{1,2}\/(?:19|20)\d{2}\b|\b(?:19|20)\d{2}-\d{2}(?:-\d{2})?\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},\s+)?(?:19|20)\d{2}\b/i;
const AMOUNT = /\$\s?\d/;
const MASKED_NUMBER = /(?:^|\s)(?:\d{4,}[*X•x]{3,}\d*|[*X•x]{3,}\d{3,})(?=\s|$)/;
const HISTORY = /\b\d{2}\/\d{2}:[A-Z0-9*]+/;
/** A payment history's header of month numbers ("Year 01 02 03 …", its spaces lost or not): the line after a name. */
const MONTH_NUMBER_HEADER = /\b(?:year|month)\s+01\s*02\s*03/i;

/**
 * Words of a remark, never of a company's name: the Metro 2 special comments and compliance conditions as the
 * bureaus print them ("Charged off account", "Purchased by another lender", "Account closed by grantor"…), or a
 * semicolon joining two of them.
 */
const REMARK =
  /;|\b(?:charged[\s-]+off\s+account|purchased\s+by|sold\s+to\s+another|transferred\s+to\s+another|account\s+closed|closed\s+by\s+(?:credit\s+)?grantor|closed\s+at\s+consumer|paid\s+in\s+full|consumer\s+disputes|account\s+information\s+disputed|unpaid\s+balance\s+reported|placed\s+for\s+collection)\b/i;

/** What an original creditor's name holds that no name does: a remark, an address, a phone, a date, an amount, a label. */
function originalCreditorIntrusion(name: string): boolean {
  if (REMARK.test(name)) return true;
  const hit = intrusion(name);
  return hit != null && hit.code !== 'creditor_holds_label';
}

/** Small words a company's name may print in lower case among capitals ("BANK of AMERICA" is rare, but printed). */
const NAME_CONNECTORS = new Set(['of', 'and', 'the', 'for', 'de', 'del', 'la', 'y', 'n', 'na']);

/** The first position in a creditor's name where something that is not a name starts, with what it is. */
function intrusion(name: string): { at: number; code: CheckCode } | null {
  const found: Array<{ at: number; code: CheckCode }> = [];
  const at = (re: RegExp, code: CheckCode) => {
    const m = re.exec(name);
    if (m) found.push({ at: m.index, code });
  };
  at(ADDRESS, 'creditor_holds_address');
  at(PHONE, 'creditor_holds_phone');
  at(DATE, 'creditor_holds_date');
  at(HISTORY, 'creditor_holds_date');
  at(MONTH_NUMBER_HEADER, 'creditor_holds_date');
  at(AMOUNT, 'creditor_holds_amount');
  // a field label at the start of the name, or after a gap ("Charge Off Amount", "… Creditor Classification Utilities")
  const words = name.split(/\s+/);
  let offset = 0;
  for (let i = 0; i < words.length; i++) {
    const rest = words.slice(i).join(' ');
    const label = generalLabelAt(rest);
    if (label && !label.weak && (label.colon || i === 0 || label.label.split(' ').length >= 2)) {
      found.push({ at: offset, code: 'creditor_holds_label' });
      break;
    }
    offset += (words[i]?.length ?? 0) + 1;
  }
  // a name printed in capitals, then words in lower case: a sentence wrapped into the name's cell ("… data reported.")
  if (/^[A-Z0-9&'.,-]*[A-Z][A-Z0-9&'.,-]*$/.test(words[0] ?? '')) {
    let at = 0;
    for (const [i, word] of words.entries()) {
      if (i > 0 && /^[a-z]/.test(word) && !NAME_CONNECTORS.has(word)) {
        found.push({ at, code: 'creditor_holds_prose' });
        break;
      }
      at += word.length + 1;
    }
  }
  found.sort((a, b) => a.at - b.at);
  return found[0] ?? null;
}

/**
 * A lender's name checked (an account's creditor, an inquiry's): what is not a name (an address, a phone, a date, an
 * amount, a label, a sentence) cut off its end when a name is left before it (`repaired`), else its code (`failed`).
 */
export function checkName(name: string): { name: string; repaired: CheckCode | null; failed: CheckCode | null } {
  const hit = intrusion(name);
  if (!hit) return { name, repaired: null, failed: null };
  const kept = name.slice(0, hit.at).replace(/[\s·•|,;:-]+$/, '');
  if (/[A-Za-z]{2}/.test(kept) && kept.length >= 3 && !generalLabelAt(kept)) return { name: kept, repaired: hit.code, failed: null };
  return { name, repaired: null, failed: hit.code };
}

/** Whether a name holds the words of a remark ("Charged off account", "Purchased by …"). */
export function holdsRemark(name: string): boolean {
  return REMARK.test(name);
}

/** A printed amount after a balance label in the account's own lines. */
function printedBalance(evidence: string[]): number | null {
  for (const line of evidence) {
    const m = /\b(?:balance|amount owed|balance owed)\b\s*:?\s*(?:\.{3,}\s*)?(\$\s?[\d,]+(?:\.\d{2})?)/i.exec(line);
    if (m && !/high|original|highest/i.test(line.slice(Math.max(0, m.index - 10), m.index))) return parseMoney(m[1]);
  }
  return null;
}

function printsOpened(evidence: string[]): boolean {
  return evidence.some((l) => /\b(?:date opened|opened|open date)\b\s*:?\s*\d{1,2}\/(?:\d{1,2}\/)?(?:19|20)\d{2}/i.test(l));
}

/** A status label with a value printed in the account's own lines. */
const PRINTED_STATUS = /^(?:account\s+|loan\s+|payment\s+)?status\s*:?\s+\S/i;

/**
 * A value wrapped around its label: a value cell centred on the label's row prints its first part on the line above
 * the label and the rest below ("…was 30 days past due" / "Pay Status" / "date<"). The parts above and below, each
 * a lone run of text (no gap inside, no label), or null. Adverse marks ("> <") are dropped.
 */
function wrappedAround(label: RegExp, evidence: string[]): { above: string; below: string } | null {
  // the part below may be one word that is also a label ("date", "LENDER"); the part above is never a label
  const lone = (t: string) => t !== '' && !/\s{2,}/.test(t);
  for (let i = 1; i + 1 < evidence.length; i++) {
    if (!label.test(evidence[i]!.trim())) continue;
    const [above, below] = [evidence[i - 1]!.trim(), evidence[i + 1]!.trim()];
    if (lone(above) && lone(below) && !generalLabelAt(above)) return { above: above.replace(/[<>]/g, '').trim(), below: below.replace(/[<>]/g, '').trim() };
  }
  return null;
}

/** A status read as the part below its label only (it starts in lower case): the whole value, or 'fragment'. */
function wrappedStatus(status: string, evidence: string[]): string | 'fragment' | null {
  const rest = status.trim();
  if (!/^[a-z]/.test(rest)) return null;
  const parts = wrappedAround(/\bstatus\s*:?$/i, evidence);
  if (parts && parts.below === rest) return `${parts.above} ${rest}`;
  return evidence.some((l) => /\bstatus\s*:?$/i.test(l.trim())) ? 'fragment' : null;
}

/**
 * A status cut where words of a label start inside it ("Account 30 Days" of "Status: Account 30 Days Past Due Date",
 * "Past Due" being a label): the value the page prints after the status label. Only when what follows the cut is
 * words that start with a label printed without a colon or a value of its own ("Open Balance $500" is two fields).
 */
function cutStatus(status: string, evidence: string[]): string | null {
  const rest = status.trim();
  for (const line of evidence) {
    for (const m of line.matchAll(/\bstatus\s*:\s*(.+?)(?=\s{2,}|\s[|·•]\s|$)/gi)) {
      const printed = m[1]!.trim();
      if (!printed.startsWith(`${rest} `)) continue;
      const after = printed.slice(rest.length).trim();
      const label = generalLabelAt(after);
      if (label && !label.colon && !/[\d$]/.test(after)) return printed;
    }
  }
  return null;
}

const SEPARATED_FIELDS = ['accountNumber', 'type', 'status', 'responsibility'] as const;

/** The account with the separator of a "label: value; label: value" run taken off the end of its values. */
function withoutSeparator(a: Account): Account {
  let out = a;
  for (const field of SEPARATED_FIELDS) {
    const value = a[field];
    if (value && /\S\s*;$/.test(value)) out = { ...out, [field]: value.replace(/\s*;$/, '') };
  }
  return out;
}

/** Checks one account; repairs what the page shows, returns the account and the checks that still fail. */
export function checkAccount(account: Account): { account: Account; failed: CheckCode[]; repaired: CheckCode[] } {
  const failed: CheckCode[] = [];
  const repaired: CheckCode[] = [];
  let a = account;

  const leaders = withoutLeaders(a);
  if (leaders.found) {
    a = leaders.account;
    failed.push('value_holds_leader');
  }
  const separated = withoutSeparator(a);
  if (separated !== a) {
    a = separated;
    repaired.push('value_holds_separator');
  }

  // a list's number before the name ("1. EXAMPLE BANK")
  const numbered = /^\d{1,3}[.)]\s+(?=[A-Za-z])/.exec(a.creditor);
  if (numbered) {
    a = { ...a, creditor: a.creditor.slice(numbered[0].length) };
    repaired.push('creditor_holds_number');
  }
  const name = checkName(a.creditor);
  if (name.repaired) {
    a = { ...a, creditor: name.name };
    repaired.push(name.repaired);
  } else if (name.failed) failed.push(name.failed);

  if (holdsRemark(a.creditor)) failed.push('creditor_holds_remark');
  if (opensWithBureau(a.creditor)) failed.push('creditor_is_bureau_line');
  if (a.originalCreditor && originalCreditorIntrusion(a.originalCreditor)) failed.push('original_creditor_holds_text');

  if (a.accountNumber) {
    const m = /^([^A-Za-z]*?[\dX*#x•.-]{2,}?)([A-Z][a-z]{2,}.*)$/.exec(a.accountNumber);
    if (m && generalLabelAt(m[2]!)) {
      a = { ...a, accountNumber: m[1]! };
      repaired.push('number_holds_label');
    } else if (/[a-z]{3,}/.test(a.accountNumber)) failed.push('number_holds_label');
  }

  if (a.balance == null) {
    const printed = printedBalance(a.evidence);
    if (printed != null) {
      a = { ...a, balance: printed };
      repaired.push('printed_balance_missing');
    }
  }
  if (a.dateOpened == null && printsOpened(a.evidence)) failed.push('printed_opened_missing');
  // a masked account number printed in the account's own lines, none read
  if (!a.accountNumber && a.evidence.some((l) => MASKED_NUMBER.test(l))) failed.push('printed_number_missing');

  if (!a.status && a.evidence.some((l) => PRINTED_STATUS.test(l.trim()))) failed.push('printed_status_missing');
  // remarks not read, or read as the part below their label only
  if (a.remarks.length <= 1) {
    const parts = wrappedAround(/\b(?:remarks?|comments?)\s*:?$/i, a.evidence);
    if (parts && (a.remarks.length === 0 || a.remarks[0]!.replace(/[<>]/g, '').trim() === parts.below)) {
      a = { ...a, remarks: [`${parts.above} ${parts.below}`] };
      repaired.push('printed_remarks_missing');
    }
  }
  const wrapped = a.status ? (wrappedStatus(a.status, a.evidence) ?? cutStatus(a.status, a.evidence)) : null;
  if (wrapped === 'fragment') failed.push('status_fragment');
  else if (wrapped) {
    a = { ...a, status: wrapped };
    repaired.push('status_fragment');
  }
  if (Object.keys(a.paymentHistory).length === 0) {
    const printed = readMonthRuns(a.evidence);
    if (Object.keys(printed).length > 0) {
      a = { ...a, paymentHistory: printed };
      a = { ...a, negative: isNegativeAccount(a) };
      repaired.push('printed_history_missing');
    } else if (printedMonthCodes(a.evidence) >= PRINTED_HISTORY_PAIRS) failed.push('printed_history_unread');
  }

  // a status fragment is flagged as such already
  failed.push(...fieldMisfits(wrapped === 'fragment' ? { ...a, status: null } : a));
  failed.push(...printedValueChecks(a), ...ocrNoise(a));
  // an entry with neither a number nor a balance nor a status was not read as an account at all
  if (!a.accountNumber && a.balance == null && !a.status) failed.push('key_fields_missing');

  const status = (a.status ?? '').toLowerCase();
  const charged = /charge[d\s-]*off|charged/.test(status) && !/collect/.test(status);
  if (a.category === 'collection' && charged && !/collect/i.test(a.type ?? '')) failed.push('type_contradicts_status');

  // a status or remark taken whole from the page decides the negative flag as it does for every reading
  if (repaired.includes('status_fragment') || repaired.includes('printed_remarks_missing')) a = { ...a, negative: isNegativeAccount(a) };

  const limit = chargeCardLimit(a);
  if (limit === 'repair') {
    a = { ...a, creditLimit: null, highBalance: a.highBalance ?? a.creditLimit };
    repaired.push('charge_card_with_limit');
  } else if (limit === 'flag') failed.push('charge_card_with_limit');

  return { account: a, failed, repaired };
}

/**
 * A charge card has no preset spending limit: the balance is due in full each month. A limit read on one is the
 * high balance printed under a shared label ("Credit Limit/Original Amount", "High Credit/Limit") — repaired when it
 * is that amount (or no high balance was read), else flagged: the limit would make a utilization the card does not have.
 */
function chargeCardLimit(a: Account): 'repair' | 'flag' | null {
  if (a.creditLimit == null || !/\bcharge\s+card\b/i.test(a.type ?? '')) return null;
  return a.highBalance == null || a.highBalance === a.creditLimit ? 'repair' : 'flag';
}

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** An account number's last four digits: what every print of it shows, masked any way. */
export const last4 = (n: string | null) => (n ?? '').replace(/\D/g, '').slice(-4);

/** Every account of a report checked; accounts read twice with different values are both flagged. */
export function checkReport(report: CreditReport): CreditReport {
  const continued = rejoinContinued(report.accounts);
  const results = continued.accounts.map(checkAccount);
  continued.codes.forEach((codes, i) => {
    results[i]!.repaired.push(...codes.repaired);
    results[i]!.failed.push(...codes.failed);
  });
  const printedDate = report.reportDateSource === 'printed' ? report.reportDate : null;
  for (const r of results) r.failed.push(...impossibleValues(r.account, printedDate));
  for (const r of results) if (readFromAnotherBureau(r.account.evidence, report.bureau)) r.failed.push('read_from_another_bureau');
  // the consumer's own name read as a lender's (a name line of the header taken for an account's start)
  const consumer = norm(report.consumer?.name ?? '');
  if (consumer.length >= 6) for (const r of results) if (norm(r.account.creditor) === consumer) r.failed.push('creditor_is_consumer');
  const byKey = new Map<string, number[]>();
  results.forEach((r, i) => {
    const n = last4(r.account.accountNumber);
    if (!n) return;
    const key = `${norm(r.account.creditor)}|${n}`;
    byKey.set(key, [...(byKey.get(key) ?? []), i]);
  });
  for (const idx of byKey.values()) {
    if (idx.length < 2) continue;
    const [first, ...rest] = idx.map((i) => results[i]!.account);
    const differ = rest.some((o) => o.balance !== first!.balance || o.status !== first!.status || o.dateOpened !== first!.dateOpened);
    if (differ) for (const i of idx) results[i]!.failed.push('read_twice_differently');
  }
  const accounts = results.map(({ account, failed }) =>
    failed.length > 0 ? { ...account, readingWarning: READING_WARNING, readingChecks: failed } : { ...account, readingWarning: null, readingChecks: [] },
  );
  // accounts rejoined from two readings are read once
  const joined = report.accounts.length - accounts.length;
  const coverage = joined > 0 && report.coverage ? { ...report.coverage, accountsRead: report.coverage.accountsRead - joined } : report.coverage;
  return checkEntries({ ...report, accounts, coverage, publicRecords: report.publicRecords.map((r) => checkRecord(r).record) });
}

/** Accounts a report must hold before half of them failing says the whole reading went wrong. */
const MOSTLY_FAILED_MIN_ACCOUNTS = 3;

/**
 * Each report whose accounts failed their checks for half of them or more, with its other accounts flagged too: a
 * reading that went wrong that often (lines of two pages or two records read as one) went wrong on accounts no
 * check could tell, so none of them goes into a letter unconfirmed.
 */
export function withMostlyFailedReadings(reports: CreditReport[]): CreditReport[] {
  return reports.map((r) => {
    const failed = r.accounts.filter((a) => (a.readingChecks ?? []).length > 0).length;
    if (r.accounts.length < MOSTLY_FAILED_MIN_ACCOUNTS || failed * 2 < r.accounts.length || failed === r.accounts.length) return r;
    const flag = (a: Account): Account =>
      (a.readingChecks ?? []).length > 0 ? a : { ...a, readingWarning: READING_WARNING, readingChecks: ['reading_mostly_failed'] };
    return { ...r, accounts: r.accounts.map(flag) };
  });
}

/** The share of a reading's accounts that failed a check (0 when none were read). */
export function failedShare(reports: CreditReport[]): number {
  const all = reports.flatMap((r) => r.accounts);
  if (all.length === 0) return 0;
  return all.filter((a) => (a.readingChecks ?? []).length > 0).length / all.length;
}
