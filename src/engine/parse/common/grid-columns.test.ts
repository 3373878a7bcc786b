import { describe, expect, it } from 'vitest';
import { applyYearRow, monthColumns, readGridRow, rowYear, type Token } from './grid-columns';
import { parseAccountNumber, firstDateInCell } from './field-values';

const tok = (text: string, x: number): Token => ({ text, x, width: text.length * 4 });

describe('payment grid columns', () => {
  it('fills month columns a scan lost, most recent month first', () => {
    // Jul Jun _ _ Mar _ … at a 20.5 pt pitch: only some month names were read
    const cols = monthColumns([tok('Jul', 100), tok('Jun', 120.5), tok('Mar', 182), tok('Feb', 202.5), tok('Dec', 243.5), tok('Nov', 264)]);
    expect(cols?.map((c) => c.month)).toEqual([7, 6, 5, 4, 3, 2, 1, 12, 11]);
  });

  it('places years by position when some year cells are garbled and reads codes under their months', () => {
    const cols = monthColumns(['Mar', 'Feb', 'Jan', 'Dec', 'Nov', 'Oct'].map((m, i) => tok(m, 100 + i * 30)))!;
    expect(applyYearRow(cols, [tok('‘25', 100), tok('25', 130), tok('x5', 160), tok('124', 190), tok("'24", 220), tok('24', 250)])).toBe(true);
    expect(cols.map((c) => `${c.year}-${c.month}`)).toEqual(['2025-3', '2025-2', '2025-1', '2024-12', '2024-11', '2024-10']);
    const history = readGridRow(cols, [tok('CO.', 100), tok('coL', 130), tok('60', 220), tok('OK', 250)]);
    expect(history).toEqual({ '2025-03': 'CO', '2025-02': 'COL', '2024-11': '60', '2024-10': 'OK' });
  });
});

describe('month names a scan marked', () => {
  it('reads "Nov:" and a quoted "Dec" as months, and "Novel" as none', () => {
    const cols = monthColumns(['Nov:', '"Dec', 'Jan', 'Feb.', 'Mar', 'Apr'].map((m, i) => tok(m, 100 + i * 30)));
    expect(cols?.map((c) => c.month)).toEqual([11, 12, 1, 2, 3, 4]);
    expect(monthColumns(['Novel', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May'].map((m, i) => tok(m, 100 + i * 30)))?.map((c) => c.month)).toEqual([
      12, 1, 2, 3, 4, 5,
    ]);
  });
});

describe("a scan's speck in a grid row", () => {
  const cols = monthColumns(['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m, i) => tok(m, 100 + i * 38)))!;
  it('is no code: a "*" a point wide among "CO"s nine wide is dropped', () => {
    const row = [tok('co', 100), tok('co', 138), { text: '*', x: 190, width: 1 }];
    expect(readGridRow(cols, row, { year: 2024 })).toEqual({ '2024-07': 'CO', '2024-08': 'CO' });
  });
  it('leaves a printed "*" as wide as a letter (lookalike)', () => {
    const row = [tok('OK', 100), tok('OK', 138), tok('*', 177)];
    expect(readGridRow(cols, row, { year: 2024 })).toEqual({ '2024-07': 'OK', '2024-08': 'OK', '2024-09': 'OK' });
  });
});

describe('a row led by its year', () => {
  it('takes "©2023" for 2023 (a speck before the year), and no other word', () => {
    expect(rowYear([tok('©2023', 56), tok('Cc', 101)])).toBe(2023);
    expect(rowYear([tok('©20', 56), tok('Cc', 101)])).toBeNull();
    expect(rowYear([tok('©', 56), tok('2023', 70)])).toBeNull();
  });
});

describe('a young account', () => {
  it('reads a one-month grid', () => {
    const cols = monthColumns([tok('May', 100)], 1)!;
    expect(applyYearRow(cols, [tok("'25", 100)])).toBe(true);
    expect(readGridRow(cols, [tok('COL', 100)])).toEqual({ '2025-05': 'COL' });
  });
});

describe('value readers', () => {
  it('reads dates at the printed precision', () => {
    expect(firstDateInCell('Aug 15, 2023')).toBe('2023-08-15');
    expect(firstDateInCell('08/2023')).toBe('2023-08');
    expect(firstDateInCell('August 2023')).toBe('2023-08');
    expect(firstDateInCell('13/2023')).toBeNull();
    expect(firstDateInCell('2019/11/03')).toBe('2019-11-03');
    expect(firstDateInCell('2019/11³')).toBe('2019-11');
    expect(firstDateInCell('4410/11')).toBeNull();
  });

  it('masks full account numbers and repairs OCR look-alikes after a mask', () => {
    expect(parseAccountNumber('4111111111111111')).toBe('XXXXXXXXXXXX1111');
    expect(parseAccountNumber('XXXXXXXXXXXXGA9T')).toBe('XXXXXXXXXXXX6497');
    expect(parseAccountNumber('517805 XXXXXX')).toBe('517805XXXXXX');
    expect(parseAccountNumber('-')).toBeNull();
  });
});

describe('a month read two ways', () => {
  it('is left out when two different codes fall under it, and kept when they agree', () => {
    const cols = monthColumns(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'].map((m, i) => tok(m, 100 + i * 30)))!;
    expect(
      applyYearRow(
        cols,
        cols.map((c) => tok("'25", c.center - 6)),
      ),
    ).toBe(true);
    // February read as both COL and 60 (a cell split in two by a scan's speck)
    const history = readGridRow(cols, [tok('COL', 100), tok('COL', 126), tok('60', 138), tok('OK', 160), tok('OK', 172)]);
    expect(history).toEqual({ '2025-01': 'COL', '2025-03': 'OK' });
  });

  it('drops a lone digit from a row of worded codes, and reads a row written in digits', () => {
    const cols = monthColumns(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'].map((m, i) => tok(m, 100 + i * 30)))!;
    expect(
      applyYearRow(
        cols,
        cols.map((c) => tok("'25", c.center - 6)),
      ),
    ).toBe(true);
    expect(readGridRow(cols, [tok('COL', 100), tok('1', 136), tok('COL', 160)])).toEqual({ '2025-01': 'COL', '2025-03': 'COL' });
    expect(readGridRow(cols, [tok('C', 100), tok('1', 136), tok('2', 166)])).toEqual({ '2025-01': 'COL', '2025-02': '30', '2025-03': '60' });
    // single letters stay among worded codes (Equifax prints "OK … B")
    expect(readGridRow(cols, [tok('OK', 100), tok('B', 136)])).toEqual({ '2025-01': 'OK', '2025-02': 'BK' });
  });
});

describe('codes printed in one run with the row label (decision 233)', () => {
  // six months 20 points apart; the codes' estimated places drift (one under no month, two under one)
  const cols = monthColumns(['Mar', 'Feb', 'Jan', 'Dec', 'Nov', 'Oct'].map((m, i) => tok(m, 94 + i * 20)))!;
  const drifted = ['OK', '30', '60', '90', 'CO', 'CO'].map((code, i) => tok(code, [76, 100, 123, 146, 170, 193][i]!));
  it('gives as many codes as months the months in print order', () => {
    expect(readGridRow(cols, drifted, { year: 2026 })).toEqual({
      '2026-03': 'OK',
      '2026-02': '30',
      '2026-01': '60',
      '2026-12': '90',
      '2026-11': 'CO',
      '2026-10': 'CO',
    });
  });
  it('places fewer codes than months by position (blank months stay blank)', () => {
    expect(readGridRow(cols, drifted.slice(1), { year: 2026 })).toEqual({
      '2026-03': '30',
      '2026-02': '60',
      '2026-01': '90',
      '2026-11': 'CO',
      '2026-10': 'CO',
    });
  });
});
