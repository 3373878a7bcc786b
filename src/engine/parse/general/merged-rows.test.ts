import { describe, expect, it } from 'vitest';
import { documentLines } from '../common/lines';
import { docFrom } from '../common/test-doc';
import { inquiriesByBureau } from './inquiry-rows';
import { recordRow } from './record-runs';

describe("a merged report's inquiry rows listing every repository that shows the inquiry (decision 237)", () => {
  it('gives the inquiry to each bureau its last cell lists', () => {
    const lines = documentLines(
      docFrom([['DATE        CREDITOR                  REP', '07/25/25    SAMPLE BANK NA            XP TU EF', '11/12/23    EXAMPLE AUTO SALES        XP TU']]),
    );
    const read = inquiriesByBureau(lines, 'hard');
    expect([...read.keys()].sort()).toEqual(['equifax', 'experian', 'transunion']);
    expect(read.get('equifax')!.map((q) => [q.creditor, q.date])).toEqual([['SAMPLE BANK NA', '2025-07-25']]);
    expect(read.get('transunion')!.map((q) => q.creditor)).toEqual(['SAMPLE BANK NA', 'EXAMPLE AUTO SALES']);
  });

  it('reads a last cell of other words, or a bureau named twice, as no bureau list', () => {
    const lines = documentLines(docFrom([['07/25/25    SAMPLE BANK NA            XP XP', '07/25/25    SAMPLE BANK NA            AUTO LOAN']]));
    expect([...inquiriesByBureau(lines, 'hard').keys()]).toEqual(['all']);
  });
});

describe('a public record printed as a row opened by its bureau (decision 237)', () => {
  it('reads its type, date filed, court and status', () => {
    const [line] = documentLines(docFrom([['XP   Bankruptcy Chapter 7      FILED 08/16/17   US BANKRUPTCY COURT EXAMPLE DIST   Discharged']]));
    const row = recordRow(line!)!;
    expect(row.bureau).toBe('experian');
    expect(row.block.heading!.text).toBe('Bankruptcy Chapter 7');
    expect(row.block.fields.map((f) => [f.key, f.raw])).toEqual([
      ['dateFiled', '08/16/17'],
      ['court', 'US BANKRUPTCY COURT EXAMPLE DIST'],
      ['status', 'Discharged'],
    ]);
  });

  it('is no record without a record’s field, or with a cell it cannot place', () => {
    const [noField, unknown] = documentLines(docFrom([['TU   Sample Bank   $200   Closed', 'EF   Civil judgment   FILED 01/02/20   SOMETHING ELSE']]));
    expect(recordRow(noField!)).toBeNull();
    expect(recordRow(unknown!)).toBeNull();
  });
});
