import { describe, expect, it } from 'vitest';
import { readCentredCells } from './centred-cells';
import type { Line } from './lines';

/** A line of segments at the given x positions (5 points a character), font size 10. */
function line(y: number, cells: Array<[string, number]>, page = 1): Line {
  const segments = cells.map(([text, x]) => ({ text, x, right: x + text.length * 5 }));
  return { page, y, size: 10, text: segments.map((s) => s.text).join('  '), segments, x: segments[0]!.x };
}

const texts = (lines: Line[]) => lines.map((l) => l.segments.map((s) => s.text));

describe('values centred on their row (cells of an HTML table)', () => {
  it('puts a value wrapped around its label line back on that line, half above and half below', () => {
    const lines = [
      line(100, [['KESTREL RECOVERY', 20]]),
      line(110, [['COLLECTION', 300]]),
      line(116, [
        ['Account Number', 20],
        ['QL398****', 110],
        ['Account Type', 200],
      ]),
      line(122, [['AGENCY/ATTORNEY', 300]]),
      line(131, [
        ['Balance', 20],
        ['$3,790', 110],
        ['High Balance', 200],
        ['$3,790', 300],
      ]),
    ];
    expect(texts(readCentredCells(lines))).toEqual([
      ['KESTREL RECOVERY'],
      ['Account Number', 'QL398****', 'Account Type', 'COLLECTION AGENCY/ATTORNEY'],
      ['Balance', '$3,790', 'High Balance', '$3,790'],
    ]);
  });

  it('reads a value of three lines around its row, once the document shows centred cells', () => {
    const lines = [
      line(110, [['COLLECTION', 300]]),
      line(116, [
        ['Account Number', 20],
        ['QL398****', 110],
        ['Account Type', 200],
      ]),
      line(122, [['AGENCY/ATTORNEY', 300]]),
      line(131, [
        ['Date Updated', 20],
        ['05/20/2026', 110],
      ]),
      line(138, [['UNPAID BALANCE REPORTED', 110]]),
      line(146, [
        ['Remarks', 20],
        ['AS A LOSS BY THE CREDIT', 110],
      ]),
      line(154, [['GRANTOR', 110]]),
    ];
    expect(texts(readCentredCells(lines)).slice(1)).toEqual([
      ['Date Updated', '05/20/2026'],
      ['Remarks', 'UNPAID BALANCE REPORTED AS A LOSS BY THE CREDIT GRANTOR'],
    ]);
  });

  it('leaves a value wrapped under its label (cells aligned at the top) alone', () => {
    const lines = [
      line(100, [
        ['Account Number', 20],
        ['QL398****', 110],
        ['Account Type', 200],
        ['COLLECTION', 300],
      ]),
      line(110, [['AGENCY/ATTORNEY', 300]]),
      line(122, [
        ['Remarks', 20],
        ['UNPAID BALANCE REPORTED', 110],
      ]),
      line(132, [['AS A LOSS', 110]]),
    ];
    expect(readCentredCells(lines)).toBe(lines);
  });

  it('leaves lines alone when no value can only be centred (a line above and below a row that has its own value)', () => {
    const lines = [
      line(100, [
        ['Date Updated', 20],
        ['05/20/2026', 110],
      ]),
      line(112, [['UNPAID BALANCE REPORTED', 110]]),
      line(124, [
        ['Remarks', 20],
        ['AS A LOSS BY THE CREDIT', 110],
      ]),
      line(136, [['GRANTOR', 110]]),
    ];
    expect(readCentredCells(lines)).toBe(lines);
  });

  it('never takes text printed in a label column or a label (a name, a heading, "PURCHASED BY" is a value)', () => {
    const lines = [
      line(104, [['Satisfactory accounts', 20]]),
      line(110, [
        ['GRANTOR', 300],
        ['PURCHASED BY', 340],
      ]),
      line(116, [
        ['Last Payment Made', 20],
        ['11/09/2024', 110],
        ['Remarks', 200],
      ]),
      line(122, [['ANOTHER LENDER', 300]]),
    ];
    expect(texts(readCentredCells(lines))).toEqual([
      ['Satisfactory accounts'],
      ['Last Payment Made', '11/09/2024', 'Remarks', 'GRANTOR PURCHASED BY ANOTHER LENDER'],
    ]);
  });
});
