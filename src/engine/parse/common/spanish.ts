/**
 * Credit reports printed in Spanish (the bureaus and most monitoring sites offer their reports in Spanish): the same
 * fields, sections and codes as the English print, in Spanish words. A document that uses enough of those words is
 * read as its English print — labels, headings, dates, the payment grid's month heads and codes translated, every
 * value (creditor, status, type, remarks) kept as printed — and the status vocabulary reads Spanish statuses
 * through `spanishWordsInEnglish`.
 */
import type { ExtractedDocument, TextLine } from '../../extract/types';
import { replaceItemText } from '../../extract/ocr-cells';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The abbreviations a grid's month heads print ("sept" and "set" are common forms of September). */
const ABBREVIATED: Record<string, number> = {
  ene: 0,
  feb: 1,
  mar: 2,
  abr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  ago: 7,
  sep: 8,
  sept: 8,
  set: 8,
  oct: 9,
  nov: 10,
  dic: 11,
};

/** Words only a credit report in Spanish prints: enough of them (and no English report prints them) say its language. */
const SPANISH_REPORT_WORDS = [
  /\binforme de cr[ée]dito\b|\breporte de cr[ée]dito\b/i,
  /\bn[úu]mero de cuenta\b/i,
  /\btipo de cuenta\b/i,
  /\bfecha de apertura\b/i,
  /\bl[íi]mite de cr[ée]dito\b/i,
  /\bsaldo\b/i,
  /\bconsultas\b/i,
  /\bregistros p[úu]blicos\b/i,
  /\bhistorial de pagos\b/i,
  /\bacreedor original\b/i,
  /\bmonto vencido\b|\bpago mensual\b/i,
];
const SPANISH_REPORT = 4;

export function isSpanishReport(text: string): boolean {
  return SPANISH_REPORT_WORDS.filter((re) => re.test(text)).length >= SPANISH_REPORT;
}

/**
 * A field's label in Spanish and the English label the readers know, longest first. Sources: the bureaus' Spanish
 * disclosures and the CFPB's Spanish glossary of credit-report terms.
 */
const LABELS: Array<[RegExp, string]> = [
  [/n[úu]mero de cuenta/, 'Account Number'],
  [/n[úu]mero de (?:informe|reporte)/, 'Report Number'],
  [/tipo de cuenta/, 'Account Type'],
  [/tipo de pr[ée]stamo/, 'Loan Type'],
  [/responsabilidad/, 'Responsibility'],
  [/estado de (?:la )?cuenta/, 'Account Status'],
  [/estado de pago/, 'Payment Status'],
  [/estado/, 'Status'],
  [/saldo m[áa]s alto|saldo m[áa]ximo/, 'High Balance'],
  [/saldo vencido|monto vencido|importe vencido/, 'Past Due'],
  [/saldo(?: actual)?/, 'Balance'],
  [/l[íi]mite de cr[ée]dito/, 'Credit Limit'],
  [/pago mensual/, 'Monthly Payment'],
  [/fecha de apertura/, 'Date Opened'],
  [/fecha de cierre/, 'Date Closed'],
  [/fecha del (?:[úu]ltimo )?(?:informe|reporte)/, 'Date Reported'],
  [/fecha del [úu]ltimo pago/, 'Last Payment Date'],
  [/fecha de (?:la )?primera morosidad/, 'Date of First Delinquency'],
  [/acreedor original/, 'Original Creditor'],
  [/comentarios|observaciones/, 'Remarks'],
  [/preparado para/, 'Prepared For'],
  [/nombre/, 'Name'],
  [/direcci[óo]n/, 'Address'],
];

/** Headings (a whole line) in Spanish and their English words. */
const HEADINGS: Array<[RegExp, string]> = [
  [/^informaci[óo]n de (?:las )?cuentas$|^cuentas$/, 'Accounts'],
  [/^consultas que (?:pueden afectar|afectan) su (?:puntaje|puntuaci[óo]n)\b.*|^consultas duras$/, 'Hard Inquiries'],
  [/^consultas que no afectan su (?:puntaje|puntuaci[óo]n)\b.*|^consultas (?:blandas|suaves)$/, 'Soft Inquiries'],
  [/^consultas$/, 'Inquiries'],
  [/^registros p[úu]blicos$/, 'Public Records'],
  [/^informaci[óo]n personal$/, 'Personal Information'],
  [/^ningun[ao]$/, 'None'],
  [/^(?:informe|reporte) de cr[ée]dito(?: de (.+))?$/, 'Credit Report'],
];

/** The payment grid's codes: the initials of the Spanish words, as a printed legend explains them. */
const GRID_CODES: Record<string, string> = { CP: 'CO', CB: 'COL', RP: 'RPO', EJ: 'FC', QB: 'BK', SD: 'ND' };

const MONTH = MONTHS.join('|');
const LONG_DATE = new RegExp(`\\b(\\d{1,2}) de (${MONTH}) de (\\d{4})\\b`, 'gi');
const MONTH_DATE = new RegExp(`\\b(${MONTH}) de (\\d{4})\\b`, 'gi');

/** "14 de marzo de 2021" → "Mar 14, 2021"; "marzo de 2021" → "Mar 2021". */
export function datesInEnglish(text: string): string {
  const month = (name: string) => ENGLISH_MONTHS[MONTHS.indexOf(name.toLowerCase())]!;
  return text
    .replace(LONG_DATE, (_m, day: string, name: string, y: string) => `${month(name)} ${day}, ${y}`)
    .replace(MONTH_DATE, (_m, name: string, y: string) => `${month(name)} ${y}`);
}

function labelInEnglish(text: string, heading: boolean): string {
  const t = text.trim();
  const lower = t.toLowerCase();
  if (heading) {
    for (const [re, english] of HEADINGS) {
      const m = re.exec(lower);
      if (m) return m[1] ? `${t.slice(t.length - m[1].length)} ${english}` : english;
    }
  }
  // "Fecha del informe" is the date the report was made in a header's run of labelled values, else an account's field
  const headerRun = /[·|•]/.test(text) && (text.match(/:/g) ?? []).length >= 2;
  let out = headerRun ? text.replace(/fecha del (?:informe|reporte)(?=\s*:)/i, 'Report Date') : text;
  // a label opening the text (a label cell, "Saldo $1,200") or followed by its colon anywhere ("… · Número de informe: 12")
  for (const [re, english] of LABELS) {
    out = out.replace(new RegExp(`(^\\s*|[·|•;]\\s*)(${re.source})(?=\\s*:|\\s*$|\\s{2,}|\\s+[$\\d])`, 'i'), (_m, lead: string) => `${lead}${english}`);
  }
  return out;
}

const words = (line: TextLine) => line.text.trim().split(/\s+/);

/** A payment grid's head: "Año ene feb … dic" (or part of the year). */
function isMonthHead(line: TextLine): boolean {
  const w = words(line).map((x) => x.toLowerCase().replace(/\.$/, ''));
  const months = w.filter((x) => x in ABBREVIATED).length;
  return months >= 6 && w.every((x) => x in ABBREVIATED || /^(?:a[ñn]o|mes|\d{4})$/.test(x));
}

/** A payment grid's row: a year, then codes. */
function isGridRow(line: TextLine): boolean {
  const [year, ...rest] = words(line);
  return /^(?:19|20)\d{2}$/.test(year ?? '') && rest.length > 0 && rest.every((x) => /^(?:OK|\d{2,3}|[A-Z]{1,3}|[-–—*])$/.test(x));
}

/**
 * Each item's text translated. A text's width is scaled to the new text, so its characters keep their printed width;
 * a grid's codes keep the cells they are printed in (`keepWidth`).
 */
function translateItems(line: TextLine, translate: (text: string) => string, keepWidth = false): TextLine {
  let out = line;
  line.items.forEach((item, i) => {
    const english = translate(item.text);
    if (english === item.text) return;
    out = replaceItemText(out, i, english);
    if (keepWidth) return;
    const width = (item.width * english.length) / Math.max(1, item.text.length);
    out = { ...out, items: out.items.map((it, j) => (j === i ? { ...it, width } : it)) };
  });
  return out;
}

function lineInEnglish(line: TextLine): TextLine {
  if (isMonthHead(line))
    return translateItems(line, (t) =>
      t.replace(/\S+/g, (x) => {
        const k = x.toLowerCase().replace(/\.$/, '');
        return k in ABBREVIATED ? ENGLISH_MONTHS[ABBREVIATED[k]!]! : /^a[ñn]o$/.test(k) ? 'Year' : x;
      }),
    );
  if (isGridRow(line)) return translateItems(line, (t) => t.replace(/\b[A-Z]{2}\b/g, (x) => GRID_CODES[x] ?? x), true);
  const heading = line.items.length === 1;
  return translateItems(line, (t) => datesInEnglish(labelInEnglish(t, heading)));
}

/** A report printed in Spanish as its English print (values kept as printed); any other document as it is. */
export function inEnglish(doc: ExtractedDocument): ExtractedDocument {
  const text = doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
  if (!isSpanishReport(text)) return doc;
  return { ...doc, pages: doc.pages.map((page) => ({ ...page, lines: page.lines.map(lineInEnglish) })) };
}

/** Spanish words of statuses, remarks and account types and the English words the status vocabulary knows; longer phrases first. */
const STATUS_WORDS: Array<[RegExp, string]> = [
  [/\b(?:cancelad[ao]s?|castigad[ao]s?) como p[ée]rdida\b|\bcuenta castigada\b/g, 'charged off'],
  [/\bdad[oa]s? de baja como p[ée]rdida\b/g, 'written off'],
  [/\b(?:pagad[ao]|liquidad[ao]|saldad[ao])(?: legalmente)? por menos del saldo total\b/g, 'settled for less than the full balance'],
  [/\b(\d+) d[íi]as de atraso\b/g, '$1 days late'],
  [/\bnunca (?:atrasad[ao]|tuvo atrasos)\b|\bsin atrasos\b/g, 'never late'],
  [/\bvencid[ao]s?\b|\ben mora\b/g, 'past due'],
  [/\bcobranzas?\b|\bcobros?\b/g, 'collection'],
  [/\breposesi[óo]n\b|\brepose[íi]d[ao]\b|\bentrega voluntaria\b/g, 'repossession'],
  [/\bejecuci[óo]n hipotecaria\b/g, 'foreclosure'],
  [/\bquiebra\b|\bbancarrota\b/g, 'bankruptcy'],
  [/\btransferid[ao]\b/g, 'transferred'],
  [/\bvendid[ao]\b/g, 'sold'],
  [/\bcomprad[ao] por otro\b/g, 'purchased by another'],
  [/\babiert[ao]\b/g, 'open'],
  [/\bcerrad[ao]\b/g, 'closed'],
  [/\bpagad[ao]\b/g, 'paid'],
  [/\bliquidad[ao]\b/g, 'settled'],
  [/\bm[ée]dic[ao]\b/g, 'medical'],
  [/\busuario autorizado\b/g, 'authorized user'],
  [/\btarjeta de cr[ée]dito\b/g, 'credit card'],
  [/\btarjeta de cargo\b/g, 'charge card'],
  [/\bcr[ée]dito rotativo\b|\brotativ[ao]\b/g, 'revolving'],
  [/\bl[íi]nea de cr[ée]dito sobre el valor de la vivienda\b/g, 'home equity line of credit'],
  [/\bl[íi]nea de cr[ée]dito\b/g, 'line of credit'],
  [/\bhipoteca(?:rio)?\b/g, 'mortgage'],
  [/\bpr[ée]stamo para (?:auto|autom[óo]vil|veh[íi]culo)\b/g, 'auto loan'],
  [/\bpr[ée]stamo estudiantil\b/g, 'student loan'],
  [/\bpr[ée]stamo personal\b/g, 'personal loan'],
  [/\bpr[ée]stamo sin garant[íi]a\b/g, 'unsecured loan'],
  [/\bpr[ée]stamo\b/g, 'loan'],
];

/** A lower-case status, remarks or type text with its Spanish credit words in English (read, never shown). */
export function spanishWordsInEnglish(text: string): string {
  let english = text;
  for (const [re, words] of STATUS_WORDS) english = english.replace(re, words);
  return english;
}
