import { describe, expect, it } from 'vitest';
import { bureauCellOrder, bureauCells, monthCells } from './bureau-cells';

describe('cells holding every bureau’s value, in the order a key states', () => {
  it('takes the order from a key of bureaus separated by bars, anywhere in a line', () => {
    expect(bureauCellOrder(['Summary of your file', 'Figures below read Equifax | TransUnion | Experian, left to right.'])).toEqual([
      'equifax',
      'transunion',
      'experian',
    ]);
    expect(bureauCellOrder(['Opened (Trans Union | Equifax)'])).toEqual(['transunion', 'equifax']);
    expect(bureauCellOrder(['Date (TU | EXP | EQF)'])).toEqual(['transunion', 'experian', 'equifax']);
  });

  it('has no order without a key, with a bureau named twice, or with two keys that disagree', () => {
    expect(bureauCellOrder(['Balance  $10 | $20 | $30', 'TransUnion  Experian  Equifax'])).toBeNull();
    expect(bureauCellOrder(['Experian | Experian | Equifax'])).toBeNull();
    expect(bureauCellOrder(['Home | Experian report | Help'])).toBeNull();
    expect(bureauCellOrder(['Key: Experian | Equifax', 'Key: Equifax | Experian'])).toBeNull();
    expect(bureauCellOrder(['Key: Experian | Equifax', 'Dates (Experian | Equifax)'])).toEqual(['experian', 'equifax']);
  });

  it('gives each bureau its value; a dash is a bureau that reports nothing; a cell of another count is none', () => {
    const order = ['experian', 'equifax', 'transunion'] as const;
    const cells = bureauCells('Paid as agreed | — | Paid late', [...order]);
    expect(cells && [...cells]).toEqual([
      ['experian', 'Paid as agreed'],
      ['equifax', null],
      ['transunion', 'Paid late'],
    ]);
    expect(bureauCells('$40 | $40', [...order])).toBeNull();
    expect(bureauCells('ACME|WIDGETS|CO', [...order])).toBeNull();
  });

  it('reads a line of history cells, a month each with its codes a bureau each', () => {
    const order = ['equifax', 'experian'] as const;
    const read = monthCells('Mar 2023: OK | 30     Feb 2023: — | OK     01/2023: CO | CO', [...order]);
    expect(read && Object.fromEntries(read)).toEqual({
      equifax: { '2023-03': 'OK', '2023-01': 'CO' },
      experian: { '2023-03': '30', '2023-02': 'OK', '2023-01': 'CO' },
    });
    // anything else on the line, an unknown code or a cell of another count: no history cells
    expect(monthCells('Mar 2023: OK | 30  see note', [...order])).toBeNull();
    expect(monthCells('Mar 2023: OK | maybe', [...order])).toBeNull();
    expect(monthCells('Mar 2023: OK | OK | OK', [...order])).toBeNull();
    expect(monthCells('Opened 2023: OK | OK', [...order])).toBeNull();
  });
});
