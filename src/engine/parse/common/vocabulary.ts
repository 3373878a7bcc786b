/**
 * The field vocabulary of the general reader (and of the column split and the self-checks, so it lives in common/):
 * labels every US credit report uses for the Metro 2 fields, beyond the catalogue's synonyms (labels.ts, tried first). One row a label: [field, words, source]. `null` fields are
 * labels of things the model does not keep (a charge-off amount, a creditor's classification): known as labels so
 * they are never read as a value or a creditor's name. Sources: Metro 2 (CDIA Credit Reporting Resource Guide field
 * names), the bureaus' own disclosures and web views, and the CFPB's publications (furnisher, tradeline terms).
 */
import { labelAt, normaliseLabel, type FieldKey, type LabelMatch } from './labels';

type Source = 'Metro 2' | 'Equifax web view' | 'Equifax print' | 'monitoring sites' | 'CFPB' | 'bureau disclosures' | 'bank apps' | 'merged reports';

export const GENERAL_VOCABULARY: ReadonlyArray<readonly [FieldKey | null, string, Source]> = [
  ['balance', 'current balance amount', 'Metro 2'],
  ['balance', 'reported balance', 'Equifax web view'],
  ['highBalance', 'highest credit or original loan amount', 'Metro 2'],
  ['highBalance', 'highest credit', 'Metro 2'],
  ['monthlyPayment', 'scheduled monthly payment amount', 'Metro 2'],
  ['monthlyPayment', 'scheduled payment amount', 'Equifax web view'],
  ['pastDue', 'amount past due', 'Metro 2'],
  ['dofd', 'fcra compliance/date of first delinquency', 'Metro 2'],
  ['dofd', 'date of 1st delinquency', 'Equifax print'],
  ['dofd', 'date of first delinquency', 'Metro 2'],
  ['dateReported', 'date of account information', 'Metro 2'],
  ['lastPaymentDate', 'date of last payment', 'Metro 2'],
  ['responsibility', 'ecoa code', 'Metro 2'],
  ['responsibility', 'whose account', 'Equifax print'],
  ['responsibility', 'whose acct', 'Equifax print'],
  ['originalCreditor', 'original creditor name', 'Metro 2'],
  ['originalCreditor', 'original account', 'CFPB'],
  ['creditor', 'furnisher', 'CFPB'],
  ['creditor', 'furnisher name', 'CFPB'],
  ['creditor', 'data furnisher', 'CFPB'],
  ['status', 'account status', 'Metro 2'],
  ['status', 'loan status', 'monitoring sites'],
  ['status', 'payment rating', 'Metro 2'],
  ['accountType', 'portfolio type', 'Metro 2'],
  ['remarks', 'special comment', 'Metro 2'],
  ['remarks', 'compliance condition code', 'Metro 2'],
  ['removalDate', 'scheduled to remain on file until', 'bureau disclosures'],
  ['removalDate', 'estimated removal date', 'monitoring sites'],
  ['companySold', 'purchased from/sold to', 'Metro 2'],
  // banks' and card issuers' in-app credit views: everyday words for the same fields
  ['accountNumber', 'account ending in', 'bank apps'],
  ['accountNumber', 'card ending in', 'bank apps'],
  ['accountType', 'kind of account', 'bank apps'],
  ['creditLimit', 'credit line', 'bank apps'],
  ['dateOpened', 'opened on', 'bank apps'],
  ['dateClosed', 'closed on', 'bank apps'],
  ['dateReported', 'updated', 'bank apps'],
  ['dateReported', 'updated on', 'bank apps'],
  ['dofd', 'first delinquency', 'bank apps'],
  ['originalCreditor', 'original lender', 'bank apps'],
  ['remarks', 'notes', 'bank apps'],
  [null, 'credit usage', 'bank apps'],
  [null, 'original charge-off amount', 'Metro 2'],
  [null, 'charge off amount', 'Equifax web view'],
  [null, 'charge-off amount', 'Equifax web view'],
  [null, 'creditor classification', 'Metro 2'],
  [null, 'consumer information indicator', 'Metro 2'],
  [null, 'terms duration', 'Metro 2'],
  [null, 'terms frequency', 'Metro 2'],
  [null, 'actual payment amount', 'Metro 2'],
  [null, 'debt-to-credit ratio', 'Equifax web view'],
  [null, 'debt to credit ratio', 'Equifax web view'],
  [null, 'available credit', 'Equifax web view'],
  [null, 'date of last activity', 'Equifax web view'],
  [null, 'activity designator', 'Equifax web view'],
  [null, 'deferred payment start date', 'Metro 2'],
  [null, 'balloon payment amount', 'Metro 2'],
  // lenders' merged (tri-merge) credit reports: fixed-column abbreviations of the same fields
  ['highBalance', 'high cr', 'merged reports'],
  ['monthlyPayment', 'pmt', 'merged reports'],
  ['lastPaymentDate', 'last pmt', 'merged reports'],
  ['originalCreditor', 'orig cred', 'merged reports'],
  ['remarks', 'rmks', 'merged reports'],
  ['paymentHistory', 'pay pattern', 'merged reports'],
  [null, 'mop', 'merged reports'],
  [null, '30/60/90', 'merged reports'],
];

/**
 * Headings inside one account's entry (never a creditor's name, never an account's start). Sources: the Equifax
 * web view (Summary / Account History / Account Details / Contact) and the bureaus' disclosures.
 */
const SUBHEADINGS = new Set(
  [
    'summary',
    'account history',
    'account details',
    'account detail',
    'details',
    'contact',
    'contact information',
    'creditor contact',
    'payment history',
    'account information',
    'overview',
    'balance history',
    'comments',
    'remarks',
    'creditor information',
  ].map(normaliseLabel),
);

export function isSubheading(text: string): boolean {
  return SUBHEADINGS.has(normaliseLabel(text));
}

const EXTRA = GENERAL_VOCABULARY.map(([key, words]) => ({
  key,
  words,
  re: new RegExp(
    `^(${words
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\//g, '\\s*/\\s*')
      .replace(/[ -]/g, '[\\s-]+')})\\.?(\\s*[:：])?`,
    'i',
  ),
})).sort((a, b) => b.words.length - a.words.length);

/** A label the general reader knows: its field (null = a label of something the model does not keep). */
export interface GeneralLabel {
  key: FieldKey | null;
  label: string;
  length: number;
  colon: boolean;
  weak: boolean;
}

/** The longest known label at the start of a text: the catalogue's synonyms and this vocabulary. */
export function generalLabelAt(text: string): GeneralLabel | null {
  const common: LabelMatch | null = labelAt(text);
  let best: GeneralLabel | null = common ? { ...common } : null;
  for (const { key, re } of EXTRA) {
    const m = re.exec(text);
    if (!m) continue;
    const next = text.charAt(m[0].length);
    if (!m[2] && next !== '' && /[\w#]/.test(next)) continue;
    if (!best || m[0].length > best.length) best = { key, label: m[1]!, length: m[0].length, colon: Boolean(m[2]), weak: false };
    break;
  }
  return best;
}

/** A text that is exactly one known label (a trailing colon allowed). */
export function isWholeLabel(text: string): boolean {
  const t = text.trim();
  const m = generalLabelAt(t);
  return m != null && m.length >= t.length;
}
