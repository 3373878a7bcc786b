/** The bureaus' names as reports print them, counted over a text (layout detection, the general reader, self-checks). */
import type { Bureau } from '../../model';

const NAMES: Record<Bureau, RegExp> = {
  experian: /\bexperian\b/gi,
  transunion: /\btrans\s?union\b/gi,
  equifax: /\bequifax\b/gi,
};

/** How many times the text names each bureau. */
export function bureauMentions(text: string): Record<Bureau, number> {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return { experian: count(NAMES.experian), transunion: count(NAMES.transunion), equifax: count(NAMES.equifax) };
}

/**
 * Abbreviations 3-bureau prints head their columns or rows with ("TU  EXP  EQF"; lenders' merged reports: "XP", "EF").
 * As loose words they name no bureau ("EX" and "EQ" are words, "TU" an initial): they are read only as a column's or
 * a row's head.
 */
const ABBREVIATIONS: Array<[RegExp, Bureau]> = [
  [/^(?:tu|tuc)$/i, 'transunion'],
  [/^(?:exp|xpn|ex|xp)$/i, 'experian'],
  [/^(?:eqf|efx|eq|ef)$/i, 'equifax'],
];

/** A bureau's name as the whole of a head ("TransUnion", "Trans Union", "EXPERIAN®"). */
const HEAD_NAMES: Array<[RegExp, Bureau]> = [
  [/^trans\s?union\s*[®™]?$/i, 'transunion'],
  [/^experian\s*[®™]?$/i, 'experian'],
  [/^equifax\s*[®™]?$/i, 'equifax'],
];

/** The bureau an abbreviation printed as a column's or a row's head stands for. */
export function bureauOfAbbreviation(text: string): Bureau | null {
  const t = text.trim();
  return ABBREVIATIONS.find(([re]) => re.test(t))?.[1] ?? null;
}

/** The bureau a column's or a row's head names: its name, or an abbreviation ("TU", "EXP", "EQF"). */
export function bureauOfHead(text: string): Bureau | null {
  const t = text.trim();
  return HEAD_NAMES.find(([re]) => re.test(t))?.[1] ?? bureauOfAbbreviation(t);
}

/**
 * A line of two or three bureaus' heads and nothing else ("TransUnion  Experian  Equifax", "TU EXP EQF" printed as
 * one run): the header of a table's bureau columns.
 */
export function isBureauHeaderText(cells: string[]): boolean {
  const heads: Bureau[] = [];
  for (const cell of cells) {
    const whole = bureauOfHead(cell);
    const words = whole ? [whole] : cell.trim().split(/\s+/).map(bureauOfHead);
    if (words.some((b) => b == null)) return false;
    heads.push(...(words as Bureau[]));
  }
  return heads.length >= 2 && new Set(heads).size === heads.length;
}

const REPORT_WORDS = /\s+(?:credit\s+)?(?:report|file)\s*$/i;
/** "(TUC)", "(EXP)": the bureau's code in brackets after its name. */
const OWN_CODE = /\s*\(([A-Za-z]{2,3})\)\s*$/;
/** "· Scr 778", "| FICO Score 8: 712": a score after a separator, at the end of the heading. */
const SCORE_ASIDE = /\s+[·|•–—-]\s+(?:[A-Za-z®™.]+\s+)?(?:score|scr)\b[^A-Za-z]*?\b\d{3}\s*$/i;

/**
 * The bureau a heading of its section names: its name alone, "report" or "credit report" after it allowed ("Equifax®
 * report"), its own industry code in brackets and its score after a separator beside it ("TRANSUNION (TUC) · Scr
 * 778"). A code that is another bureau's makes it no heading. Never an account's name.
 */
export function bureauOfHeading(text: string): Bureau | null {
  const t = text.trim().replace(SCORE_ASIDE, '').replace(REPORT_WORDS, '');
  const code = OWN_CODE.exec(t);
  const name = (code ? t.slice(0, code.index) : t).trim();
  const bureau = HEAD_NAMES.find(([re]) => re.test(name))?.[1] ?? null;
  return bureau && (!code || bureauOfAbbreviation(code[1]!) === bureau) ? bureau : null;
}
