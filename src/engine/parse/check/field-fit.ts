/**
 * Whether each value fits the field it was read into (issue 25). A value read under the wrong label — the next
 * tile's value, a label read over the line below instead of above — is still a well-formed value, only of another
 * field: a date or an amount as the account number, an amount or a creditor's name as the status, a masked account
 * number as the creditor. These checks catch that whatever the layout.
 */
import type { Account } from '../../model';
import { isWholeAmount } from '../common/money';
import { isPaymentCodeWord } from '../common/payment-codes';
import { spanishWordsInEnglish } from '../common/spanish';

export type FieldFitCode =
  | 'number_is_date'
  | 'number_is_amount'
  | 'number_without_digits'
  | 'number_holds_several'
  | 'status_is_amount'
  | 'status_is_date'
  | 'status_without_status_words'
  /** Two amounts or more in a status that is no sentence: several fields' (or several rows') values read as one. */
  | 'status_holds_amounts'
  | 'creditor_is_account_number'
  /** The creditor is a payment history's line ("Jan Feb Mar … Dec", "2024 OK OK OK … 30"): lines of two records read as one. */
  | 'creditor_is_history'
  /** A status running into a payment history's line ("Charged Off Jan Feb Mar …", "Collection Account 2024 OK OK OK"). */
  | 'status_holds_history'
  /** The creditor is the report's title ("Personal Credit Report"): the page's heading taken for an account's name. */
  | 'creditor_is_title';

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
/** A value that is a date and nothing else: 07/30/2023, 07/2023, 2023-07-30, Jul 30, 2023, Jul30,2023, July 2023. */
const WHOLE_DATE = new RegExp(
  String.raw`^(?:\d{1,2}[/-]\d{1,2}[/-](?:19|20)?\d{2}|\d{1,2}/(?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}(?:-\d{2})?|${MONTH}\s*(?:\d{1,2},?\s*)?(?:19|20)\d{2})$`,
  'i',
);
/** An account number masked whole has no digit ("XXXXXXXX", "****"): only masking characters, never letters of words. */
const ALL_MASKED = /^[\s*Xx#•.-]+$/;
/** A masked or long account number at the start of a creditor's name ("723023876622**** Charged Off"). */
const NUMBER_FIRST = /^(?:\d{4,}[*Xx•#]{3,}\d*|[*Xx•#]{3,}\d{3,}|\d{8,})(?=\s|$)/;

/**
 * The words an account's status is written in, over the bureaus' and monitoring sites' wordings and the Metro 2
 * account status and payment rating descriptions. A status with letters and none of these is another field's value.
 */
const STATUS_WORDS =
  /\b(?:pay|pays|paid|paying|payment|current|curr|collection|collections|coll|charge|charged|chargeoff|charge-off|co|closed|close|open|opened|late|past|due|never|ever|transferred|transfer|settled|settlement|repossess\w*|repo|foreclos\w*|bankrupt\w*|bk|chapter|delinquen\w*|days|day|agreed|agreement|written|sold|surrender\w*|refinanc\w*|disput\w*|derogatory|ok|good|standing|deceased|lost|stolen|voluntar\w*|deed|lieu|short|sale|default\w*|judgment|judgement|claim|government|unrated|rated|unknown|too\s+new|reaffirm\w*|counseling|purchased|inactive|active|frozen|deleted|balance|account|acct|status|wage|earner|modified|forbearance|deferred|deferment|inquiry|none|not|available|reported|terms|cancel\w*|bad|debt|profit|loss|redeemed|returned|insurance|grantor|consumer|request|reinstated|completed|discharged|dismissed|filed|included|satisfied|unsatisfied|released|removed)\b/i;

/** Rating codes some prints give as the status: R1, I9, O1, M2 (revolving, installment, open, mortgage), 1–2 digits. */
const RATING_CODE = /^(?:[RIOMC]\d|\d{1,2})$/i;

/**
 * Two masked account numbers glued ("889148XXXXXX293205XXXXXX": a mask, visible characters, a mask again), or side by
 * side: the numbers of accounts printed beside each other read as one account's.
 */
const GLUED_NUMBERS = /[*Xx•#]{3,}[A-WYZa-wyz0-9]*\d[A-WYZa-wyz0-9]*[*Xx•#]{3,}/;
const MASKED_TOKEN = /^(?:\d{4,}[*Xx•#]{3,}\w*|[*Xx•#]{3,}\d{3,})$/;

function numberMisfit(n: string): FieldFitCode | null {
  const v = n.trim();
  // side by side, or parted by bars (one cell of every bureau's number, read as one bureau's)
  if (GLUED_NUMBERS.test(v) || v.split(/\s+|\s*\|\s*/).filter((t) => MASKED_TOKEN.test(t)).length >= 2) return 'number_holds_several';
  if (WHOLE_DATE.test(v)) return 'number_is_date';
  if (isWholeAmount(v)) return 'number_is_amount';
  if (!/\d/.test(v) && !ALL_MASKED.test(v)) return 'number_without_digits';
  return null;
}

/** An amount inside a text: with its "$", or with cents ("5,560.00"). */
const AMOUNT_IN_TEXT = /\$\s?\d[\d,]*(?:\.\d{2})?|\b\d{1,3}(?:,\d{3})*\.\d{2}\b/g;

function statusMisfit(s: string): FieldFitCode | null {
  const v = s.trim().replace(/[.;]+$/, '');
  if (v === '' || RATING_CODE.test(v)) return null;
  if (isWholeAmount(v)) return 'status_is_amount';
  // a status written as sentences may name amounts ("Account charged off. $950 written off. $950 past due …")
  if ((v.match(AMOUNT_IN_TEXT) ?? []).length >= 2 && !/[A-Za-z]\.\s/.test(v)) return 'status_holds_amounts';
  if (WHOLE_DATE.test(v)) return 'status_is_date';
  if (/[A-Za-z]{3}/.test(v) && !STATUS_WORDS.test(spanishWordsInEnglish(v.toLowerCase()))) return 'status_without_status_words';
  return null;
}

const MONTH_NAME = new RegExp(`^${MONTH}$`, 'i');
/** A word of a payment history's lines: a month's name, a year, a payment code ("OK", "CO", "30"). */
function isHistoryWord(word: string): boolean {
  return MONTH_NAME.test(word) || /^(?:19|20)\d{2}$/.test(word) || isPaymentCodeWord(word);
}
/** A month's name or a year among the words: a history's, never a run of codes alone ("30 60 90", "CURRENT COLLECTION"). */
const namesHistory = (words: string[]): boolean => words.some((w) => MONTH_NAME.test(w) || /^(?:19|20)\d{2}$/.test(w));
/** Words of a history running together: three or more, one of them a month's name or a year. */
const HISTORY_RUN = 3;

/** A text made of a payment history's words only. */
function isHistoryLine(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= HISTORY_RUN && words.every(isHistoryWord) && namesHistory(words);
}

/** A text holding a run of a payment history's words after other words (a status with the history's line joined). */
function holdsHistoryRun(text: string): boolean {
  const words = text.trim().split(/\s+/);
  let run: string[] = [];
  for (const w of words) {
    run = isHistoryWord(w) ? [...run, w] : [];
    if (run.length >= HISTORY_RUN && namesHistory(run)) return true;
  }
  return false;
}

/** A report's title, never a lender's name. */
const REPORT_TITLE = /\bcredit\s+report\b/i;

/** The fields of an account whose value is another field's. */
export function fieldMisfits(a: Pick<Account, 'creditor' | 'accountNumber' | 'status'>): FieldFitCode[] {
  const out: FieldFitCode[] = [];
  const number = a.accountNumber ? numberMisfit(a.accountNumber) : null;
  if (number) out.push(number);
  const status = a.status ? statusMisfit(a.status) : null;
  if (status) out.push(status);
  if (a.status && !status && holdsHistoryRun(a.status)) out.push('status_holds_history');
  if (NUMBER_FIRST.test(a.creditor.trim())) out.push('creditor_is_account_number');
  if (isHistoryLine(a.creditor)) out.push('creditor_is_history');
  if (REPORT_TITLE.test(a.creditor)) out.push('creditor_is_title');
  return out;
}
