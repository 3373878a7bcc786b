import { describe, expect, it } from 'vitest';
import { blankAccount } from '../common/blank-account';
import { printedValueChecks } from './printed-values';

const account = (evidence: string[], over: Partial<ReturnType<typeof blankAccount>> = {}) => ({
  ...blankAccount('PINECONE LENDING'),
  accountNumber: 'XXXX5521',
  evidence: ['PINECONE LENDING', ...evidence],
  ...over,
});

describe("an account's printed values against its reading", () => {
  it('flags a value printed with a footnote mark that no field of the reading holds', () => {
    expect(printedValueChecks(account(['Balance  $2,870²', 'Limit  $6,000†'], { balance: 2870 }))).toEqual(['marked_value_unread']);
    expect(printedValueChecks(account(['Opened  2017/05³'], { dateOpened: null }))).toEqual(['marked_value_unread']);
  });

  it('passes marked values the reading holds, at the precision printed', () => {
    expect(printedValueChecks(account(['Balance  $2,870²', 'Limit  $6,000†'], { balance: 2870, creditLimit: 6000 }))).toEqual([]);
    expect(printedValueChecks(account(['Opened  2017/05³'], { dateOpened: '2017-05' }))).toEqual([]);
    expect(printedValueChecks(account(['Opened  11/2016*'], { dateOpened: '2016-11' }))).toEqual([]);
  });

  it('flags an amount no amount could be ("$2,8702": a mark read as a digit)', () => {
    expect(printedValueChecks(account(['Balance  $2,8702'], { balance: null }))).toEqual(['amount_malformed']);
    expect(printedValueChecks(account(['Balance  $2,870.', 'Payment  $45/month', 'Rate  $1,000 (est)'], { balance: 2870 }))).toEqual([]);
  });

  it('flags a cell of several values joined by a bar or a bullet', () => {
    expect(printedValueChecks(account(['Balance:  $310 | $0 | $310'], { balance: 310 }))).toEqual(['value_holds_several']);
    expect(printedValueChecks(account(['Date Opened  — | 02/14/2022 | —'], { dateOpened: '2022-02-14' }))).toEqual(['value_holds_several']);
    expect(printedValueChecks(account(['Past Due  $0 • $0'], { pastDue: 0 }))).toEqual(['value_holds_several']);
  });

  it('passes a line of labelled values and a cell of dashes only', () => {
    expect(printedValueChecks(account(['Balance: $310 | Limit: $900 | Opened: 02/2022'], { balance: 310 }))).toEqual([]);
    expect(printedValueChecks(account(['Past Due  — | — | —']))).toEqual([]);
  });
});
