/**
 * Cells that hold every bureau's value of a field at once, separated by bars ("$0 | $1,250 | —"), in the order a key
 * of the report states once ("Values read TransUnion | Experian | Equifax"): a 3-bureau print's way of saving the
 * columns. The key is the only thing that says whose value is where, so without one no cell is read this way.
 */
import type { Bureau, PaymentCode } from '../../model';
import { bureauOfHead } from './bureau-names';
import { monthFromName } from './dates';
import { readPaymentCode } from './payment-codes';

/** The bar between two bureaus' values (spaced: a bar inside a word or a number is no separator). */
const BAR = /\s+\|\s+/;
/** What a bureau's place shows where it reports nothing. */
const NOTHING = /^(?:[-—–]+|n\/a)?$/i;

/**
 * The order of the bureaus a key states: two or three bureaus' names (or abbreviations) one after another, separated
 * by bars, anywhere in a line ("Every value reads TransUnion | Experian | Equifax; …", "Date (TU | EX | EQ)").
 */
function orderIn(text: string): Bureau[] | null {
  const parts = text.split(BAR);
  if (parts.length < 2) return null;
  const ends = (part: string, last: boolean): Bureau | null => {
    const words = part.trim().split(/\s+/);
    for (const n of [2, 1]) {
      const cut = (last ? words.slice(0, n) : words.slice(-n)).join(' ');
      const bureau = bureauOfHead(cut.replace(last ? /[^A-Za-z®™]+$/ : /^[^A-Za-z]+/, ''));
      if (bureau) return bureau;
    }
    return null;
  };
  const order = parts.map((part, i) => (i === 0 ? ends(part, false) : i === parts.length - 1 ? ends(part, true) : bureauOfHead(part)));
  if (order.some((b) => b == null) || new Set(order).size !== order.length) return null;
  return order as Bureau[];
}

/** The bureaus' order the report's keys state; null where none states one or two state different orders. */
export function bureauCellOrder(texts: string[]): Bureau[] | null {
  let found: Bureau[] | null = null;
  for (const text of texts) {
    if (!text.includes('|')) continue;
    const order = orderIn(text);
    if (!order) continue;
    if (found && found.join() !== order.join()) return null;
    found = order;
  }
  return found;
}

/**
 * A cell's values, a bureau each in the key's order; null for a bureau whose place shows a dash (it reports nothing).
 * Null unless the cell holds exactly one value a bureau of the key.
 */
export function bureauCells(cell: string, order: Bureau[]): Map<Bureau, string | null> | null {
  const values = cell.trim().split(BAR);
  if (values.length !== order.length) return null;
  return new Map(order.map((b, i) => [b, NOTHING.test(values[i]!.trim()) ? null : values[i]!.trim()]));
}

/** "Jul 2020: 30 | OK | —" or "07/2020: …": a month, then its codes a bureau each. */
const MONTH_CELL = /(?:\b([A-Za-z]{3,9})\.?\s+|\b(\d{1,2})\/)((?:19|20)\d{2}):\s*(\S+(?:\s+\|\s+\S+)+)/g;

/**
 * A line of history cells, a month each with its codes in the key's order ("Jul 2020: 30 | 30 | OK   Jun 2020: OK |
 * OK | OK"): each bureau's codes by month. Null unless the whole line is such cells.
 */
export function monthCells(text: string, order: Bureau[]): Map<Bureau, Record<string, PaymentCode>> | null {
  const out = new Map<Bureau, Record<string, PaymentCode>>();
  let rest = text;
  for (const m of text.matchAll(MONTH_CELL)) {
    const month = m[1] ? monthFromName(m[1]) : Number(m[2]);
    const codes = bureauCells(m[4]!, order);
    if (!month || month > 12 || !codes) return null;
    const key = `${m[3]}-${String(month).padStart(2, '0')}`;
    for (const [bureau, raw] of codes) {
      if (raw == null) continue;
      const code = readPaymentCode(raw);
      if (!code) return null;
      out.set(bureau, { ...out.get(bureau), [key]: code });
    }
    rest = rest.replace(m[0], '');
  }
  return out.size > 0 && rest.trim() === '' ? out : null;
}
