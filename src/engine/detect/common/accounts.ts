import type { Account, PaymentCode } from '../../model';
import { spanishWordsInEnglish } from '../../parse/common/spanish';
import { dateInText, monthIndex, monthKey } from './dates';

/**
 * What an account's printed status, remarks, type and payment history say about it. Every rule and the
 * negative-item classification read accounts through these helpers so that they agree.
 */

const LATE_CODES: ReadonlySet<PaymentCode> = new Set(['30', '60', '90', '120', '150', '180']);
/** Payment-grid codes that mean a delinquency (docs/decisions/001). */
const DELINQUENT_CODES: ReadonlySet<PaymentCode> = new Set(['30', '60', '90', '120', '150', '180', 'CO', 'COL', 'RPO', 'FC', 'BK']);

export function isDelinquentCode(code: PaymentCode): boolean {
  return DELINQUENT_CODES.has(code);
}

/** Status and remarks as one lower-case text in English words (evidence of what was printed about the account). */
export function statusText(account: Account): string {
  return spanishWordsInEnglish([account.status ?? '', ...account.remarks].join(' | ').toLowerCase());
}

/** Status only, lower case, in English words. */
function status(account: Account): string {
  return spanishWordsInEnglish((account.status ?? '').toLowerCase());
}

/** Phrases that say the account is not (and was not) late: they must never read as a delinquency. */
const NEVER_LATE = /\b(never|not|no)\s+(?:been\s+)?(?:late|past\s+due|delinquent)\b/g;

function withoutNegations(text: string): string {
  return text.replace(NEVER_LATE, ' ');
}

const COLLECTION_TEXT = /\bcollections?\b/;
/** "Transferred to collections" on the original creditor's account says where the debt went, not what this account is. */
const SENT_TO_COLLECTION =
  /\b(?:transferred|sold|referred|assigned)\s+to\s+(?:an?\s+|the\s+)?(?:outside\s+)?collections?(?:\s+(?:agency|agencies|department|attorney))?\b/g;
const CHARGE_OFF_TEXT =
  /\bcharge[ds]?[\s-]*off\b|\bcharged[\s-]*off\b|\bwritten[\s-]*off\b|\bwrite[\s-]*offs?\b|\bwriteoffs?\b|\breported\s+as\s+a\s+loss\b|\bbad\s+debt\b/;
const REPOSSESSION_TEXT = /\brepossess(?:ion|ed)?\b|\bvoluntar(?:y|ily)\s+surrender(?:ed)?\b/;
const FORECLOSURE_TEXT = /\bforeclos(?:ure|ed|ing)\b|\bdeed\s+in\s+lieu\b/;
const BANKRUPTCY_TEXT = /\bbankruptcy\b|\bchapter\s+(?:7|11|13)\b|\bbk\s+(?:chapter|discharged?)\b/;
const SETTLED_TEXT = /\bsettled\b|\bsettlement\b|\bless\s+than\s+(?:the\s+)?full\s+balance\b/;
const LATE_TEXT =
  /\b(30|60|90|120|150|180)(?:\s*-\s*\d+)?\+?\s*days?\s+(?:past\s+due|late|delinquent)\b|\b(?:late|past\s+due|delinquent)\s+(30|60|90|120|150|180)\+?\s*days?\b/g;
/** "Past due $120" / "Past due: $120" / "$120 past due" — a money amount next to the words. */
const PAST_DUE_AMOUNT = /\bpast\s+due\s*:?\s*\$\s*([\d,]+(?:\.\d{1,2})?)|\$\s*([\d,]+(?:\.\d{1,2})?)\s+past\s+due\b/;

/**
 * "Collection/Chargeoff": the 3-bureau sites' one wording for both. It says collection only with another sign
 * of a collector (an original creditor, a collector's name); on a creditor's own account it is a charge-off.
 */
const COLLECTION_OR_CHARGE_OFF = /\bcollections?\s*\/\s*charge[\s-]*offs?\b/g;
const COLLECTOR_NAME = /\bcollect|\brecovery\b|\bportfolio\b|\breceivables?\b/i;

export function isCollection(account: Account): boolean {
  if (account.category === 'collection') return true;
  if (account.type && COLLECTION_TEXT.test(spanishWordsInEnglish(account.type.toLowerCase()))) return true;
  const text = statusText(account).replace(SENT_TO_COLLECTION, ' ');
  const plain = text.replace(COLLECTION_OR_CHARGE_OFF, ' ');
  if (COLLECTION_TEXT.test(plain)) return true;
  if (plain !== text && (account.originalCreditor != null || COLLECTOR_NAME.test(account.creditor))) return true;
  return Object.values(account.paymentHistory).includes('COL');
}

export function isChargeOff(account: Account): boolean {
  if (CHARGE_OFF_TEXT.test(statusText(account))) return true;
  return Object.values(account.paymentHistory).includes('CO');
}

export function isRepossession(account: Account): boolean {
  if (REPOSSESSION_TEXT.test(statusText(account))) return true;
  return Object.values(account.paymentHistory).includes('RPO');
}

/**
 * Foreclosure: said in the status or remarks, a foreclosure code in the history, or the code a grid shares between
 * repossessions and foreclosures (Metro 2's rating 8, "RF", read as RPO) on a loan secured by real estate, whose
 * collateral is foreclosed, never repossessed (unless the status or remarks say repossessed).
 */
export function isForeclosure(account: Account): boolean {
  const text = statusText(account);
  if (FORECLOSURE_TEXT.test(text)) return true;
  const codes = Object.values(account.paymentHistory);
  return codes.includes('FC') || (account.category === 'mortgage' && codes.includes('RPO') && !REPOSSESSION_TEXT.test(text));
}

export function isInBankruptcy(account: Account): boolean {
  if (BANKRUPTCY_TEXT.test(statusText(account))) return true;
  return Object.values(account.paymentHistory).includes('BK');
}

export function isSettledForLess(account: Account): boolean {
  return SETTLED_TEXT.test(statusText(account));
}

/** True when the status prints "past due" with an amount above zero, or the past-due field is above zero. */
export function hasPastDueAmount(account: Account): boolean {
  if (account.pastDue !== null && account.pastDue > 0) return true;
  const m = PAST_DUE_AMOUNT.exec(withoutNegations(status(account)));
  return m !== null && Number((m[1] ?? m[2] ?? '0').replace(/,/g, '')) > 0;
}

/** The worst number of days late the status or remarks print (e.g. "was 60 days past due"), or 0. */
export function worstLateInText(account: Account): number {
  let worst = 0;
  for (const m of withoutNegations(statusText(account)).matchAll(LATE_TEXT)) {
    worst = Math.max(worst, Number(m[1] ?? m[2]));
  }
  return worst;
}

/** The worst number of days late in the payment history, or 0. */
export function worstLateInHistory(account: Account): number {
  let worst = 0;
  for (const code of Object.values(account.paymentHistory)) {
    if (LATE_CODES.has(code)) worst = Math.max(worst, Number(code));
  }
  return worst;
}

/** Worst late in days from history and status; 0 when none is printed. */
export function worstLate(account: Account): number {
  return Math.max(worstLateInText(account), worstLateInHistory(account));
}

export function hasDelinquentHistory(account: Account): boolean {
  return Object.values(account.paymentHistory).some(isDelinquentCode);
}

/** Payment history months in calendar order. */
export function historyMonths(account: Account): { month: number; code: PaymentCode }[] {
  const out: { month: number; code: PaymentCode }[] = [];
  for (const [key, code] of Object.entries(account.paymentHistory)) {
    const month = monthIndex(key);
    if (month !== null) out.push({ month, code });
  }
  return out.sort((a, b) => a.month - b.month);
}

/** "YYYY-MM" of the most recent delinquent month in the payment history, or null. */
export function lastDelinquentMonth(account: Account): string | null {
  const months = historyMonths(account).filter((m) => isDelinquentCode(m.code));
  const last = months[months.length - 1];
  return last ? monthKey(last.month) : null;
}

/**
 * The first month of the delinquency run: the consecutive delinquent months ending at the most recent
 * delinquent month. A gap in the grid, an OK month or a "no data" month ends the run, so the run never
 * starts earlier than the grid shows.
 */
export function delinquencyRunStart(account: Account): string | null {
  const months = historyMonths(account);
  let i = months.length - 1;
  while (i >= 0 && !isDelinquentCode(months[i]!.code)) i--;
  if (i < 0) return null;
  let start = months[i]!.month;
  for (let j = i - 1; j >= 0; j--) {
    const entry = months[j]!;
    if (entry.month !== start - 1 || !isDelinquentCode(entry.code)) break;
    start = entry.month;
  }
  return monthKey(start);
}

/** The date a late status prints ("30 days past due as of Aug 2023"), when the status is a late one. */
export function lateStatusDate(account: Account): string | null {
  const text = withoutNegations(status(account));
  if (!new RegExp(LATE_TEXT.source).test(text)) return null;
  return dateInText(account.status ?? '');
}

const MEDICAL_TEXT =
  /\b(medical|med|medicine|hospitals?|hosp|health|healthcare|clinics?|physicians?|radiology|radiologists?|ambulance|anesthesia|anesthesiology|anesthesiologists?|emergency\s+(?:physicians?|medicine|room|dept|department|group)|pathology|laborator(?:y|ies)|diagnostics?|surgery|surgical|surgeons?|orthopa?edics?|pediatrics?|dental|dentistry|dentists?|urgent\s+care|imaging|cardiology|dermatology|oncology|chiropractic|therapy|physical\s+therapy|pharmacy|md|dds|pc\s+medical)\b/i;

/** True when creditor, original creditor, type or remarks say the debt is medical. */
export function isMedical(account: Account): boolean {
  const text = [account.creditor, account.originalCreditor ?? '', account.type ?? '', ...account.remarks].join(' | ');
  return MEDICAL_TEXT.test(spanishWordsInEnglish(text.toLowerCase()));
}

const PAID_TEXT = /\bpaid\b|\bsettled\b|\bpaid\s+in\s+full\b/;

/** True when status or remarks say the account was paid or settled ("Paid collection", "Settled"). */
export function saysPaidOrSettled(account: Account): boolean {
  return PAID_TEXT.test(statusText(account));
}

const TRANSFER_TEXT =
  /\b(?:sold|transferred(?!\s+from)|transfer(?:red)?\s+to\s+another|purchased\s+by\s+another|(?:debt|account)\s+(?:was\s+)?purchased\s+by)\b/;

/** True when status or remarks say the account was sold or transferred to someone else. */
export function saysSoldOrTransferred(account: Account): boolean {
  return TRANSFER_TEXT.test(statusText(account));
}

/** True when the account is closed (a closed date, or a status/remark saying closed, paid off, charged off or sold). */
export function isClosed(account: Account): boolean {
  if (account.dateClosed) return true;
  const text = statusText(account);
  return /\bclosed\b|\bpaid\s+off\b|\bterminated\b/.test(text) || CHARGE_OFF_TEXT.test(text) || TRANSFER_TEXT.test(text);
}

/**
 * A printed status reduced to what it means, so bureaus' different wording compares equal
 * ("Late 30 Days" = "30 days past due"; "Charge-off" = "Charged off"): the derogatory class and, when the
 * status says so, whether the account is open or closed.
 */
export function statusMeaning(printed: string): { derogatory: string; openness: 'open' | 'closed' | null } {
  const text = withoutNegations(spanishWordsInEnglish(printed.toLowerCase()));
  let derogatory = 'ok';
  if (BANKRUPTCY_TEXT.test(text)) derogatory = 'bankruptcy';
  else if (FORECLOSURE_TEXT.test(text)) derogatory = 'foreclosure';
  else if (REPOSSESSION_TEXT.test(text)) derogatory = 'repossession';
  else if (COLLECTION_TEXT.test(text.replace(SENT_TO_COLLECTION, ' '))) derogatory = 'collection';
  else if (CHARGE_OFF_TEXT.test(text)) derogatory = 'charge_off';
  else {
    let worst = 0;
    for (const m of text.matchAll(LATE_TEXT)) worst = Math.max(worst, Number(m[1] ?? m[2]));
    if (worst > 0) derogatory = `late_${worst}`;
    else if (SETTLED_TEXT.test(text)) derogatory = 'settled';
  }
  const openness = /\bclosed\b|\bpaid\s+off\b|\bpaid\s+in\s+full\b/.test(text) ? 'closed' : /\bopen\b/.test(text) ? 'open' : null;
  return { derogatory, openness };
}
