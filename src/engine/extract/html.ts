/**
 * A saved web page read from its DOM text (docs/decisions/188): never executed, nothing fetched. Scripts, styles,
 * hidden elements, the head and the site's furniture (navigation, the page's footer: decision 216) are dropped; block
 * elements and rows end lines; table cells (and dt/dd pairs) become columns placed by the widest cell of their column,
 * so the parsers see a page printed from the same view: label and value on one line with a wide gap, and 3-bureau
 * tables in bureau columns.
 */
import { BLOCKS, DROPPED, fieldValue, hides, isFurniture, SECTIONING, skipElement, tagPattern, VOID } from './html-tags';
import { shownOrder } from './html-shown';
import type { ExtractedDocument, TextItem, TextLine, TextPage } from './types';

/** Points per character column, and lines per page of the document built. */
const CHAR_PT = 6;
const LINE_PT = 12;
const LINES_PER_PAGE = 60;
const COLUMN_GAP = 3;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  reg: '®',
  copy: '©',
  trade: '™',
  ndash: '-',
  mdash: '-',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  bull: '•',
  middot: '·',
  check: '✓',
  times: '×',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : ' ';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

type Row = { kind: 'text'; text: string } | { kind: 'cells'; cells: string[]; table: number };

/** Marks a form field's box in a line's text (a private-use character): a wide gap either side, as after a label. */
const FIELD_EDGE = '\uE000';

/** A line's (or a cell's) text with runs of space made one, and a form field's box parted from its neighbours by a wide gap. */
function squeeze(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ?\uE000+ ?/g, ' '.repeat(COLUMN_GAP))
    .trim();
}

/** The page's text as rows, in the order it shows them: lines of text, and table rows of cells. */
export function htmlRows(markup: string): Row[] {
  const html = shownOrder(markup);
  const rows: Row[] = [];
  let text = '';
  let cells: string[] | null = null;
  let tables = 0;
  let sectioning = 0;
  const tableStack: number[] = [];
  const flushText = () => {
    const t = squeeze(text);
    if (t) rows.push({ kind: 'text', text: t });
    text = '';
  };
  const flushRow = () => {
    if (cells) {
      const kept = cells.map(squeeze);
      if (kept.some((c) => c !== '')) rows.push({ kind: 'cells', cells: kept, table: tableStack[tableStack.length - 1] ?? -1 });
    }
    cells = null;
  };
  let inCell = false;
  const addText = (t: string) => {
    if (!cells) text += t;
    else if (inCell || t.trim() !== '') {
      if (cells.length === 0) cells.push('');
      cells[cells.length - 1] += t;
    }
  };
  /** A form field's value, in a box of its own. */
  const addField = (value: string) => {
    const shown = decodeEntities(value).trim();
    if (shown) addText(`${FIELD_EDGE}${shown}${FIELD_EDGE}`);
  };
  const tag = tagPattern();
  let at = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    addText(decodeEntities(html.slice(at, m.index)));
    at = tag.lastIndex;
    const name = m[2]?.toLowerCase();
    if (!name) continue;
    const closing = m[1] === '/';
    const attrs = m[3] ?? '';
    if (!closing && name === 'textarea' && !hides(attrs)) {
      // a text area shows its content as it is written (no markup inside), in a box of its own
      const end = skipElement(html, tag.lastIndex, name);
      addField(html.slice(tag.lastIndex, end === html.length ? end : html.lastIndexOf('<', end - 1)));
      at = tag.lastIndex = end;
      continue;
    }
    if (!closing && (DROPPED.has(name) || ((isFurniture(name, attrs, sectioning) || hides(attrs)) && !VOID.has(name))) && !attrs.trim().endsWith('/')) {
      at = skipElement(html, tag.lastIndex, name);
      tag.lastIndex = at;
      continue;
    }
    const value = closing ? null : fieldValue(name, attrs);
    if (value) addField(value);
    if (SECTIONING.has(name)) sectioning = Math.max(0, sectioning + (closing ? -1 : 1));
    if (name === 'table' || name === 'dl') {
      flushRow();
      flushText();
      if (name === 'table') {
        if (closing) tableStack.pop();
        else tableStack.push(tables++);
      }
    } else if (name === 'tr') {
      flushRow();
      flushText();
      if (!closing) cells = [];
    } else if (name === 'td' || name === 'th' || name === 'dd' || name === 'dt') {
      inCell = !closing;
      if (closing) continue;
      // a term starts a row of its own (term, then its definitions)
      if (name === 'dt') flushRow();
      if (cells) cells.push('');
      else {
        flushText();
        cells = [''];
      }
    } else if (name === 'br' || BLOCKS.has(name)) {
      // inside a cell a block only separates words; elsewhere it ends the line
      if (inCell) addText(' ');
      else {
        flushRow();
        flushText();
      }
    }
  }
  addText(decodeEntities(html.slice(at)));
  flushRow();
  flushText();
  return rows;
}

/** The rows laid out as fixed-width lines: each table's columns as wide as their widest cell. */
export function layoutRows(rows: Row[]): string[] {
  const widths = new Map<number, number[]>();
  for (const row of rows) {
    if (row.kind !== 'cells') continue;
    const w = widths.get(row.table) ?? [];
    row.cells.forEach((c, i) => (w[i] = Math.max(w[i] ?? 0, c.length)));
    widths.set(row.table, w);
  }
  return rows.map((row) => {
    if (row.kind === 'text') return row.text;
    const w = widths.get(row.table)!;
    return row.cells
      .map((c, i) => (i < row.cells.length - 1 ? c.padEnd((w[i] ?? 0) + COLUMN_GAP) : c))
      .join('')
      .trimEnd();
  });
}

function toLine(row: string, index: number): TextLine | null {
  const items: TextItem[] = [];
  for (const m of row.matchAll(/\S+(?: \S+)*/g)) items.push({ text: m[0], x: m.index * CHAR_PT, width: m[0].length * CHAR_PT });
  if (items.length === 0) return null;
  return { items, text: row.trim().replace(/ {3,}/g, '  '), y: (index + 1) * LINE_PT, size: 10 };
}

/** The document a saved HTML page gives: its DOM text, paginated like a print. */
export function extractHtml(html: string): ExtractedDocument {
  const lines = layoutRows(htmlRows(html));
  const pages: TextPage[] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) {
    const chunk = lines.slice(start, start + LINES_PER_PAGE);
    const width = Math.max(612, (Math.max(...chunk.map((l) => l.length)) + 2) * CHAR_PT);
    pages.push({
      number: pages.length + 1,
      width,
      height: Math.max(792, (chunk.length + 2) * LINE_PT),
      lines: chunk.flatMap((row, i) => toLine(row, i) ?? []),
    });
  }
  return { source: 'pdf-text', pages };
}

/** The text of an HTML file's bytes, in the charset it declares (UTF-8 unless it says a Latin one). */
export function decodeHtml(bytes: Uint8Array, charset?: string | null): string {
  const declared = charset ?? /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 4096)))?.[1] ?? 'utf-8';
  const latin = /^(?:iso-8859-1|latin1|windows-1252|us-ascii|ascii)$/i.test(declared);
  return new TextDecoder(latin ? 'windows-1252' : 'utf-8').decode(bytes);
}
