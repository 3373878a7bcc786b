import { describe, expect, it } from 'vitest';
import type { Account } from '../../model';
import { blankAccount } from '../common/blank-account';
import { readingOf } from './reading-choice';
import { readsSeveralReportsAsOne } from './repeated-accounts';

const account = (creditor: string, dateOpened: string, balance: number, accountNumber = '573512******'): Account => ({
  ...blankAccount(creditor),
  accountNumber,
  dateOpened,
  balance,
});

const OWN = [
  account('LAUREL TUITION TRUST', '2017-12-07', 0),
  account('BLUEHARBOR FINANCIAL', '2021-04-08', 2826),
  account('VELDT HOME FURNISHINGS', '2020-12-09', 0),
  account('COBALT RIVER BANK', '2023-01-22', 1179),
  account('WILLOWMERE FINANCE', '2019-11-25', 0),
];
// three bureaus' sections, each named once in its heading: too few mentions for the bureau count
const THREE_PARTS = 'TransUnion® report\nAccounts (5)\n…\nExperian® report\nAccounts (5)\n…\nEquifax® report\nAccounts (5)\n…';

describe("several bureaus' reports read as one bureau's", () => {
  it('are caught by their accounts coming back once a bureau', () => {
    const masked = OWN.map((a) => ({ ...a, accountNumber: '5735120043****37' }));
    expect(readsSeveralReportsAsOne([...OWN, ...OWN, ...masked], THREE_PARTS)).toBe(true);
    expect(readsSeveralReportsAsOne([...OWN, ...OWN], 'TransUnion report\n…\nEquifax report\n…')).toBe(true);
    const reading = readingOf([{ bureau: 'experian', accounts: [...OWN, ...OWN, ...OWN] } as never], THREE_PARTS, false);
    expect(reading.bureauCheck).toBe('accounts_repeated');
  });

  it("leave a bureau's own report alone: one account listed twice, a creditor's several accounts, no other bureau", () => {
    expect(readsSeveralReportsAsOne([...OWN, OWN[0]!], THREE_PARTS)).toBe(false);
    const sameCreditor = OWN.map((a, i) => ({ ...a, creditor: 'COBALT RIVER BANK', dateOpened: `2020-0${i + 1}-01` }));
    expect(readsSeveralReportsAsOne(sameCreditor, THREE_PARTS)).toBe(false);
    // no date opened: nothing tells two accounts of one creditor and balance apart
    const undated = OWN.map((a) => ({ ...a, dateOpened: null }));
    expect(readsSeveralReportsAsOne([...undated, ...undated], THREE_PARTS)).toBe(false);
    expect(readsSeveralReportsAsOne([...OWN, ...OWN], 'Experian credit report\nAccounts\n…')).toBe(false);
  });
});
