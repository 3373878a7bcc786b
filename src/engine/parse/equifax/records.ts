/** Equifax inquiries, public records and personal information. */
import type { Consumer, Inquiry, PublicRecord } from '../../model';
import type { DocLine } from '../common/doc-lines';
import { splitPairs, textBeforePairs, type Pair } from './pairs';
import { cleanValue, findDates, isEmptyValue, firstDateInCell } from '../common/field-values';
import { parseMoney } from '../common/money';

const NONE = /^(none|no (records?|inquiries|public records?|items?)( (found|reported|on file))?|nothing to report)\b/i;
const INQUIRY_HEADER = /^(company|creditor|inquirer|name|date|inquiry|requested|type)\b.*\b(date|name|company|inquiry|by)s?\b/i;

function isAddressLike(text: string): boolean {
  return (
    /^\d+\s+\S/.test(text) || /^p\.?\s?o\.?\s*box\b/i.test(text) || /,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\s*$/.test(text) || /\(\d{3}\)\s*\d{3}-\d{4}/.test(text)
  );
}

function inquiryCreditorOf(pairs: Pair[]): string | null {
  for (const p of pairs) {
    if ((p.field === 'inquiryCreditor' || p.field === 'creditor' || p.field === 'collector') && !isEmptyValue(p.value)) return p.value;
  }
  return null;
}

export function parseInquiries(lines: DocLine[], kind: 'hard' | 'soft'): Inquiry[] {
  const out: Inquiry[] = [];
  let pending: string | null = null;
  for (const line of lines) {
    const text = line.text.trim();
    if (NONE.test(text)) continue;
    const pairs = splitPairs(text);
    if (pairs.length > 0) {
      const creditor: string | null = inquiryCreditorOf(pairs) ?? (textBeforePairs(text) || null) ?? pending;
      const dateValues = pairs.filter((p) => p.field === 'inquiryDate' || p.field === 'reportDate' || p.field === 'dateReported' || /date/i.test(p.label));
      const dates = dateValues.flatMap((p) => findDates(p.value).map((d) => d.date));
      const name = creditor ?? pending;
      if (name && dates.length > 0) {
        for (const date of dates) out.push({ creditor: name, date, kind });
        pending = null;
      } else if (creditor) {
        pending = creditor;
      }
      continue;
    }
    const dates = findDates(text);
    if (dates.length > 0) {
      const before = cleanValue(text.slice(0, dates[0]?.index ?? 0));
      const name = before && !isAddressLike(before) ? before : pending;
      // A table row may say its own kind ("NORTHWIND BANK  02/11/2025  Soft Inquiry").
      const rowKind = /\bsoft\s+inquiry\b|\bpromotional\b|\baccount\s+review\b/i.test(text) ? 'soft' : /\bhard\s+inquiry\b/i.test(text) ? 'hard' : kind;
      if (name) for (const d of dates) out.push({ creditor: name, date: d.date, kind: rowKind });
      pending = null;
      continue;
    }
    if (INQUIRY_HEADER.test(text) || isAddressLike(text)) continue;
    pending = cleanValue(text);
  }
  return out;
}

interface RecordBlock {
  title: string | null;
  pairs: Pair[];
}

function pick(block: RecordBlock, ...fields: string[]): string | null {
  for (const f of fields) {
    const p = block.pairs.find((x) => x.field === f && !isEmptyValue(x.value));
    if (p) return p.value;
  }
  return null;
}

function chapterOf(text: string): 7 | 11 | 13 | null {
  const m = /chapter\s*(7|11|13)\b|\bch\.?\s*(7|11|13)\b/i.exec(text) ?? /^\s*(7|11|13)\s*$/.exec(text);
  const n = Number(m?.[1] ?? m?.[2]);
  return n === 7 || n === 11 || n === 13 ? n : null;
}

export function parsePublicRecords(lines: DocLine[]): PublicRecord[] {
  const blocks: RecordBlock[] = [];
  let block: RecordBlock | null = null;
  for (const line of lines) {
    const text = line.text.trim();
    if (NONE.test(text)) continue;
    const pairs = splitPairs(text);
    if (pairs.length === 0) {
      if (block && block.pairs.length === 0 && block.title) block.title = `${block.title} ${cleanValue(text)}`;
      else blocks.push((block = { title: cleanValue(text), pairs: [] }));
      continue;
    }
    const lead = textBeforePairs(text);
    const typed = pairs.some((p) => p.field === 'type' || p.field === 'recordType');
    const blockTyped = block?.pairs.some((p) => p.field === 'type' || p.field === 'recordType') ?? false;
    if (lead || !block || (typed && (blockTyped || (block.title !== null && block.pairs.length > 0)))) {
      blocks.push((block = { title: lead || null, pairs: [] }));
    }
    block.pairs.push(...pairs);
  }
  return blocks
    .filter((b) => b.pairs.length > 0)
    .map((b) => {
      const printedType = pick(b, 'recordType', 'type');
      const type = printedType ?? b.title ?? 'Public record';
      const chapterText = pick(b, 'chapter');
      return {
        type: cleanValue(type),
        date: firstDateInCell(pick(b, 'dateFiled', 'reportDate', 'dateReported', 'dateOpened')),
        status: pick(b, 'recordStatus', 'paymentStatus', 'accountStatus'),
        // the block's heading is the court when the type is printed as a pair
        court: pick(b, 'court') ?? (printedType && b.title ? cleanValue(b.title) : null),
        reference: pick(b, 'reference', 'accountNumber'),
        amount: parseMoney(pick(b, 'amount', 'balance')),
        chapter: chapterOf(chapterText ?? '') ?? chapterOf(`${type} ${b.title ?? ''}`),
      };
    });
}

const STREET = /^\d+[A-Z]?\s+\S+.*|^p\.?\s?o\.?\s*box\b.*/i;
const CITY_LINE = /^[A-Za-z .'-]+,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?$/;

/** Name and addresses from the personal-information lines (pairs or an address list). */
export function parseConsumer(lines: DocLine[]): Consumer {
  let name: string | null = null;
  const addresses: string[] = [];
  let addressOpen = false;
  for (let i = 0; i < lines.length; i++) {
    const text = (lines[i]?.text ?? '').trim();
    const pairs = splitPairs(text);
    if (pairs.length > 0) {
      addressOpen = false;
      for (const p of pairs) {
        if (p.field === 'name' && !name && !isEmptyValue(p.value) && !/known as/i.test(p.label)) name = p.value;
        if (p.field === 'address' && !isEmptyValue(p.value)) {
          addresses.push(p.value);
          addressOpen = !CITY_LINE.test(p.value) && !/\d{5}/.test(p.value);
        }
      }
      continue;
    }
    if (addressOpen && addresses.length > 0 && CITY_LINE.test(text)) {
      addresses[addresses.length - 1] = `${addresses[addresses.length - 1]}, ${text}`;
      addressOpen = false;
      continue;
    }
    if (STREET.test(text)) {
      const next = (lines[i + 1]?.text ?? '').trim();
      if (CITY_LINE.test(next) && splitPairs(next).length === 0) {
        addresses.push(`${cleanValue(text)}, ${next}`);
        i++;
      } else if (/\d{5}/.test(text)) {
        addresses.push(cleanValue(text));
      }
    }
  }
  return { name, addresses: [...new Set(addresses)] };
}
