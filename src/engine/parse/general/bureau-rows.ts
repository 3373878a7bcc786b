/**
 * Tables a bureau a row (3-bureau monitoring prints that put the bureaus in rows, not columns): a header line whose
 * first cell is "Bureau" and whose other cells are field labels, then one row a bureau, its first cell the bureau's
 * name and each other cell under its label. "--" and "Not reported" are no value (a row of "Not reported" is a bureau
 * that does not carry the account). The account's name is the line above the first such header (read.ts).
 */
import type { Bureau } from '../../model';
import type { Field } from '../common/blocks';
import { parseScore } from '../common/field-values';
import type { FieldKey } from '../common/labels';
import type { Line } from '../common/lines';
import { bureauColumns, bureauOfText, columnValues, type BureauColumn } from './geometry';
import { generalLabelAt } from '../common/vocabulary';

interface Column {
  key: FieldKey | null;
  label: string;
  x: number;
}

export interface BureauRows {
  fields: Map<Bureau, Field[]>;
  /** Lines read: the header and its rows. */
  used: number;
}

export const BUREAU_HEADER = /^(?:credit\s+)?bureau$/i;
const NO_VALUE = /^(?:-+|—|n\/?a|not\s+reported)$/i;

/** The header's columns when `line` is "Bureau  Label  Label …" (every cell after the first a whole label). */
export function bureauHeader(line: Line): Column[] | null {
  const [first, ...rest] = line.segments;
  if (!first || !BUREAU_HEADER.test(first.text.trim()) || rest.length < 2) return null;
  const columns: Column[] = [];
  for (const seg of rest) {
    const text = seg.text.trim();
    const label = generalLabelAt(text);
    if (!label || label.length < text.length) return null;
    columns.push({ key: label.key, label: label.label, x: seg.x });
  }
  return columns;
}

/** The column a cell starting at `x` is printed in: the last whose left edge is at or before it. */
function columnOf(columns: Column[], x: number): Column {
  let at = columns[0]!;
  for (const c of columns) if (c.x <= x + 4) at = c;
  return at;
}

/** The table starting at line `i`, or null when no bureau-row table starts there. */
export function bureauRowsAt(lines: Line[], i: number): BureauRows | null {
  const columns = bureauHeader(lines[i]!);
  if (!columns) return null;
  const fields = new Map<Bureau, Field[]>();
  let j = i + 1;
  for (; j < lines.length; j++) {
    const [first, ...cells] = lines[j]!.segments;
    const bureau = first ? bureauOfText(first.text) : null;
    if (!bureau) break;
    const list: Field[] = [];
    for (const seg of cells) {
      const raw = seg.text.trim();
      if (NO_VALUE.test(raw)) continue;
      const column = columnOf(columns, seg.x);
      const same = list.find((f) => f.x === column.x);
      if (same) {
        same.raw = `${same.raw} ${raw}`;
        same.parts.push(raw);
      } else list.push({ key: column.key, label: column.label, raw, parts: [raw], x: column.x, valueX: seg.x });
    }
    if (list.length > 0) fields.set(bureau, [...(fields.get(bureau) ?? []), ...list]);
  }
  return j > i + 1 ? { fields, used: j - i } : null;
}

const SCORE_HEADER = /\b(?:vantage\s*score|fico|credit\s+score|score)\b/i;
/** A score model's name as printed beside a score: "FICO® Score 8", "VantageScore 3.0", "Credit Score". */
const MODEL = String.raw`(?:fico\s*®?\s*(?:score)?\s*(?:\d{1,2}\b)?|vantage\s*score\s*®?\s*(?:\d(?:\.\d)?)?|credit\s+score|score)`;
/** What may follow a bureau's name up to the next one: its score, with the model's name before or after it. */
const SCORE_AFTER_BUREAU = new RegExp(String.raw`^\s*[®™]?\s*[:·-]?\s*(?:${MODEL}\s*[:·-]?\s*)?(\d{3})\s*(?:${MODEL})?\s*[·|,;]?\s*$`, 'i');
const BUREAU_AT = /\b(?:trans\s?union|experian|equifax)\b/gi;

/**
 * Scores printed as bare numbers beside their bureau's name ("TransUnion 653 VantageScore 3.0", "Equifax FICO® Score
 * 8: 723   Experian FICO® Score 8: 740"): each bureau named, when nothing but its score and the model's name follows.
 */
export function scoresBesideBureaus(text: string): Map<Bureau, number> {
  const out = new Map<Bureau, number>();
  const named = [...text.matchAll(BUREAU_AT)];
  named.forEach((m, i) => {
    const rest = text.slice(m.index + m[0].length, named[i + 1]?.index ?? text.length);
    const hit = SCORE_AFTER_BUREAU.exec(rest);
    const bureau = bureauOfText(m[0]);
    const score = hit ? parseScore(hit[1]) : null;
    if (bureau && score != null && !out.has(bureau)) out.set(bureau, score);
  });
  return out;
}

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
export function bureauScores(lines: Line[]): Map<Bureau, number> {
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
