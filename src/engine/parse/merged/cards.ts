/**
 * Inquiries and public records printed as cards, one field a line (docs/decisions/231): a name, then lines each
 * holding only a date, only the bureau(s) that show the item, or a "Label: value" field. A card must name its bureau;
 * it ends at the first line that is none of these (the next card's name).
 */
import type { Bureau, Inquiry } from '../../model';
import type { DocLine } from '../common/doc-lines';
import { fieldForLabel } from '../common/field-labels';
import { cleanValue, findDates, isEmptyValue } from '../common/field-values';
import { bureauFromName, cellsOf, type Row } from './columns';

export interface Card {
  name: string;
  bureaus: Bureau[];
  date: Inquiry['date'];
  /** Its "Label: value" lines, the label known to the field vocabulary. */
  fields: Array<{ label: string; value: string }>;
  /** Lines read, the name's included. */
  used: number;
}

/** The bureaus a line names and nothing else ("Experian", "TransUnion, Equifax"), or null. */
function bureauLine(text: string): Bureau[] | null {
  const parts = text.split(/[,/&·]|\s+and\s+/).map((p) => p.trim().replace(/[®™]/g, ''));
  const bureaus = parts.filter(Boolean).map(bureauFromName);
  if (bureaus.length === 0 || bureaus.some((b) => b === null)) return null;
  return [...new Set(bureaus as Bureau[])];
}

/** A line that is one date and nothing else. */
function dateLine(text: string): Inquiry['date'] {
  const found = findDates(text);
  return found.length === 1 && found[0]!.text.length >= text.trim().length - 1 ? found[0]!.date : null;
}

function fieldLine(line: DocLine): { label: string; value: string } | null {
  const cells = cellsOf(line);
  const text = line.text.trim();
  const pair = cells.length === 2 ? [cells[0]!.text, cells[1]!.text] : /^([^:]{2,40}):\s*(\S.*)$/.exec(text)?.slice(1);
  if (!pair) return null;
  const label = pair[0]!.replace(/:\s*$/, '').trim();
  return fieldForLabel(label) !== null ? { label, value: cleanValue(pair[1]!) } : null;
}

/** The card whose name is line `i`, or null. */
export function cardAt(lines: DocLine[], i: number): Card | null {
  const first = lines[i];
  if (!first || cellsOf(first).length !== 1) return null;
  const name = cleanValue(first.text);
  if (!name || isEmptyValue(name) || bureauLine(name) || dateLine(name) || fieldLine(first) || /:\s*$/.test(name)) return null;
  const card: Card = { name, bureaus: [], date: null, fields: [], used: 1 };
  for (let j = i + 1; j < lines.length; j++) {
    const line = lines[j]!;
    const text = line.text.trim();
    const bureaus = cellsOf(line).length === 1 ? bureauLine(text) : null;
    const date = bureaus ? null : dateLine(text);
    const field = bureaus || date ? null : fieldLine(line);
    if (bureaus && card.bureaus.length === 0) card.bureaus = bureaus;
    else if (date && card.date === null) card.date = date;
    else if (field) card.fields.push(field);
    else break;
    card.used++;
  }
  return card.bureaus.length > 0 && (card.date !== null || card.fields.length > 0) ? card : null;
}

/** A card's fields as table rows, each value under every bureau the card names. */
export function cardRows(card: Card): Row[] {
  return card.fields.map(({ label, value }) => ({ label, values: Object.fromEntries(card.bureaus.map((b) => [b, value])) }));
}
