/**
 * Tables a bureau a row (3-bureau prints that put the bureaus in rows, not columns): a header line whose first cell
 * names the bureau column ("Bureau", a merged report's "Rep" / "Repository") and whose other cells are field labels,
 * then one row a bureau, its first cell the bureau's name or its abbreviation ("TU", "XP", "EF") and each other cell
 * under its label. "--" and "Not reported" are no value (a row of "Not reported" is a bureau that does not carry the
 * account). The header is printed under each account's name, or once over all the accounts (a merged report's).
 */
import type { Bureau } from '../../model';
import type { Field } from '../common/blocks';
import { bureauOfHead } from '../common/bureau-names';
import { parseScore } from '../common/field-values';
import type { FieldKey } from '../common/labels';
import type { Line } from '../common/lines';
import { MODEL, scoresBesideBureaus } from './bureau-score-text';
import { bureauCells } from '../common/bureau-cells';
import { bureauColumns, bureauOfText, columnValues, type BureauColumn } from './geometry';
import { generalLabelAt } from '../common/vocabulary';

export interface RowColumn {
  key: FieldKey | null;
  label: string;
  x: number;
}

export interface BureauRows {
  fields: Map<Bureau, Field[]>;
  /** Lines read: the header and its rows. */
  used: number;
}

export const BUREAU_HEADER = /^(?:credit\s+)?(?:bureau|rep|repository)$/i;
const NO_VALUE = /^(?:-+|—|n\/?a|not\s+reported)$/i;

/** The header's columns when `line` is "Bureau  Label  Label …" (every cell after the first a whole label). */
export function bureauHeader(line: Line): RowColumn[] | null {
  const [first, ...rest] = line.segments;
  if (!first || !BUREAU_HEADER.test(first.text.trim()) || rest.length < 2) return null;
  const columns: RowColumn[] = [];
  for (const seg of rest) {
    const text = seg.text.trim();
    const label = generalLabelAt(text);
    if (!label || label.length < text.length) return null;
    columns.push({ key: label.key, label: label.label, x: seg.x });
  }
  return columns;
}

/** The column a cell starting at `x` is printed in: the last whose left edge is at or before it. */
function columnOf(columns: RowColumn[], x: number): RowColumn {
  let at = columns[0]!;
  for (const c of columns) if (c.x <= x + 4) at = c;
  return at;
}

/** One bureau's row under the header's columns: its first cell a bureau's name or abbreviation, each other cell a field. */
export function bureauRow(line: Line, columns: RowColumn[]): { bureau: Bureau; fields: Field[] } | null {
  const [first, ...cells] = line.segments;
  const bureau = first ? bureauOfHead(first.text) : null;
  if (!bureau) return null;
  const fields: Field[] = [];
  for (const seg of cells) {
    const raw = seg.text.trim();
    if (NO_VALUE.test(raw)) continue;
    const column = columnOf(columns, seg.x);
    const same = fields.find((f) => f.x === column.x);
    if (same) {
      same.raw = `${same.raw} ${raw}`;
      same.parts.push(raw);
    } else fields.push({ key: column.key, label: column.label, raw, parts: [raw], x: column.x, valueX: seg.x });
  }
  return { bureau, fields };
}

/** The table starting at line `i`, or null when no bureau-row table starts there. */
export function bureauRowsAt(lines: Line[], i: number): BureauRows | null {
  const columns = bureauHeader(lines[i]!);
  if (!columns) return null;
  const fields = new Map<Bureau, Field[]>();
  let j = i + 1;
  for (; j < lines.length; j++) {
    const row = bureauRow(lines[j]!, columns);
    if (!row) break;
    if (row.fields.length > 0) fields.set(row.bureau, [...(fields.get(row.bureau) ?? []), ...row.fields]);
  }
  return j > i + 1 ? { fields, used: j - i } : null;
}

/** "CREDIT SCORES:" opening a line of scores, a bureau a cell. */
const SCORES_LABEL = /^(?:credit\s+)?scores?\s*(?:\([^)]*\))?\s*:\s*/i;

/**
 * "CREDIT SCORES: XP 616   TU 764   EF N/A": after a scores label, every cell a bureau's head (its name or, printed
 * so, its abbreviation) and its score, or "N/A" / "--" where that bureau has none. Empty unless every cell is one.
 */
export function scoresAfterLabel(line: Line): Map<Bureau, number> {
  const out = new Map<Bureau, number>();
  const [first, ...rest] = line.segments.map((s) => s.text.trim());
  const label = SCORES_LABEL.exec(first ?? '');
  if (!label) return out;
  const cells = [first!.slice(label[0].length), ...rest].filter(Boolean);
  for (const cell of cells) {
    const m = /^(.+?)\s+(\d{3}|n\/a|--|—)$/i.exec(cell);
    const bureau = m ? bureauOfHead(m[1]!) : null;
    if (!m || !bureau) return new Map();
    const score = /^\d{3}$/.test(m[2]!) ? parseScore(m[2]!) : null;
    if (score != null) out.set(bureau, score);
  }
  return out;
}

/**
 * "Scores: — | 701 | 688": after a scores label, one cell of every bureau's score in the order the report's key
 * states, a dash where a bureau has none. Empty unless every place is a score or a dash.
 */
export function scoresInCells(line: Line, order: Bureau[]): Map<Bureau, number> {
  const out = new Map<Bureau, number>();
  const text = line.segments.map((s) => s.text.trim()).join('  ');
  const label = SCORES_LABEL.exec(text);
  const cells = label ? bureauCells(text.slice(label[0].length), order) : null;
  for (const [b, raw] of cells ?? []) {
    if (raw == null) continue;
    const score = /^\d{3}$/.test(raw) ? parseScore(raw) : null;
    if (score == null) return new Map();
    out.set(b, score);
  }
  return out;
}

const SCORE_HEADER = /\b(?:vantage\s*score|fico|credit\s+score|score)\b/i;
const MODEL_ALONE = new RegExp(String.raw`^${MODEL}$`, 'i');

/** A score model's name as a row's label ("VantageScore 3.0" closing "626  --  --  VantageScore 3.0"). */
function modelLabel(text: string): { key: null; label: string; length: number } | null {
  const t = text.trim();
  return MODEL_ALONE.test(t) ? { key: null, label: t, length: text.length } : null;
}

/**
 * Scores printed a bureau a row under a "Bureau  VantageScore 3.0" header, beside the bureau's name
 * (scoresBesideBureaus), or in bureau columns on a row labelled by the model's name at either end: each bureau's score.
 */
export function bureauScores(lines: Line[], cellOrder: Bureau[] | null = null): Map<Bureau, number> {
  const out = new Map<Bureau, number>();
  let scoreX: number | null = null;
  let columns: BureauColumn[] | null = null;
  for (const line of lines) {
    const [first, ...rest] = line.segments;
    if (!first) continue;
    const heads = bureauColumns(line);
    if (heads) {
      columns = heads;
      continue;
    }
    const row = columns ? columnValues(line, columns, modelLabel) : null;
    if (row) {
      for (const [b, v] of row.values) {
        const score = /^\d{3}$/.test(v.trim()) ? parseScore(v) : null;
        if (score != null && !out.has(b)) out.set(b, score);
      }
      continue;
    }
    const header = BUREAU_HEADER.test(first.text.trim()) ? rest.find((s) => SCORE_HEADER.test(s.text)) : undefined;
    if (header) {
      scoreX = header.x;
      continue;
    }
    const listed = cellOrder ? scoresInCells(line, cellOrder) : new Map<Bureau, number>();
    if (listed.size === 0) for (const [b, score] of scoresAfterLabel(line)) listed.set(b, score);
    if (listed.size > 0) {
      for (const [b, score] of listed) if (!out.has(b)) out.set(b, score);
      continue;
    }
    const beside = scoresBesideBureaus(line.text);
    if (beside.size > 0) {
      for (const [b, score] of beside) if (!out.has(b)) out.set(b, score);
      continue;
    }
    const bureau = bureauOfText(first.text);
    if (!bureau) {
      scoreX = null;
      continue;
    }
    const cell = scoreX == null ? undefined : rest.find((s) => Math.abs(s.x - scoreX!) < 40);
    const score = cell && /^\d{3}$/.test(cell.text.trim()) ? parseScore(cell.text) : null;
    if (score != null) out.set(bureau, score);
  }
  return out;
}
