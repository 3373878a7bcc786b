/**
 * TransUnion's annualcreditreport.com disclosure as consumers print it from the browser (and scan).
 * Each account opens with one line holding the creditor and its masked number ("NORTHWIND BANK
 * 412345678901****"), then "Account Information", then rows with the label at the left margin and
 * the value right-aligned far to the right. A value that wraps is centred on its label, so its first
 * lines come before the label in reading order: values are bound to the nearest label by height,
 * never to "the label before". The "Payment History" grid follows, in cells of month / "Rating" /
 * code, six to a row.
 */
import type { Block, Field } from '../common/blocks';
import { isGridLine } from '../common/grid';
import { labelAt, labelKey } from '../common/labels';
import type { Line } from '../common/lines';
import { joinWrapped } from '../common/wrap';

function letters(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]!);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** A whole line that reads as `heading`, whatever OCR did to its spacing and a letter or two. */
function isHeadingLine(line: Line, heading: string): boolean {
  return editDistance(letters(line.text), heading, 2) <= 2 && !/\d/.test(line.text);
}

/** "Account Information", also as OCR prints it ("Account I n f ormation"). */
export function isAccountInformation(line: Line): boolean {
  return isHeadingLine(line, 'accountinformation');
}

function isPaymentHistory(line: Line): boolean {
  return isHeadingLine(line, 'paymenthistory');
}

/** A masked account number ending a line: "412345678901****", "AB123****" (OCR may read stars as + or %). */
const MASKED_TAIL = /(?:^|\s)(?:[A-Za-z0-9-]*\d[A-Za-z0-9-]*[*+%•]{2,}[0-9*+%•]*|[*•]{3,}\d{2,})$/;

export function endsInMaskedNumber(text: string): boolean {
  return /[A-Za-z]{2}/.test(text) && MASKED_TAIL.test(text.trim());
}

/** A name-like line: mostly capitals, not an address, a phone number, a grid row or prose. */
function looksLikeCreditor(line: Line): boolean {
  const text = line.text.trim();
  const upper = text.replace(/[^A-Z]/g, '').length / Math.max(1, text.replace(/[^A-Za-z]/g, '').length);
  return (
    /[A-Za-z]{2}/.test(text) &&
    upper >= 0.7 &&
    text.length <= 60 &&
    !isGridLine(line) &&
    !/^(?:P\.?\s*O\.?\s*BOX|\d+\s)/i.test(text) &&
    !/\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}/.test(text)
  );
}

/** The creditor line of the "Account Information" heading at `info`: the nearest line above ending in a masked number. */
function creditorLine(lines: Line[], info: number): number | null {
  for (let j = info - 1; j >= Math.max(0, info - 3); j--) {
    if (isAccountInformation(lines[j]!)) break;
    if (endsInMaskedNumber(lines[j]!.text)) return j;
  }
  const previous = lines[info - 1];
  return previous && looksLikeCreditor(previous) ? info - 1 : null;
}

/** Whether the lines hold the disclosure's account blocks (a creditor line followed by "Account Information"). */
export function hasAcrAccounts(lines: Line[]): boolean {
  return lines.some((line, i) => isAccountInformation(line) && creditorLine(lines, i) != null);
}

/** How many accounts the disclosure prints: one "Account Information" heading each. */
export function countAccountHeadings(lines: Line[]): number {
  return lines.filter(isAccountInformation).length;
}

interface Fragment {
  text: string;
  x: number;
  page: number;
  y: number;
}

interface Row {
  label: Fragment;
  values: Fragment[];
}

function charWidth(lines: Line[]): number {
  const widths = lines.flatMap((l) => l.segments.filter((s) => s.text.length >= 4).map((s) => (s.right - s.x) / s.text.length)).sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)] ?? 5;
}

/** Splits a label-column segment where OCR lost the gap before the value ("Balance $412"). */
function splitGlued(fragment: Fragment, cw: number): Fragment[] {
  const label = labelAt(fragment.text);
  if (!label || label.weak || label.length >= fragment.text.length) return [fragment];
  const rest = fragment.text.slice(label.length);
  if (!/^\s/.test(rest) && !label.colon) return [fragment];
  const value = rest.trim();
  return [
    { ...fragment, text: fragment.text.slice(0, label.length).replace(/[:\s]+$/, '') },
    { ...fragment, text: value, x: fragment.x + (fragment.text.length - value.length) * cw },
  ];
}

/** Joins label pieces a narrow label column wrapped ("Estimated month and year this" / "item will be removed"). */
function mergeWrappedLabels(labels: Fragment[]): Fragment[] {
  const out: Fragment[] = [];
  for (const label of labels) {
    const last = out[out.length - 1];
    if (last && labelKey(last.text) == null && last.page === label.page) {
      const joined = `${last.text} ${label.text}`;
      if (labelKey(joined) != null || (labelKey(label.text) == null && labelAt(joined) != null)) {
        out[out.length - 1] = { ...last, text: joined, y: (last.y + label.y) / 2 };
        continue;
      }
    }
    out.push(label);
  }
  return out;
}

const PAGE_SPAN = 100_000;

function distance(a: Fragment, b: Fragment): number {
  return Math.abs(a.page - b.page) * PAGE_SPAN + Math.abs(a.y - b.y);
}

/** Binds every value fragment to the label nearest in height; a value halfway between two belongs to the lower one
 * (a wrapped value starts above its label). */
function bindRows(labels: Fragment[], values: Fragment[]): Row[] {
  const rows: Row[] = labels.map((label) => ({ label, values: [] }));
  if (rows.length === 0) return rows;
  for (const value of values) {
    let best = rows[0]!;
    let bestDistance = Infinity;
    for (const row of rows) {
      const d = distance(row.label, value);
      // Rows come in printed order, so on a tie the later (lower) label wins.
      if (d <= bestDistance + 0.5) {
        best = row;
        bestDistance = Math.min(d, bestDistance);
      }
    }
    best.values.push(value);
  }
  return rows;
}

function fieldOf(row: Row): Field {
  const parts = [...row.values].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x).map((v) => v.text);
  const key = labelKey(row.label.text);
  return {
    key,
    label: row.label.text,
    raw: parts.reduce((acc, part) => joinWrapped(acc, part), ''),
    parts,
    x: row.label.x,
    valueX: row.values[0]?.x ?? row.label.x,
  };
}

/** Reads one account: the rows between "Account Information" and the grid, and the grid. */
function readAccount(heading: Line | null, body: Line[]): Block {
  let gridStart = body.findIndex((line) => isPaymentHistory(line) || isGridLine(line));
  if (gridStart < 0) gridStart = body.length;
  const rowsLines = body.slice(0, gridStart).filter((line) => !isAccountInformation(line));
  const gridLines = body.slice(gridStart).filter((line) => !isPaymentHistory(line));

  const cw = charWidth(rowsLines);
  const labelX = Math.min(...rowsLines.map((l) => l.x));
  const labels: Fragment[] = [];
  const values: Fragment[] = [];
  for (const line of rowsLines) {
    for (const seg of line.segments) {
      const fragment: Fragment = { text: seg.text.trim(), x: seg.x, page: line.page, y: line.y };
      if (seg.x > labelX + cw * 3) values.push(fragment);
      else {
        const [label, glued] = splitGlued(fragment, cw);
        labels.push(label!);
        if (glued) values.push(glued);
      }
    }
  }
  const fields = bindRows(mergeWrappedLabels(labels), values).map(fieldOf);
  return { heading, extra: [], fields, gridLines, lines: [...(heading ? [heading] : []), ...body] };
}

/**
 * The account blocks of one section: each from its creditor line to the next one. Lines before the
 * first (the section's introduction, the "Account Name" column heading) are no account.
 */
export function readAcrBlocks(lines: Line[]): Block[] {
  const starts: Array<{ first: number; heading: Line | null; info: number }> = [];
  lines.forEach((line, i) => {
    if (!isAccountInformation(line)) return;
    const c = creditorLine(lines, i);
    starts.push({ first: c ?? i, heading: c == null ? null : lines[c]!, info: i });
  });
  return starts.map((start, k) => {
    const end = starts[k + 1]?.first ?? lines.length;
    return readAccount(start.heading, lines.slice(start.info + 1, end));
  });
}
