/**
 * The person's review of the inquiries and public records the engine flagged (decision 250), laid over the report
 * as read like the accounts' (apply-corrections.ts): a corrected field or "accurate as read" clears the entry's
 * reading warning, so the item state (engine/plan/item-state.ts) no longer holds it back; "not on my report / not
 * mine" leaves it out of the report. Pure.
 */
import type { EntryField, EntryKind, ReviewEntryDto, ReviewEntryFields, ReviewValue } from '../../../../common/review';
import { ENTRY_FIELDS, entryReasons } from '../../../../common/review';
import type { CreditReport, Inquiry, PublicRecord } from '../../../../engine/model';
import { inquiryKeys, recordKeys } from './account-keys';
import { toCorrectionDto, type StoredCorrection } from './apply-corrections';

type Entry = Inquiry | PublicRecord;

interface Reviewed<T extends Entry> {
  key: string;
  read: T;
  current: T;
  corrections: StoredCorrection[];
  notMine: StoredCorrection | null;
  accurate: StoredCorrection | null;
}

function fieldsOf(entry: EntryKind, value: Entry): ReviewEntryFields {
  const out: ReviewEntryFields = {};
  for (const field of ENTRY_FIELDS[entry]) out[field] = ((value as unknown as Record<string, ReviewValue | undefined>)[field] ?? null) as ReviewValue;
  return out;
}

function reviewed<T extends Entry>(entries: readonly T[], keys: string[], rows: readonly StoredCorrection[]): Reviewed<T>[] {
  const out = entries.map(
    (e, i) => ({ key: keys[i]!, read: e, current: e, corrections: [] as StoredCorrection[], notMine: null, accurate: null }) as Reviewed<T>,
  );
  const byKey = new Map(out.map((e) => [e.key, e]));
  for (const row of rows) {
    const e = byKey.get(row.accountKey);
    if (!e) continue;
    if (row.kind === 'field' && row.field) {
      // A corrected entry is one the person checked: its reading warning no longer holds advice back.
      e.current = { ...e.current, [row.field as EntryField]: row.value ?? null, readingWarning: null };
      e.corrections.push(row);
    } else if (row.kind === 'not_mine') e.notMine = row;
    else if (row.kind === 'accurate') {
      e.accurate = row;
      e.current = { ...e.current, readingWarning: null };
    }
  }
  return out;
}

function toDto(entry: EntryKind, e: Reviewed<Entry>): ReviewEntryDto {
  const open = !!e.read.readingWarning && e.corrections.length === 0 && !e.accurate && !e.notMine;
  return {
    key: e.key,
    entry,
    inquiry_kind: entry === 'inquiry' ? (e.read as Inquiry).kind : null,
    read: fieldsOf(entry, e.read),
    current: fieldsOf(entry, e.current),
    corrections: e.corrections.map(toCorrectionDto),
    not_mine: e.notMine ? toCorrectionDto(e.notMine) : null,
    accurate: e.accurate ? toCorrectionDto(e.accurate) : null,
    reasons: entryReasons(entry, e.read.readingChecks ?? []),
    ...(open ? { reading_warning: e.read.readingWarning! } : {}),
  };
}

export interface AppliedEntries {
  inquiries: Inquiry[];
  publicRecords: PublicRecord[];
  /** The flagged entries the review shows (only flagged ones can be reviewed). */
  entries: ReviewEntryDto[];
  /** How many stored corrections apply to a shown entry. */
  applied: StoredCorrection[];
}

/** `rows` sorted oldest first. */
export function applyEntryCorrections(extracted: CreditReport, rows: readonly StoredCorrection[]): AppliedEntries {
  const inquiries = reviewed(extracted.inquiries, inquiryKeys(extracted.inquiries), rows);
  const records = reviewed(extracted.publicRecords, recordKeys(extracted.publicRecords), rows);
  const flagged = (e: Reviewed<Entry>) => !!e.read.readingWarning;
  const entries = [...inquiries.filter(flagged).map((e) => toDto('inquiry', e)), ...records.filter(flagged).map((e) => toDto('record', e))];
  const shown = new Set(entries.map((e) => e.key));
  return {
    inquiries: inquiries.filter((e) => !(flagged(e) && e.notMine)).map((e) => e.current),
    publicRecords: records.filter((e) => !(flagged(e) && e.notMine)).map((e) => e.current),
    entries,
    applied: rows.filter((r) => shown.has(r.accountKey)),
  };
}
