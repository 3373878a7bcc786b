/**
 * Reports printed in plain sentences (issue 25, decision 239): a counselling service's or an app's "your report in
 * plain words" print has no labels and no tables; each account is a paragraph that states its fields in sentences
 * ("You opened it in November 2021", "the balance was $2,178", "Its status reads: “…”") and names the months not
 * paid as agreed with what happened in each ("July 2024 (150 days late)"). The sentences are turned into the same
 * labelled fields every other reader produces, so accounts and records are built by the shared code.
 */
import type { PaymentCode, PublicRecord } from '../../model';
import type { Block, Field } from '../common/blocks';
import { monthFromName } from '../common/dates';
import type { FieldKey } from '../common/labels';
import type { Line } from '../common/lines';
import { readPublicRecords } from '../common/records';
import { codeOfMeaning } from './coded-history';

const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`;
/** A date as sentences spell it: "November 2021", "March 3, 2024". */
export const DATE = String.raw`${MONTH}\s+(?:\d{1,2},?\s+)?(?:19|20)\d{2}`;
const MONEY = String.raw`-?\$\s?[\d,]+(?:\.\d{2})?`;
/** What a sentence says a value "is": "is", "was", "of", "reads", a colon. */
const IS = String.raw`(?:\s+(?:is|was|reads|of|stands\s+at|came\s+to)\s*:?|\s*:)\s*`;
/** A quoted value; its opening mark may be lost at a line's start, so a value closed by a quote mark alone counts. */
const QUOTED = String.raw`[“"]?([^“”"]+)[”"]`;

/** A sentence's phrase for a field and the value it states; the first phrase that matches gives the field. */
const PHRASES: Array<{ key: FieldKey; re: RegExp }> = [
  { key: 'accountNumber', re: /\baccount\s+(?:number|no\.?|#)\s*:?\s*([A-Z0-9*xX][A-Z0-9*xX-]{3,})/i },
  {
    key: 'responsibility',
    re: /\b(?:responsibility|ownership)\s*(?:is\s+|:\s*)(individual|joint|authorized\s+user|co-?signer|co-?maker|shared|terminated)\b/i,
  },
  { key: 'dateOpened', re: new RegExp(String.raw`\bopened(?:\s+it)?\s+(?:in|on)\s+(${DATE})`, 'i') },
  { key: 'dateClosed', re: new RegExp(String.raw`\b(?:was\s+)?closed\s+(?:in|on)\s+(${DATE})`, 'i') },
  { key: 'originalCreditor', re: /\b(?:first\s+owed\s+to|originally\s+owed\s+to|original\s+creditor\s+(?:is|was))\s+(.+?)\.(?=\s|$)/i },
  { key: 'dateReported', re: new RegExp(String.raw`\b(?:last\s+reported|last\s+updated|reported\s+last),?\s+(?:in|on)\s+(${DATE})`, 'i') },
  { key: 'balance', re: new RegExp(String.raw`(?<!\bhigh(?:est)?\s)\bbalance${IS}(${MONEY})`, 'i') },
  { key: 'creditLimit', re: new RegExp(String.raw`\bcredit\s+limit${IS}(${MONEY})`, 'i') },
  { key: 'highBalance', re: new RegExp(String.raw`\b(?:most\s+ever\s+owed|highest\s+balance|high\s+balance)\b[^.$]*?${IS}(${MONEY})`, 'i') },
  {
    key: 'pastDue',
    re: new RegExp(String.raw`(${MONEY})\s+(?:of\s+it\s+)?(?:is|was)\s+past\s+due|\bpast\s+due${IS}(${MONEY})|\bnothing\b[^.]*?\bpast\s+due\b[^.]*?(\$0)`, 'i'),
  },
  { key: 'monthlyPayment', re: new RegExp(String.raw`\bmonthly\s+payment${IS}(${MONEY})`, 'i') },
  { key: 'lastPaymentDate', re: new RegExp(String.raw`\blast\s+payment\s+(?:was\s+)?(?:made\s+)?(?:in|on)\s+(${DATE})`, 'i') },
  { key: 'status', re: new RegExp(String.raw`\bstatus${IS}(?:${QUOTED}|([^.“”"]+)\.)`, 'i') },
];

/** What the furnisher added, quoted ("The lender added: “…”"): the remarks, several split at semicolons. */
const REMARKS = new RegExp(String.raw`\b(?:lender|creditor|furnisher|company)\s+(?:added|notes?|remarks?|comments?)\s*:?\s*${QUOTED}`, 'gi');

/**
 * "a credit card account with NAME (account number …)", "an account with NAME;": the account's type, when said, and
 * the creditor, named up to its account number or the end of its clause.
 */
const OPENING =
  /\ban?\s+(?:([a-z][a-z/-]*(?:\s+[a-z][a-z/-]*){0,3}?)\s+)?account\s+(?:with|from|at)\s+(.+?)(?:\s*\(\s*account\s+(?:number|no\.?|#)|\s*[;,]|\.(?=\s|$))/i;

/** "LENDER asked for your report on March 3, 2024": a sentence naming who asked or looked, and when. */
const ASKED = new RegExp(
  String.raw`^(\S.*?)\s+(?:asked\s+for|requested|pulled|checked|viewed|looked\s+at|reviewed)\s+(?:your\s+)?(?:credit\s+)?(?:report|file)\s+on\s+(${DATE}|\d{1,2}\/\d{1,2}\/(?:19|20)?\d{2}|(?:19|20)\d{2}-\d{2}-\d{2})`,
  'i',
);

/** The creditor and date of an inquiry stated in a sentence; null when the line is no such sentence. */
export function inquirySentence(text: string): { creditor: string; date: string } | null {
  const m = ASKED.exec(text.trim());
  return m && /[A-Za-z]/.test(m[1]!) ? { creditor: m[1]!.trim(), date: m[2]! } : null;
}

/** The months named with what happened in each: "July 2024 (150 days late)". */
const NAMED_MONTH = new RegExp(String.raw`\b(${MONTH})\s+((?:19|20)\d{2})\s*\(([^)]{2,40})\)`, 'g');

/** The history a paragraph states by naming months with their meaning; months it does not name are not invented. */
export function namedMonths(text: string): Record<string, PaymentCode> {
  const out: Record<string, PaymentCode> = {};
  for (const m of text.matchAll(NAMED_MONTH)) {
    const month = monthFromName(m[1]!);
    const code = codeOfMeaning(m[3]!);
    if (month && code) out[`${m[2]}-${String(month).padStart(2, '0')}`] = code;
  }
  return out;
}

/**
 * Paragraphs of lines: a new one where the gap above a line is wider than the usual spacing of the lines, or on a
 * new page after a sentence ended.
 */
export function paragraphsOf(lines: Line[]): Line[][] {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i]!.y - lines[i - 1]!.y;
    if (lines[i]!.page === lines[i - 1]!.page && gap > 0) gaps.push(gap);
  }
  gaps.sort((a, b) => a - b);
  const pitch = gaps[Math.floor(gaps.length / 4)] ?? 0;
  const out: Line[][] = [];
  let current: Line[] = [];
  for (const line of lines) {
    const last = current[current.length - 1];
    const broken = last != null && (line.page === last.page ? line.y - last.y > pitch * 1.3 || line.y < last.y : /[.!?”"]\s*$/.test(last.text));
    if (broken) {
      out.push(current);
      current = [];
    }
    current.push(line);
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** A paragraph's text, its lines joined (a word hyphenated at a line's end is kept as printed). */
function textOf(paragraph: Line[]): string {
  return paragraph
    .map((l) => l.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** A kind said inside a sentence ("a tax lien", "a credit card account") as a report's field prints it: "Tax lien". */
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function fieldAt(key: FieldKey, value: string, line: Line): Field {
  return { key, label: key, raw: value.trim(), parts: [value.trim()], x: line.x, valueX: line.x };
}

/** The fields a paragraph states in sentences, each by its phrase. */
export function proseFields(text: string, at: Line): Field[] {
  const fields: Field[] = [];
  for (const { key, re } of PHRASES) {
    const m = re.exec(text);
    const value = m?.slice(1).find((v) => v != null);
    if (value) fields.push(fieldAt(key, value, at));
  }
  for (const m of text.matchAll(REMARKS)) for (const part of m[1]!.split(/\s*;\s*/)) if (part.trim()) fields.push(fieldAt('remarks', part, at));
  return fields;
}

export interface ProseAccount {
  block: Block;
  history: Record<string, PaymentCode>;
}

/** What `read` makes of each paragraph of `lines` (paragraphs it makes nothing of are skipped), and the lines used. */
function readParagraphs<T>(lines: Line[], read: (text: string, paragraph: Line[]) => T | null): { read: T[]; used: Set<Line> } {
  const out: T[] = [];
  const used = new Set<Line>();
  for (const paragraph of paragraphsOf(lines)) {
    const item = read(textOf(paragraph), paragraph);
    if (item == null) continue;
    out.push(item);
    for (const l of paragraph) used.add(l);
  }
  return { read: out, used };
}

/**
 * The accounts of an account section printed as prose: each paragraph of sentences that names a creditor before an
 * account number and states at least two more of the account's fields. Other paragraphs are left to other readers.
 */
export function readProseAccounts(lines: Line[]): { accounts: ProseAccount[]; used: Set<Line> } {
  const { read, used } = readParagraphs(lines, (text, paragraph): ProseAccount | null => {
    const opening = OPENING.exec(text);
    if (!opening) return null;
    const first = paragraph[0]!;
    const fields = proseFields(text, first);
    // an account states several of its fields; a sentence that merely mentions an account is none
    if (new Set(fields.map((f) => f.key)).size < 3) return null;
    if (opening[1]) fields.unshift(fieldAt('accountType', capitalised(opening[1]), first));
    const name = opening[2]!.trim();
    const heading: Line = { ...first, text: name, segments: [{ ...first.segments[0]!, text: name }] };
    return { block: { heading, extra: [], fields, gridLines: [], lines: paragraph }, history: namedMonths(text) };
  });
  return { accounts: read, used };
}

/** "A tax lien was filed in February 2018 at COURT (reference 18-12187)": a record's type, date, court and reference. */
const RECORD_OPENING = new RegExp(
  String.raw`^(?:an?\s+)?(.+?)\s+was\s+(?:filed|recorded|entered|discharged|satisfied)\s+(?:in|on)\s+(${DATE})(?:\s+(?:at|in|by)\s+(.+?))?(?:\s*\((?:reference|case|docket)(?:\s+(?:number|no\.?|#))?\s*:?\s*([^)]+)\))?\.`,
  'i',
);
const RECORD_AMOUNT = new RegExp(String.raw`\b(?:amount|liability)${IS}(${MONEY})`, 'i');

/** Public records stated in sentences, a record a paragraph; the status read as an account's is. */
export function readProseRecords(lines: Line[]): { records: PublicRecord[]; used: Set<Line> } {
  const { read, used } = readParagraphs(lines, (text, paragraph): Block | null => {
    const m = RECORD_OPENING.exec(text);
    if (!m) return null;
    const at = paragraph[0]!;
    const type = m[1]!.trim();
    const fields = [fieldAt('recordType', capitalised(type), at), fieldAt('dateFiled', m[2]!, at)];
    if (m[3]) fields.push(fieldAt('court', m[3], at));
    if (m[4]) fields.push(fieldAt('reference', m[4], at));
    fields.push(...proseFields(text, at).filter((f) => f.key === 'status'));
    const amount = RECORD_AMOUNT.exec(text);
    if (amount) fields.push(fieldAt('amount', amount[1]!, at));
    return { heading: null, extra: [], fields, gridLines: [], lines: paragraph };
  });
  return { records: readPublicRecords(read), used };
}
