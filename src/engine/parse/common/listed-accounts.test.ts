import { describe, expect, it } from 'vitest';
import { blankAccount } from './blank-account';
import { withoutListedTwice } from './listed-accounts';

const account = (creditor: string, over: Partial<ReturnType<typeof blankAccount>> = {}) => ({ ...blankAccount(creditor), ...over });

describe('accounts listed one a row, then detailed', () => {
  it("drops each list row that is exactly one detailed account's (same creditor, values agreeing)", () => {
    const list = [account('EXAMPLE TRAIL BANK', { balance: 5560, status: 'Charge Off', type: 'Credit Card' }), account('SAMPLE AUTO CREDIT', { balance: 0 })];
    const details = [
      account('EXAMPLE TRAIL BANK', { accountNumber: '*****0059', balance: 5560, status: 'Charge Off', type: 'Credit Card', creditLimit: 16000 }),
      account('SAMPLE AUTO CREDIT', { accountNumber: '*****0729', balance: 0, status: 'Paid as agreed' }),
    ];
    expect(withoutListedTwice([...list, ...details])).toEqual(details);
  });

  it('keeps a row whose values differ from the details, or that fits two detailed accounts, or none', () => {
    const differs = account('EXAMPLE TRAIL BANK', { balance: 5650 });
    const twice = account('SAMPLE CARD', { balance: 10 });
    const alone = account('OTHER COLLECTIONS', { balance: 73 });
    const details = [
      account('EXAMPLE TRAIL BANK', { accountNumber: '*****0059', balance: 5560 }),
      account('SAMPLE CARD', { accountNumber: '*****1111', balance: 10 }),
      account('SAMPLE CARD', { accountNumber: '*****2222', balance: 10 }),
    ];
    expect(withoutListedTwice([differs, twice, alone, ...details])).toEqual([differs, twice, alone, ...details]);
  });

  it('gives each detailed account one list row at most', () => {
    const rows = [account('EXAMPLE TRAIL BANK', { balance: 5 }), account('EXAMPLE TRAIL BANK', { balance: 5 })];
    const detail = account('EXAMPLE TRAIL BANK', { accountNumber: '*****0059', balance: 5 });
    expect(withoutListedTwice([...rows, detail])).toEqual([rows[1], detail]);
  });
});
