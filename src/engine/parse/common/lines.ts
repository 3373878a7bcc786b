import type { ExtractedDocument, TextItem, TextLine } from '../../extract/types';
import type { ReportDate } from '../../model';
import { isBureauHeaderText } from './bureau-names';
import { readCentredCells } from './centred-cells';
import { parseDate } from './dates';
import { isGridLine } from './grid';
import { labelAt, labelKey, type FieldKey } from './labels';
import { readSideBySideCards } from './side-by-side';
import { readTextColumns } from './text-columns';
import { spanOf } from './text-width';

/** A run of text on one line, separated from its neighbours by a visible gap. */
export interface Segment {
  text: string;
  x: number;
  right: number;
}

/** Values set apart on one line: "·", "•", "|" or a spaced dash ("Name: A B | Address: 1 MAIN ST, …"). */
export const VALUE_SEPARATOR = /\s*[·•|]\s*|\s+[—–]\s+/;

/** A printed line with its page and the segments it is made of, left to right. */
export interface Line {
  page: number;
  y: number;
  size: number;
  text: string;
  segments: Segment[];
  /** Left edge of the first segment. */
  x: number;
}

/** Average width of one character of an item, used to decide what counts as a visible gap. */
function charWidth(item: TextItem, size: number): number {
  const len = item.text.length;
  if (len > 0 && item.width > 0) return item.width / len;
  return size > 0 ? size * 0.5 : 5;
}

/**
 * Merges the items of a line into segments: items closer than about 1.5 characters are one segment
 * (words of one value); wider gaps separate columns.
 */
export function segmentsOf(line: TextLine): Segment[] {
  const items = [...line.items].filter((i) => i.text.trim() !== '').sort((a, b) => a.x - b.x);
  const segments: Segment[] = [];
  for (const item of items) {
    const text = item.text.replace(/\s+/g, ' ').trim();
    const right = item.x + item.width;
    const last = segments[segments.length - 1];
    const gapLimit = charWidth(item, line.size) * 1.6;
    // Items that already contain a wide internal gap were split by the extractor on purpose.
    if (last && item.x - last.right <= gapLimit && !/\s{2,}/.test(item.text.trim())) {
      const joiner = item.x - last.right > charWidth(item, line.size) * 0.25 ? ' ' : '';
      last.text = `${last.text}${joiner}${text}`;
      last.right = Math.max(last.right, right);
    } else {
      segments.push({ text, x: item.x, right });
    }
  }
  return segments;
}

/** OCR specks: dots, colons, quotes and marks that are not text ("-" stays: it prints an empty value). */
const SPECKS = /^[.,:;'"`|_~©®·“”‘’]+$/;

function withoutSpecks(segments: Segment[]): Segment[] {
  return segments
    .filter((seg) => !SPECKS.test(seg.text))
    .map((seg) => {
      // A scan's card or table border reads as a mark glued to the text after it ("| Original", "{Payment").
      const text = seg.text.replace(/^(?:[.,:;'"`|_~©®·“”‘’]+|\{)\s*(?=[A-Za-z0-9$>(])/, '').replace(/^-\s+(?=[A-Za-z]{2})/, '');
      // the text starts where its first character is printed, not where the mark was
      return text === seg.text ? seg : { ...seg, text, ...spanOf(seg.text, seg.x, seg.right, seg.text.length - text.length, seg.text.length) };
    });
}

/** A dash between spaces, or a semicolon, that may separate a label from its value or one pair from the next. */
const PAIR_SEPARATOR = /\s+[—–]\s+|;\s+/g;

/**
 * "Account # — ****3769", "X — Court — SALTMARSH COURT; Date Filed — 01/28/2016": labels and values printed
 * in one run with dashes (and semicolons between pairs) instead of gaps become separate segments, as if
 * printed apart. A separator splits only next to a known label, so "Credit Snapshot — Equifax" or a remark
 * "Charged off; Purchased by another lender" stays whole.
 */
function splitDashedPairs(seg: Segment): Segment[] {
  const pieces: Array<{ start: number; end: number; sep: string }> = [];
  let start = 0;
  for (const m of seg.text.matchAll(PAIR_SEPARATOR)) {
    pieces.push({ start, end: m.index, sep: m[0].trim() });
    start = m.index + m[0].length;
  }
  if (pieces.length === 0) return [seg];
  pieces.push({ start, end: seg.text.length, sep: '' });
  const text = (i: number) => seg.text.slice(pieces[i]!.start, pieces[i]!.end).trim();
  const isLabel = (i: number) => i < pieces.length && labelKey(text(i)) != null;
  // Separator i lies between piece i and piece i + 1.
  const splits = new Set<number>();
  pieces.forEach((p, i) => {
    if (i === pieces.length - 1) return;
    const keep = p.sep === ';' ? isLabel(i + 1) : isLabel(i) || isLabel(i + 1);
    if (keep) splits.add(i);
  });
  if (splits.size === 0) return [seg];
  const out: Segment[] = [];
  let from = 0;
  for (let i = 0; i < pieces.length; i++) {
    if (i < pieces.length - 1 && !splits.has(i)) continue;
    const first = pieces[from]!;
    const last = pieces[i]!;
    const piece = seg.text.slice(first.start, last.end).trim();
    if (piece) out.push({ text: piece, ...spanOf(seg.text, seg.x, seg.right, first.start, last.end) });
    from = i + 1;
  }
  return out;
}

export function toLine(line: TextLine, page: number): Line {
  const segments = withoutSpecks(segmentsOf(line)).flatMap(splitDashedPairs);
  return {
    page,
    y: line.y,
    size: line.size,
    text: segments.map((s) => s.text).join('  '),
    segments,
    x: segments[0]?.x ?? 0,
  };
}

const PAGE_NUMBER_PATTERNS = [/^page\s*\d+\s*(?:of|\/)\s*\d+$/i, /^page\s*\d+$/i, /^-\s*\d+\s*-$/, /^\d+\s+of\s+\d+$/i];

/** "Page 3 of 12", "- 3 -": a page number, wherever on the page it lands. */
export function isPageNumber(text: string): boolean {
  const t = text.trim();
  return PAGE_NUMBER_PATTERNS.some((re) => re.test(t));
}

/**
 * "3 / 12": a page number only at a page's top or bottom, never with a leading zero, which would
 * make it a date ("08/23"), and naming the page it is printed on.
 */
export function isBarePageNumber(text: string, page?: number): boolean {
  const m = /^([1-9]\d{0,2})\s*\/\s*([1-9]\d{0,2})$/.exec(text.trim());
  // On a known page the number must be that page's: "11/24" at the top of page 2 is a month.
  return m != null && Number(m[1]) <= Number(m[2]) && (page == null || Number(m[1]) === page);
}

const URL = /^(?:https?:\/\/|www\.)\S+$|^\S+\.(?:com|net|org)\/\S*$/i;
/** A browser's print header stamp: "1/2/25, 3:45 PM". */
const DATE_TIME = /^(\d{1,2}\/\d{1,2}\/\d{2,4}),?\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]\.?M\.?)?$/i;
/** "8/81", and as OCR reads it beside a URL: "15181" (the slash read as 1), "4 1/81". */
const PRINTED_PAGE_COUNT = /^[1-9]\d{0,2}\s*\/\s*[1-9]\d{0,2}$/;
const OCR_PAGE_COUNT = /^[1-9][\d ]{0,3}[1/]\s*[1-9]\d{0,2}$/;

/**
 * A browser's print furniture (Chrome, Firefox, Safari): the footer's page URL with "n/N", or the
 * header's date-time stamp with the page title. Only the line at a page's top or bottom.
 */
export function isBrowserFurniture(line: Line): boolean {
  const texts = line.segments.map((s) => s.text.trim());
  if (texts.length === 0 || texts.length > 3) return false;
  const url = texts.some((t) => URL.test(t));
  if (DATE_TIME.test(texts[0]!)) return true;
  // A lone "11/24" may be a grid's month; beside the page's URL it is the page count.
  return url && texts.every((t) => URL.test(t) || PRINTED_PAGE_COUNT.test(t) || OCR_PAGE_COUNT.test(t) || DATE_TIME.test(t));
}

/** The date of a browser's print header ("1/2/25, 3:45 PM" at the top of a page), the only date some prints carry. */
export function printHeaderDate(doc: ExtractedDocument): ReportDate | null {
  for (const page of doc.pages) {
    const top = [...page.lines].sort((a, b) => a.y - b.y).slice(0, 2);
    for (const raw of top) {
      const line = toLine(raw, page.number);
      const stamp = line.segments.map((s) => DATE_TIME.exec(s.text.trim())).find((m) => m != null);
      const date = stamp ? parseDate(stamp[1]!) : null;
      if (date) return date;
    }
  }
  return null;
}

/** Lines within this many positions of a page's top or bottom are candidates for headers/footers. */
const EDGE_LINES = 4;

const ACCOUNT_FIELD_KEYS = new Set<FieldKey>([
  'paymentHistory',
  'accountNumber',
  'accountType',
  'loanType',
  'status',
  'balance',
  'creditLimit',
  'highBalance',
  'pastDue',
  'dateOpened',
  'dateClosed',
  'responsibility',
  'originalCreditor',
  'remarks',
  'monthlyPayment',
]);

/** A line printing an account's fields ("Loan Type  COLLECTION AGENCY") is content, even when it repeats. */
function isAccountFieldLine(line: Line): boolean {
  return line.segments.some((seg) => {
    const label = labelAt(seg.text);
    return label != null && ACCOUNT_FIELD_KEYS.has(label.key);
  });
}

/** A table's bureau columns header ("TU  EXP  EQF") is content where it repeats at the top of every page. */
function isBureauHeader(line: Line): boolean {
  return isBureauHeaderText(line.segments.map((s) => s.text));
}

/** A line's text with page numbers blanked, so "Page 3 of 12" headers compare equal across pages. */
function furnitureKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/page\s*\d+(?:\s*(?:of|\/)\s*\d+)?/g, 'page#')
    .replace(/\b\d+\s*(?:\/|of)\s*\d+\s*$/, (m) => (isBarePageNumber(m) || isPageNumber(m) ? '#/#' : m))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each document's lines, read once: layout detection, the parsers, the general reader and the checks all ask. */
const linesOf = new WeakMap<ExtractedDocument, Line[]>();

/**
 * All lines of the document in reading order with page furniture removed: page numbers anywhere,
 * and header/footer lines repeated at the top or bottom of most pages (report title, "Prepared for
 * … on …", URLs), even when a page break falls inside an account block. The same array for the same
 * document (decision 226): callers copy before they change it.
 */
export function documentLines(doc: ExtractedDocument): Line[] {
  let lines = linesOf.get(doc);
  if (!lines) {
    lines = readDocumentLines(doc);
    linesOf.set(doc, lines);
  }
  return lines;
}

function readDocumentLines(doc: ExtractedDocument): Line[] {
  const pages = doc.pages.map((p) => ({
    number: p.number,
    lines: [...p.lines]
      .sort((a, b) => a.y - b.y)
      .map((l) => toLine(l, p.number))
      .filter((l) => l.segments.length > 0),
  }));

  // Furniture repeats at the same height on most pages; content that happens to repeat (a row of
  // "OK" codes at the bottom of several pages) does not sit at the same height.
  const edgeYs = new Map<string, number[]>();
  for (const page of pages) {
    const seen = new Map<string, number>();
    const n = page.lines.length;
    page.lines.forEach((line, i) => {
      const key = furnitureKey(line.text);
      if ((i < EDGE_LINES || i >= n - EDGE_LINES) && !seen.has(key) && !isGridLine(line) && !isAccountFieldLine(line) && !isBureauHeader(line))
        seen.set(key, line.y);
    });
    for (const [key, y] of seen) edgeYs.set(key, [...(edgeYs.get(key) ?? []), y]);
  }
  const repeatedThreshold = Math.max(2, Math.ceil(pages.length * 0.75));
  const furniture = new Set<string>();
  for (const [key, ys] of edgeYs) {
    if (pages.length < 2 || ys.length < repeatedThreshold) continue;
    const sameHeight = Math.max(...ys.map((y) => ys.filter((other) => Math.abs(other - y) <= 3).length));
    if (sameHeight >= repeatedThreshold) furniture.add(key);
  }

  const out: Line[] = [];
  for (const page of pages) {
    const n = page.lines.length;
    page.lines.forEach((line, i) => {
      const atEdge = i < EDGE_LINES || i >= n - EDGE_LINES;
      if (isPageNumber(line.text) || (atEdge && (isBarePageNumber(line.text, page.number) || isBrowserFurniture(line)))) return;
      if (atEdge && furniture.has(furnitureKey(line.text)) && !isGridLine(line)) return;
      if (atEdge && line.segments.some((s) => isPageNumber(s.text)) && line.segments.length <= 3) {
        // "Experian credit report   Page 3 of 12": drop the whole footer line.
        return;
      }
      out.push(line);
    });
  }
  return readSideBySideCards(readTextColumns(readCentredCells(out)));
}

/** The whole text of the document, one line per printed line (for layout detection). */
export function documentText(doc: ExtractedDocument): string {
  return doc.pages.flatMap((p) => [...p.lines].sort((a, b) => a.y - b.y).map((l) => l.text)).join('\n');
}

/** The first page's lines, furniture included (a report header repeated on every page lives there). */
export function firstPageLines(doc: ExtractedDocument): Line[] {
  const page = doc.pages[0];
  if (!page) return [];
  return [...page.lines]
    .sort((a, b) => a.y - b.y)
    .map((l) => toLine(l, page.number))
    .filter((l) => l.segments.length > 0);
}
