import { describe, expect, it } from 'vitest';
import { codedHistory, historyLegend } from './coded-history';

const LEGEND =
  'Whose Acct: I = Individual, J = Joint. Prior Paying History: 1 = pays as agreed, 2 = 30 days late, 3 = 60 days late, 4 = 90 days late, 5 = 120 days or more, 9 = charge-off or collection, 0 = no data.';

describe('a history printed as a code string with its legend', () => {
  it('reads the legend the report prints', () => {
    expect(Object.fromEntries(historyLegend(LEGEND))).toEqual({ '1': 'OK', '2': '30', '3': '60', '4': '90', '5': '120', '9': 'CO', '0': 'ND' });
    expect(historyLegend('Whose Acct: I = Individual, J = Joint').size).toBe(0);
  });

  it('places the codes month by month back from the month last reported', () => {
    const h = codedHistory(['Prior Paying History (newest first): 9321'], historyLegend(LEGEND), '2024-02-04', false);
    expect(h).toEqual({ '2024-02': 'CO', '2024-01': '60', '2023-12': '30', '2023-11': 'OK' });
    expect(codedHistory(['History: 999'], historyLegend(LEGEND), '2024-02', true)).toEqual({ '2024-02': 'COL', '2024-01': 'COL', '2023-12': 'COL' });
  });

  it('reads nothing without a legend or with a code the legend does not define', () => {
    expect(codedHistory(['Prior Paying History: 1111'], new Map(), '2024-02', false)).toEqual({});
    expect(codedHistory(['Prior Paying History: 11X1'], historyLegend(LEGEND), '2024-02', false)).toEqual({});
  });
});
