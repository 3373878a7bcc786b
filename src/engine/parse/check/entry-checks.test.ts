import { describe, expect, it } from 'vitest';
import type { Inquiry, PublicRecord } from '../../model';
import { checkInquiries, checkRecords, ENTRY_WARNING } from './entry-checks';

const q = (creditor: string, date: string | null = '2025-03-04', kind: Inquiry['kind'] = 'hard'): Inquiry => ({ creditor, date, kind });
const rec = (fields: Partial<PublicRecord>): PublicRecord => ({
  type: 'Chapter 7 Bankruptcy',
  date: '2019-05-01',
  status: 'Discharged',
  court: 'US BANKRUPTCY COURT',
  reference: null,
  amount: null,
  chapter: 7,
  ...fields,
});

describe('inquiry self-checks (decision 243)', () => {
  it('leaves a lender name and distinct inquiries alone', () => {
    const out = checkInquiries([
      q('CAPITAL ONE BANK'),
      q('Synchrony Bank / Amazon'),
      q('CAPITAL ONE BANK', '2025-05-01'),
      q('CAPITAL ONE BANK', null),
      q('CAPITAL ONE BANK', null),
    ]);
    expect(out.map((i) => i.readingWarning ?? null)).toEqual([null, null, null, null, null]);
    expect(out[1]!.creditor).toBe('Synchrony Bank / Amazon');
  });
  it('cuts an address or a date printed after the name', () => {
    const [a, b] = checkInquiries([q('EXAMPLE AUTO FINANCE PO BOX 1234 DALLAS TX 75201'), q('NORTHWIND BANK 03/04/2025')]);
    expect(a!.creditor).toBe('EXAMPLE AUTO FINANCE');
    expect(b!.creditor).toBe('NORTHWIND BANK');
    expect(a!.readingWarning ?? null).toBeNull();
  });
  it('flags a creditor that is a label, a date, an amount, a bureau line or a sentence', () => {
    const out = checkInquiries([
      q('Date of Inquiry'),
      q('03/04/2025'),
      q('$1,200'),
      q('TransUnion: none'),
      q('Inquiries are shown for two years. You may dispute them.'),
    ]);
    for (const i of out) expect(i.readingWarning).toBe(ENTRY_WARNING);
    expect(out[0]!.readingChecks).toContain('creditor_holds_label');
    expect(out[3]!.readingChecks).toContain('creditor_is_bureau_line');
    expect(out[4]!.readingChecks).toContain('creditor_holds_prose');
  });
  it('flags the repeats of an inquiry read twice, not the first', () => {
    const out = checkInquiries([q('CAPITAL ONE BANK'), q('Capital One Bank'), q('CAPITAL ONE BANK', '2025-03-04', 'soft')]);
    expect(out.map((i) => i.readingChecks ?? [])).toEqual([[], ['read_twice'], []]);
  });
});

describe('public record self-checks (decision 243)', () => {
  it('leaves a record alone', () => {
    const out = checkRecords([rec({}), rec({ type: 'Civil Judgment', date: '2020-01-01', court: null, status: null, amount: 1200 })]);
    expect(out.map((r) => r.readingWarning ?? null)).toEqual([null, null]);
  });
  it('flags a type that is a label, a date, a bureau line or a sentence', () => {
    const out = checkRecords([
      rec({ type: 'Date Filed' }),
      rec({ type: '05/01/2019' }),
      rec({ type: 'Experian: not reported here' }),
      rec({ type: 'Public records are shown for seven years. You can dispute them.' }),
    ]);
    expect(out.map((r) => r.readingChecks)).toEqual([['type_holds_label'], ['type_holds_date'], ['type_is_bureau_line'], ['type_holds_prose']]);
  });
  it('flags a record with nothing read but its type, and the repeat of a record read twice', () => {
    const out = checkRecords([rec({ date: null, status: null, court: null }), rec({ reference: '17-73515' }), rec({ reference: '17-73515' })]);
    expect(out.map((r) => r.readingChecks ?? [])).toEqual([['key_fields_missing'], [], ['read_twice']]);
  });
});
