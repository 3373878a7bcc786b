/**
 * Self-check of a public record's reading (issue 25): a field label read into a value — "SALTMARSH COURT Reference
 * Number 17-73515" as the court — is cut where the label starts, and the value after it goes to its own field when
 * that field was not read; the page's running text read onto the last field ("Discharged CreditCanopy is not a credit
 * bureau. …", a footer: decision 216) is cut off. A record is never invented from it: only its fields are repaired.
 */
import type { PublicRecord } from '../../model';
import { redact } from '../../redact';
import { moneyValue } from '../common/account';
import { parseDate } from '../common/dates';
import { generalLabelAt } from '../common/vocabulary';

type TextField = 'type' | 'court' | 'status';

/** Where a label of several words (or one with its colon) starts inside a value, after its first word. */
function labelInside(value: string): { at: number; key: string | null; rest: string } | null {
  const re = /\s+(?=\S)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(value))) {
    const at = m.index + m[0].length;
    const label = generalLabelAt(value.slice(at));
    if (label && !label.weak && (label.colon || label.label.trim().includes(' '))) {
      return { at, key: label.key, rest: value.slice(at + label.length).trim() };
    }
  }
  return null;
}

/** Words of running text (a notice, a footer) that a record's type, court and status are not written in. */
const PROSE_WORD = /^(?:is|are|was|were|not|the|a|an|for|of|to|you|your|this|these|our|we|by|with|and|or|how|provided|purposes?|learn|more)$/i;

/**
 * Where a sentence of the page read onto a value starts: the value holds a sentence (a period) with at least three
 * words of running text in lower or title case (capitals throughout are a record's own words), and it starts at the
 * first of them when capitalised, else at the capitalised word before it, after some of the value.
 */
function proseStart(value: string): number | null {
  if (!/\.(?:\s|$)/.test(value)) return null;
  const words = [...value.matchAll(/\S+/g)];
  const prose = (w: RegExpExecArray) => {
    const t = w[0].replace(/[.,;:]+$/, '');
    return PROSE_WORD.test(t) && t !== t.toUpperCase();
  };
  const first = words.findIndex(prose);
  if (first < 1 || words.slice(first).filter(prose).length < 3) return null;
  let start = /^[A-Z]/.test(words[first]![0]) ? first : first - 1;
  while (start > 0 && !/^[A-Z]/.test(words[start]![0])) start--;
  return start > 0 ? words[start]!.index : null;
}

/** Whether a value is a sentence of the page's running text from its first word (a notice, a heading's help text). */
export function isSentence(value: string): boolean {
  if (!/\.(?:\s|$)/.test(value)) return false;
  const words = [...value.matchAll(/\S+/g)].map((w) => w[0].replace(/[.,;:]+$/, ''));
  return words.filter((t) => PROSE_WORD.test(t) && t !== t.toUpperCase()).length >= 3;
}

/** One record with labels and the page's running text cut out of its text fields; `repaired` when anything changed. */
export function checkRecord(record: PublicRecord): { record: PublicRecord; repaired: boolean } {
  let r = record;
  let repaired = false;
  for (const field of ['type', 'court', 'status'] as TextField[]) {
    const value = r[field];
    const prose = value ? proseStart(value) : null;
    if (value && prose != null) {
      r = { ...r, [field]: value.slice(0, prose).trim() };
      repaired = true;
    }
  }
  for (const field of ['type', 'court', 'status'] as TextField[]) {
    const value = r[field];
    const hit = value ? labelInside(value) : null;
    if (!value || !hit) continue;
    const kept = value.slice(0, hit.at).trim();
    if (!/[A-Za-z]{2}/.test(kept)) continue;
    r = { ...r, [field]: kept };
    repaired = true;
    if (!hit.rest) continue;
    if (hit.key === 'reference' && r.reference == null) r = { ...r, reference: redact(hit.rest) };
    else if (hit.key === 'dateFiled' && r.date == null) r = { ...r, date: parseDate(hit.rest) };
    else if (hit.key === 'amount' && r.amount == null) r = { ...r, amount: moneyValue(hit.rest) };
    else if (hit.key === 'status' && r.status == null) r = { ...r, status: hit.rest };
    else if (hit.key === 'court' && r.court == null) r = { ...r, court: hit.rest };
  }
  return { record: r, repaired };
}
