/**
 * Labels printed under their values (app cards: `$1,602` big over `BALANCE` small, tiles a row). A line of bare
 * labels is paired with the line above it or the line below by how well the values fit the labels (an amount
 * under a money label, a date under a date label, a number under the account number's), and by nearness when
 * the fit does not decide. A row paired upward becomes one line of "Label: value" cells, so the rest of the
 * reader (accounts, inquiries, records) reads it as it reads any label–value line.
 */
import type { FieldKey } from '../common/labels';
import { parseDate } from '../common/dates';
import type { Line } from '../common/lines';
import { isWholeAmount } from '../common/money';
import { pairsUnder, readLine, type Pair } from './geometry';
import { generalLabelAt, isSubheading, isWholeLabel } from '../common/vocabulary';

const MONEY = new Set<FieldKey>(['balance', 'creditLimit', 'highBalance', 'originalAmount', 'pastDue', 'monthlyPayment', 'lastPaymentAmount', 'amount']);
const DATES = new Set<FieldKey>([
  'dateOpened',
  'dateClosed',
  'dateReported',
  'statusUpdated',
  'balanceUpdated',
  'lastPaymentDate',
  'dofd',
  'removalDate',
  'inquiryDate',
  'dateFiled',
  'dateResolved',
  'reportDate',
]);
const WORDS = new Set<FieldKey>(['creditor', 'originalCreditor', 'accountType', 'loanType', 'responsibility', 'status', 'remarks', 'recordType', 'court']);

/** +1 when the value is of the label's kind, -1 when it is of another kind, 0 when nothing tells. */
export function fit(key: FieldKey | null, value: string): number {
  const v = value.trim();
  const date = parseDate(v) != null && /\d/.test(v);
  if (key == null) return 0;
  if (MONEY.has(key)) return isWholeAmount(v) ? 1 : -1;
  if (DATES.has(key)) return date ? 1 : -1;
  if (key === 'accountNumber') return /[\d*Xx•#]{4,}/.test(v) && !date && !isWholeAmount(v) ? 1 : -1;
  if (WORDS.has(key)) return /[A-Za-z]{2}/.test(v) && !date && !isWholeAmount(v) ? 1 : -1;
  return 0;
}

const scoreOf = (pairs: Pair[] | null) => (pairs ? pairs.reduce((n, p) => n + fit(p.key, p.value), 0) : -Infinity);

/** A line that may be a row of values: not a row of labels, a heading or "Label: value" cells (a value may be a label's word: "Closed"). */
function valueLine(line: Line | undefined): line is Line {
  if (!line || line.segments.length === 0) return false;
  return !labelRow(line) && !isSubheading(line.text) && !/\S:(?:\s|$)/.test(line.text);
}

/** The labels of a line made of labels only, or null. */
export function labelRow(line: Line): Label[] | null {
  // a label with its colon introduces a value after it, never one above
  if (!line.segments.every((s) => isWholeLabel(s.text) && !/:\s*$/.test(s.text))) return null;
  // each cell on its own: a status word that is also a label ("STATUS  OPENED") is a label here
  return line.segments.map((s) => ({ key: generalLabelAt(s.text.trim())!.key, label: s.text.trim(), x: s.x, right: s.right }));
}

type Label = ReturnType<typeof readLine>['bareLabels'][number];

/** A tile: a value and its label share a left edge. */
const ALIGNED = 12;

/**
 * Labels paired with the values above them by left edge. A value with no label of its own on this line is a
 * tile whose value wrapped (its label printed lower): it is returned as open, to be closed by later lines.
 */
function pairAligned(labels: Label[], values: Line): { pairs: Pair[]; open: Pair[] } | null {
  const pairs: Pair[] = [];
  const open: Pair[] = [];
  for (const seg of values.segments) {
    const label = labels.find((l) => Math.abs(l.x - seg.x) < ALIGNED);
    if (label) pairs.push({ key: label.key, label: label.label, value: seg.text, x: label.x, valueX: seg.x });
    else open.push({ key: null, label: '', value: seg.text, x: seg.x, valueX: seg.x });
  }
  return pairs.length === labels.length ? { pairs, open } : null;
}

/** Values printed under a row of labels, for comparison (one label: its value at the same left edge). */
function pairsBelow(labels: Label[], values: Line): Pair[] | null {
  if (labels.length > 1) return pairsUnder(labels, values);
  const [only] = values.segments;
  return values.segments.length === 1 && only && Math.abs(only.x - labels[0]!.x) < ALIGNED
    ? [{ key: labels[0]!.key, label: labels[0]!.label, value: only.text, x: labels[0]!.x, valueX: only.x }]
    : null;
}

interface Joined {
  pairs: Pair[];
  /** Lines after the label row that a wrapped tile used. */
  used: number;
}

/** Wrapped tiles: the rest of each open value on the lines below, then its label, in the value's column. */
function closeWrapped(lines: Line[], i: number, open: Pair[]): { pairs: Pair[]; used: number } | null {
  const pairs: Pair[] = [];
  let used = 0;
  for (let j = i + 1; j < lines.length && j <= i + 4 && open.length > 0; j++) {
    const line = lines[j]!;
    const at = line.segments.map((seg) => open.find((o) => Math.abs(o.x - seg.x) < ALIGNED));
    if (line.page !== lines[i]!.page || at.some((o) => !o)) break;
    // a label word that wrapped ("… Past Due" / "Date") when the column's label comes on the next line
    const next = lines[j + 1];
    const labelNext = next != null && next.segments.every((seg) => open.some((o) => Math.abs(o.x - seg.x) < ALIGNED)) && labelRow(next) != null;
    const labels = labelNext ? null : labelRow(line);
    line.segments.forEach((seg, k) => {
      const o = at[k]!;
      if (!labels) o.value = `${o.value} ${seg.text}`;
      else {
        pairs.push({ ...o, key: labels[k]!.key, label: labels[k]!.label });
        open.splice(open.indexOf(o), 1);
      }
    });
    used = j - i;
  }
  return open.length === 0 ? { pairs, used } : null;
}

/** The pairs of a label row with the value line above it, when that is the row's value line; else null. */
export function pairsAbove(lines: Line[], i: number): Joined | null {
  const line = lines[i]!;
  const above = lines[i - 1];
  if (!valueLine(above) || above.page !== line.page) return null;
  const labels = labelRow(line);
  if (!labels) return null;
  const over = pairAligned(labels, above);
  if (!over) return null;
  const below = lines[i + 1];
  const under = valueLine(below) && below.page === line.page ? pairsBelow(labels, below) : null;
  const up = scoreOf(over.pairs);
  const down = scoreOf(under);
  // the fit decides, else the nearer line
  const upward = up > down ? up >= 0 : up === down && up >= 0 && (!below || line.y - above.y < (below.y - line.y) * 0.75);
  if (!upward) return null;
  if (over.open.length === 0) return { pairs: over.pairs, used: 0 };
  const wrapped = closeWrapped(lines, i, over.open);
  return wrapped ? { pairs: [...over.pairs, ...wrapped.pairs].sort((a, b) => a.x - b.x), used: wrapped.used } : null;
}

/**
 * The document's lines with each value row printed over its labels joined to them as "Label: value" cells. Lines of
 * a table (`inTable`) are left alone: its header places their words, and a wrapped cell's last word that is a label
 * ("… PURCHASED BY ANOTHER" / "LENDER") is no label under a value.
 */
export function joinValuesOverLabels(lines: Line[], inTable: ReadonlySet<Line> = new Set()): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const joined = i > 0 && out[out.length - 1] === lines[i - 1] && !inTable.has(lines[i]!) ? pairsAbove(lines, i) : null;
    if (!joined) {
      out.push(lines[i]!);
      continue;
    }
    const line = lines[i]!;
    const segments = joined.pairs.map((p) => {
      const text = `${p.label}: ${p.value}`;
      return { text, x: p.x, right: p.x + text.length * (line.size * 0.5) };
    });
    out[out.length - 1] = { ...line, text: segments.map((s) => s.text).join('  '), segments, x: segments[0]!.x };
    i += joined.used;
  }
  return out;
}
