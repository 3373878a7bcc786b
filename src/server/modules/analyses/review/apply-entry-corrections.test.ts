import { describe, expect, it } from 'vitest';
import { entryCorrectionRequestSchema, REVIEW_MESSAGES } from '../../../../common/review';
import { report } from '../../../../engine/detect/testing/factory';
import { reanalyzeReports } from '../../../../engine/index';
import type { Inquiry, PublicRecord } from '../../../../engine/model';
import { HELD_ENTRY_READING, itemStatesOf, NO_PERSON_FACTS } from '../../../../engine/plan/item-state';
import { buildPlan } from '../../../../engine/plan/plan';
import { inquiryKeys, recordKeys } from './account-keys';
import { applyCorrections, type StoredCorrection } from './apply-corrections';

const WARNING = 'We could not read this entry cleanly; check it against your report.';
const flaggedInquiry: Inquiry = { creditor: 'LAKESHORE AUTO LOANS', date: '2024-02-10', kind: 'hard', readingWarning: WARNING, readingChecks: ['read_twice'] };
const cleanInquiry: Inquiry = { creditor: 'PINEFIELD BANK', date: '2024-03-01', kind: 'hard' };
const flaggedRecord: PublicRecord = {
  type: 'Civil Judgment',
  date: null,
  status: null,
  court: null,
  reference: null,
  amount: null,
  chapter: null,
  readingWarning: WARNING,
  readingChecks: ['key_fields_missing'],
};
const base = report({ reportDate: '2024-06-01', inquiries: [flaggedInquiry, cleanInquiry], publicRecords: [flaggedRecord] });
const [inquiryKey] = inquiryKeys(base.inquiries);
const [recordKey] = recordKeys(base.publicRecords);

let seq = 0;
function stored(fields: Partial<StoredCorrection> & Pick<StoredCorrection, 'accountKey' | 'kind'>): StoredCorrection {
  seq += 1;
  return { id: `e${seq}`, field: null, value: true, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)), ...fields };
}
const heldOf = (rows: StoredCorrection[], creditor: string) => {
  const analysis = reanalyzeReports([applyCorrections(base, rows).report], { merged: false });
  return itemStatesOf(analysis, NO_PERSON_FACTS).find((s) => s.creditor === creditor)?.held ?? null;
};

describe('flagged inquiries and public records in the review (decision 250)', () => {
  it('keys entries by what was printed and shows only the flagged ones, with the reason in plain words', () => {
    expect(inquiryKey).toMatch(/^q-[0-9a-f]{12}-0$/);
    expect(recordKey).toMatch(/^p-[0-9a-f]{12}-0$/);
    expect(inquiryKeys([{ ...flaggedInquiry, creditor: ' lakeshore  auto loans ' }])).toEqual([inquiryKey]);
    const applied = applyCorrections(base, []);
    expect(applied.report).toEqual(base);
    expect(applied.summary).toBeNull();
    expect(applied.entries).toEqual([
      expect.objectContaining({
        key: inquiryKey,
        entry: 'inquiry',
        inquiry_kind: 'hard',
        read: { creditor: 'LAKESHORE AUTO LOANS', date: '2024-02-10' },
        reading_warning: WARNING,
        reasons: ['It is the same as an entry above it: it may be printed once and read twice.'],
      }),
      expect.objectContaining({
        key: recordKey,
        entry: 'record',
        inquiry_kind: null,
        read: { type: 'Civil Judgment', status: null, date: null, amount: null },
        reasons: ['We read only its type: no date, status, court, reference or amount.'],
      }),
    ]);
  });

  it('holds a flagged inquiry until it is confirmed, then lets advice cover it', () => {
    expect(heldOf([], 'LAKESHORE AUTO LOANS')).toBe(HELD_ENTRY_READING);
    expect(HELD_ENTRY_READING).toContain('Review accounts');
    const rows = [stored({ accountKey: inquiryKey!, kind: 'accurate' })];
    expect(heldOf(rows, 'LAKESHORE AUTO LOANS')).toBeNull();
    const applied = applyCorrections(base, rows);
    expect(applied.entries[0]).toMatchObject({ accurate: { kind: 'accurate' } });
    expect(applied.entries[0]!.reading_warning).toBeUndefined();
    expect(applied.summary).toMatchObject({ entries_reviewed: 1, corrected_fields: 0, accurate: [] });
    const plan = buildPlan(reanalyzeReports([applied.report], { merged: false }));
    expect(plan.strategy.summary).not.toContain('LAKESHORE AUTO LOANS is left out');
  });

  it('uses a corrected value everywhere, the value read kept beside it', () => {
    const rows = [stored({ accountKey: inquiryKey!, kind: 'field', field: 'creditor', value: 'LAKESHORE AUTO FINANCE' })];
    const applied = applyCorrections(base, rows);
    expect(applied.report.inquiries[0]).toMatchObject({ creditor: 'LAKESHORE AUTO FINANCE', readingWarning: null });
    expect(applied.entries[0]).toMatchObject({ read: { creditor: 'LAKESHORE AUTO LOANS' }, current: { creditor: 'LAKESHORE AUTO FINANCE' } });
    expect(heldOf(rows, 'LAKESHORE AUTO FINANCE')).toBeNull();
    const amount = applyCorrections(base, [stored({ accountKey: recordKey!, kind: 'field', field: 'amount', value: 1250 })]);
    expect(amount.report.publicRecords[0]).toMatchObject({ amount: 1250, readingWarning: null });
  });

  it('leaves an entry that is not on the report, or not the person’s, out of the report', () => {
    const applied = applyCorrections(base, [stored({ accountKey: inquiryKey!, kind: 'not_mine' }), stored({ accountKey: recordKey!, kind: 'not_mine' })]);
    expect(applied.report.inquiries).toEqual([cleanInquiry]);
    expect(applied.report.publicRecords).toEqual([]);
    expect(applied.entries.map((e) => e.not_mine?.kind)).toEqual(['not_mine', 'not_mine']);
  });
});

describe('entryCorrectionRequestSchema', () => {
  const key = 'q-0123456789ab-0';
  const messageOf = (body: unknown) => {
    const result = entryCorrectionRequestSchema.safeParse(body);
    return result.success ? null : result.error.issues[0]?.message;
  };
  it('takes the fields a person sees on the report, checked like an account’s', () => {
    expect(messageOf({ kind: 'field', entry_key: key, field: 'date', value: '2024-02' })).toBeNull();
    expect(messageOf({ kind: 'field', entry_key: 'p-0123456789ab-1', field: 'amount', value: 1200.5 })).toBeNull();
    expect(messageOf({ kind: 'accurate', entry_key: key })).toBeNull();
    expect(messageOf({ kind: 'field', entry_key: key, field: 'date', value: '2024-13' })).toBe(REVIEW_MESSAGES.date);
    expect(messageOf({ kind: 'field', entry_key: key, field: 'creditor', value: ' ' })).toBe(REVIEW_MESSAGES.creditorRequired);
    expect(messageOf({ kind: 'field', entry_key: 'p-0123456789ab-0', field: 'type', value: null })).toBe(REVIEW_MESSAGES.typeRequired);
    expect(messageOf({ kind: 'field', entry_key: 'p-0123456789ab-0', field: 'amount', value: -3 })).toBe(REVIEW_MESSAGES.money);
    // An inquiry has no amount; a record no creditor.
    expect(messageOf({ kind: 'field', entry_key: key, field: 'amount', value: 3 })).toBe(REVIEW_MESSAGES.field);
    expect(messageOf({ kind: 'field', entry_key: 'p-0123456789ab-0', field: 'creditor', value: 'X' })).toBe(REVIEW_MESSAGES.field);
    expect(messageOf({ kind: 'accurate', entry_key: 'r-0123456789ab-0' })).toBe(REVIEW_MESSAGES.entryKey);
    expect(messageOf({ kind: 'add', entry_key: key })).toBe(REVIEW_MESSAGES.entryKind);
  });
});
