import { describe, expect, it } from 'vitest';
import { docFromText } from './testing';
import { documentLines } from './lines';
import type { ExtractedDocument } from '../../extract/types';
import { isGridLine, monthNumbers, readPaymentGrid, readPaymentPairs } from './grid';

const gridOf = (text: string, reference: string | null = null) => readPaymentGrid(documentLines(docFromText(text)), reference);

describe('readPaymentGrid', () => {
  it('reads rows of "Mon YY" cells, newest first, each row its own years', () => {
    const history = gridOf(
      `
  Feb 26     Jan 26     Dec 25     Nov 25
    CO         C          OK
  Oct 25     Sep 25     Aug 25     Jul 25
    OK         30         OK         OK
`,
      '2020-01',
    );
    expect(history).toEqual({ '2026-02': 'CO', '2026-01': 'COL', '2025-12': 'OK', '2025-10': 'OK', '2025-09': '30', '2025-08': 'OK', '2025-07': 'OK' });
  });

  it('reads year rows under a header of month numbers after "Year" (decision 230), blanks included', () => {
    const history = gridOf(`
Year  01   02   03   04   05   06   07   08   09   10   11   12
2024  OK        30   60
2023                                     OK   OK   OK   OK   OK
`);
    expect(history).toEqual({
      '2024-01': 'OK',
      '2024-03': '30',
      '2024-04': '60',
      '2023-08': 'OK',
      '2023-09': 'OK',
      '2023-10': 'OK',
      '2023-11': 'OK',
      '2023-12': 'OK',
    });
  });

  it('takes numbers for months only as a run in order after a row label, or all twelve', () => {
    const tokens = (text: string) => text.split(/\s+/).map((t) => ({ text: t }));
    expect(monthNumbers(tokens('Year 01 02 03 04 05 06 07 08 09 10 11 12'))?.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(monthNumbers(tokens('Month 12 11 10 09 08 07'))?.map((m) => m.month)).toEqual([12, 11, 10, 9, 8, 7]);
    expect(monthNumbers(tokens('01 02 03 04 05 06 07 08 09 10 11 12'))).not.toBeNull();
    // a row of days past due or amounts, a short run without a label, numbers out of order
    expect(monthNumbers(tokens('Year 30 60 90 12 11 10'))).toBeNull();
    expect(monthNumbers(tokens('01 02 03 04 05 06'))).toBeNull();
    expect(monthNumbers(tokens('Year 01 02 04 05 06 07 08'))).toBeNull();
    expect(monthNumbers(tokens('Year 1 2 3 4 5 6 7'))).toBeNull();
  });

  it('reads year rows under a Jan…Dec header by column, blanks included', () => {
    const history = gridOf(`
      Jan  Feb  Mar  Apr  May  Jun  Jul  Aug  Sep  Oct  Nov  Dec
2023  OK   OK        30   60   90   CO   CO
2022                                          OK   OK   OK   OK
`);
    expect(history).toEqual({
      '2023-01': 'OK',
      '2023-02': 'OK',
      '2023-04': '30',
      '2023-05': '60',
      '2023-06': '90',
      '2023-07': 'CO',
      '2023-08': 'CO',
      '2022-09': 'OK',
      '2022-10': 'OK',
      '2022-11': 'OK',
      '2022-12': 'OK',
    });
  });

  it('reads cells of "Month YYYY / Rating / code", a short last row of two cells included', () => {
    const history = gridOf(`
   November 2024    December 2024    January 2025    February 2025    March 2025    April2025
       Rating           Rating           Rating          Rating          Rating        Rating
        OK                30               X               60              OK            OK
   May 2025         June 2025
       Rating           Rating
        OK               90
`);
    expect(history).toEqual({
      '2024-11': 'OK',
      '2024-12': '30',
      '2025-01': 'ND',
      '2025-02': '60',
      '2025-03': 'OK',
      '2025-04': 'OK',
      '2025-05': 'OK',
      '2025-06': '90',
    });
  });

  it('reads a year line over descending months across a year boundary', () => {
    const history = gridOf(`
     2024                     2023
     Feb  Jan                 Dec  Nov  Oct
     C    VS                  R    FC   ND
`);
    expect(history).toEqual({ '2024-02': 'COL', '2024-01': 'RPO', '2023-12': 'RPO', '2023-11': 'FC', '2023-10': 'ND' });
  });

  it('reads month headers that carry their year and bracketed adverse codes', () => {
    const history = gridOf(`
        08/23  07/23  06/23  05/23
Rating  >60<   >30<   OK     X
`);
    expect(history).toEqual({ '2023-08': '60', '2023-07': '30', '2023-06': 'OK', '2023-05': 'ND' });
  });

  it('reads an OK that carries a speck of the scan ("TOKE", "70K.", "OK23:") as OK, and nothing else so', () => {
    const history = gridOf(`
2023                  2022
AUG   JUL   JUN   MAY   APR   MAR
OK"   TOKE  70K.  OK23:  30K  COK
`);
    // lookalikes: "30K" could be a 30 and "COK" a CO with a speck; neither becomes a month
    expect(history).toEqual({ '2023-08': 'OK', '2023-07': 'OK', '2023-06': 'OK', '2023-05': 'OK' });
  });

  it('reads the months a scan lost at either end of the header of a grid with a row per year', () => {
    const history = gridOf(`
      Jan  Feb  Mar  Apr  May  Jun  Jul  Aug  Sep
2023  OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   30
2022                                                    OK   OK
`);
    expect(history['2023-10']).toBe('OK');
    expect(history['2023-12']).toBe('30');
    expect(history['2022-12']).toBe('OK');
    expect(Object.keys(history)).toHaveLength(14);
    const late = gridOf(`
                     Apr  May  Jun  Jul  Aug  Sep  Oct  Nov  Dec
2023  60   OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   OK
`);
    expect(late['2023-01']).toBe('60');
    expect(late['2023-03']).toBe('OK');
  });

  it('adds no month to a header that carries years, starts and ends mid-year, or has five months (lookalikes)', () => {
    const dated = gridOf(`
Jan 23  Feb 23  Mar 23  Apr 23  May 23  Jun 23  Jul 23  Aug 23  Sep 23  Oct 23  Nov 23
OK      OK      OK      OK      OK      OK      OK      OK      OK      OK      OK      30
`);
    expect(dated['2023-12']).toBeUndefined();
    const midYear = gridOf(`
      Mar  Apr  May  Jun  Jul  Aug  Sep  Oct
2023  OK   OK   OK   OK   OK   OK   OK   OK   30
`);
    expect(midYear['2023-11']).toBeUndefined();
    expect(Object.keys(midYear)).toHaveLength(8);
    const five = gridOf(`
      Jan  Feb  Mar  Apr  May
2023  OK   OK   OK   OK   OK   30
`);
    expect(five['2023-06']).toBeUndefined();
  });

  it('places months without a printed year from the reference date', () => {
    expect(
      gridOf(
        `
Mar  Feb  Jan  Dec
OK   30   OK   OK
`,
        '2024-03',
      ),
    ).toEqual({ '2024-03': 'OK', '2024-02': '30', '2024-01': 'OK', '2023-12': 'OK' });
  });
});

describe('isGridLine', () => {
  const line = (text: string) => documentLines(docFromText(text))[0]!;
  it('tells grid rows from rows of values', () => {
    expect(isGridLine(line('Jan  Feb  Mar  Apr'))).toBe(true);
    expect(isGridLine(line('2024  OK  30  60  90'))).toBe(true);
    expect(isGridLine(line('>30<   OK    OK    X'))).toBe(true);
    expect(isGridLine(line('-          Feb 2022          -'))).toBe(false);
    expect(isGridLine(line('Jul 2015    Apr 2019    Apr 2019'))).toBe(false);
    expect(isGridLine(line('-     -     -     -'))).toBe(false);
    // a scan's code row with specks on its OKs is a grid row; words with "ok" in them are not codes
    expect(isGridLine(line('OK"   TOKE   SOK   70K.   TOK?   OK:   OKI'))).toBe(true);
    expect(isGridLine(line('TOKEN   BOOK   SMOKE   OKAY'))).toBe(false);
  });
});

describe('readPaymentPairs', () => {
  it('reads month–code pairs written out in a list, across wraps', () => {
    expect(readPaymentPairs('10/22 OK · 11/22 OK · 12/22 30 · 01/23 60 · 02/2023: CO')).toEqual({
      '2022-10': 'OK',
      '2022-11': 'OK',
      '2022-12': '30',
      '2023-01': '60',
      '2023-02': 'CO',
    });
  });

  it('reads nothing from dates and amounts that are not pairs', () => {
    expect(readPaymentPairs('Date Opened 01/28/2022 Balance $6,310')).toEqual({});
  });
});

describe('month initials', () => {
  it('reads year rows under a header of the twelve initials, blank months left out', () => {
    const text = `
      J    F    M    A    M    J    J    A    S    O    N    D
2025  OK   OK   30   OK
2024                                     OK   CO             CO
`;
    expect(isGridLine(documentLines(docFromText(text))[0]!)).toBe(true);
    expect(gridOf(text)).toEqual({ '2025-01': 'OK', '2025-02': 'OK', '2025-03': '30', '2025-04': 'OK', '2024-08': 'OK', '2024-09': 'CO', '2024-12': 'CO' });
  });

  it('takes no other run of single letters for months', () => {
    expect(isGridLine(documentLines(docFromText('J F M A M J J A S O N'))[0]!)).toBe(false);
  });
});

describe('readPaymentGrid, a row label and its codes in one run (decision 233)', () => {
  it('gives as many codes as months the months in order, however the run places them', () => {
    const cells = (texts: string[]) => texts.map((text, i) => ({ text, x: 93 + i * 20, width: 14 }));
    const line = (items: Array<{ text: string; x: number; width: number }>, y: number) => ({ items, text: items.map((i) => i.text).join(' '), y, size: 8 });
    const doc: ExtractedDocument = {
      source: 'pdf-text',
      pages: [
        {
          number: 1,
          width: 612,
          height: 792,
          lines: [
            line(cells(['Mar', 'Feb', 'Jan', 'Dec', 'Nov', 'Oct']), 100),
            line(cells(['26', '26', '26', '25', '25', '25']), 110),
            // the label and the codes joined by the text layer: a wide gap after the label, then codes 20 points apart
            line([{ text: 'Rating OK 30 60 90 CO CO', x: 20, width: 187 }], 120),
          ],
        },
      ],
    };
    expect(readPaymentGrid(documentLines(doc), '2026-03')).toEqual({
      '2026-03': 'OK',
      '2026-02': '30',
      '2026-01': '60',
      '2025-12': '90',
      '2025-11': 'CO',
      '2025-10': 'CO',
    });
  });
});
