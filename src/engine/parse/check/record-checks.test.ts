import { describe, expect, it } from 'vitest';
import type { PublicRecord } from '../../model';
import { checkRecord } from './record-checks';

const record = (over: Partial<PublicRecord>): PublicRecord => ({
  type: 'Civil judgment',
  date: '2019-03-04',
  status: 'Satisfied',
  court: 'SALTMARSH COUNTY COURT',
  reference: null,
  amount: null,
  chapter: null,
  ...over,
});

describe('self-check of a public record', () => {
  it('cuts a label swallowed into the court and takes its value as the reference', () => {
    const r = checkRecord(record({ court: 'SALTMARSH COUNTY COURT Reference Number 17-73515' }));
    expect(r.record.court).toBe('SALTMARSH COUNTY COURT');
    expect(r.record.reference).toBe('17-73515');
    expect(r.repaired).toBe(true);
  });

  it('keeps a reference already read and only cuts the text', () => {
    const r = checkRecord(record({ status: 'Satisfied Date Filed 03/04/2019', reference: 'X1' }));
    expect(r.record).toMatchObject({ status: 'Satisfied', reference: 'X1', date: '2019-03-04' });
  });

  it('fills a date filed the reading lacked', () => {
    expect(checkRecord(record({ date: null, type: 'Civil judgment Date Filed 03/04/2019' })).record).toMatchObject({
      type: 'Civil judgment',
      date: '2019-03-04',
    });
  });

  it('leaves a court whose name holds one label word alone', () => {
    const r = checkRecord(record({}));
    expect(r.repaired).toBe(false);
    expect(r.record.court).toBe('SALTMARSH COUNTY COURT');
  });

  it("cuts the page's running text read onto a field (a footer after the last record), and leaves a status in words alone", () => {
    const footer = 'CreditCanopy is not a credit bureau. Scores are VantageScore 3.0 provided for educational purposes. Privacy';
    const r = checkRecord(record({ status: `Discharged ${footer}` }));
    expect(r.record.status).toBe('Discharged');
    expect(r.repaired).toBe(true);
    expect(checkRecord(record({ court: 'SALTMARSH COUNTY COURT Learn how judgments and liens affect you.' })).record.court).toBe('SALTMARSH COUNTY COURT');
    for (const status of [
      'Dismissed by the court on appeal.',
      'Chapter 7 dismissed by the court.',
      'Satisfied.',
      'Paid civil judgment',
      'JUDGMENT FILED BY THE PLAINTIFF FOR THE AMOUNT OF THE DEBT.',
    ]) {
      expect(checkRecord(record({ status })).record.status).toBe(status);
    }
  });
});
