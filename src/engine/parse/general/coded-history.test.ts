import { describe, expect, it } from 'vitest';
import { codedHistory, historyLegend, legendUnder, type HistoryLegend } from './coded-history';

const LEGEND =
  'Whose Acct: I = Individual, J = Joint. Prior Paying History: 1 = pays as agreed, 2 = 30 days late, 3 = 60 days late, 4 = 90 days late, 5 = 120 days or more, 9 = charge-off or collection, 0 = no data.';

/** The same legend for every label. */
const only = (legend: HistoryLegend) => () => ({ legend, oldestFirst: false });

describe('a history printed as a code string with its legend', () => {
  it('reads the legend the report prints', () => {
    expect(Object.fromEntries(historyLegend(LEGEND))).toEqual({ '1': 'OK', '2': '30', '3': '60', '4': '90', '5': '120', '9': 'CO', '0': 'ND' });
    expect(historyLegend('Whose Acct: I = Individual, J = Joint').size).toBe(0);
  });

  it('places the codes month by month back from the month last reported', () => {
    const h = codedHistory(['Prior Paying History (newest first): 9321'], only(historyLegend(LEGEND)), '2024-02-04', false);
    expect(h).toEqual({ '2024-02': 'CO', '2024-01': '60', '2023-12': '30', '2023-11': 'OK' });
    expect(codedHistory(['History: 999'], only(historyLegend(LEGEND)), '2024-02', true)).toEqual({ '2024-02': 'COL', '2024-01': 'COL', '2023-12': 'COL' });
  });

  it('reads nothing without a legend or with a code the legend does not define', () => {
    expect(codedHistory(['Prior Paying History: 1111'], only(new Map()), '2024-02', false)).toEqual({});
    expect(codedHistory(['Prior Paying History: 11X1'], only(historyLegend(LEGEND)), '2024-02', false)).toEqual({});
  });
});

describe('a payment pattern with its month range and the legend under its label (decision 237)', () => {
  const PRINTED = [
    'ECOA: I = INDIVIDUAL    J = JOINT    A = AUTHORIZED USER    C = CO-SIGNER',
    'MOP: R = REVOLVING    I = INSTALLMENT    O = OPEN; 1 = AS AGREED    2 = 30    3 = 60    9 = CHARGE-OFF/COLLECTION',
    'PAY PATTERN (NEWEST MONTH FIRST): C = CURRENT    1 = 30    2 = 60    3 = 90    L = CHARGE-OFF    G = COLLECTION    B =',
    'BANKRUPTCY    - = NO DATA    . = NOT REPORTED',
    'TRADELINES',
  ];
  const legendOf = (label: string) => legendUnder(PRINTED, label) ?? { legend: historyLegend(PRINTED.join(' ')), oldestFirst: false };

  it('takes the legend printed under the pattern’s label, not another legend’s meaning of the same code', () => {
    const under = legendUnder(PRINTED, 'PAY PATTERN')!;
    expect(Object.fromEntries(under.legend)).toEqual({ C: 'OK', '1': '30', '2': '60', '3': '90', L: 'CO', G: 'COL', B: 'BK', '-': 'ND', '.': null });
    expect(legendUnder(PRINTED, 'PAYMENT HISTORY')).toBeNull();
  });

  it('places the codes back from the newest month of the printed range; "." is a month not reported', () => {
    const h = codedHistory(['PAY PATTERN 03/21-10/20    CC.C321 L'], legendOf, '2021-05-02', false);
    expect(h).toEqual({
      '2021-03': 'OK',
      '2021-02': 'OK',
      '2020-12': 'OK',
      '2020-11': '90',
      '2020-10': '60',
      '2020-09': '30',
      '2020-08': 'CO',
    });
    // a range printed oldest first
    expect(codedHistory(['PAY PATTERN 01/21-03/21    1CC'], legendOf, null, false)).toEqual({ '2021-01': '30', '2021-02': 'OK', '2021-03': 'OK' });
  });

  it('keeps a charge-off a charge-off on a collection account when the legend has a collection code of its own', () => {
    expect(codedHistory(['PAY PATTERN 07/26-05/26    LGL'], legendOf, null, true)).toEqual({ '2026-07': 'CO', '2026-06': 'COL', '2026-05': 'CO' });
  });

  it('reads no pattern without its legend, or from a line of words', () => {
    expect(codedHistory(['PAY PATTERN 03/21-10/20    CCXC'], legendOf, null, false)).toEqual({});
    expect(codedHistory(['Payment pattern 03/21-10/20 current'], legendOf, null, false)).toEqual({});
  });
});
