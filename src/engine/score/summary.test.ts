import { describe, expect, it } from 'vitest';
import { account, collection, history, inquiry } from '../detect/testing/factory';
import { isHighInquiryCount } from './bands';
import { accountSummary, inquirySummary, splitTotalBalance, totalBalances } from './summary';

describe('account summary', () => {
  it('groups cards, loans (mortgages included) and collections with counts, balances and negatives', () => {
    const accounts = [
      account({ balance: 500 }),
      account({ balance: 250.5, paymentHistory: history('2024-01', ['30']) }),
      account({ category: 'installment', balance: 12000 }),
      account({ category: 'mortgage', balance: 180000, status: 'Foreclosure' }),
      collection({ balance: 300 }),
      collection({ balance: 0, status: 'Paid collection' }),
      account({ category: 'other', balance: 75 }),
    ];
    expect(accountSummary(accounts)).toEqual([
      { type: 'Credit Cards', count: 2, totalBalance: 750.5, negativeCount: 1 },
      { type: 'Installment Loans', count: 2, totalBalance: 192000, negativeCount: 1 },
      { type: 'Collections', count: 2, totalBalance: 300, negativeCount: 2 },
    ]);
    expect(totalBalances(accounts)).toBe(193125.5);
  });
  it('splits a known total 35/55/10 when balances are missing', () => {
    expect(splitTotalBalance(10000)).toEqual({ 'Credit Cards': 3500, 'Installment Loans': 5500, Collections: 1000 });
    const rows = accountSummary([account({ balance: null }), collection({ balance: null })], { totalBalance: 2000 });
    expect(rows.map((r) => r.totalBalance)).toEqual([700, 1100, 200]);
    expect(accountSummary([account({ balance: 10 })], { totalBalance: 2000 })[0]!.totalBalance).toBe(10);
  });
});

describe('inquiries', () => {
  it('counts hard inquiries within 24 months and flags more than 5 as high', () => {
    const recent = Array.from({ length: 5 }, (_, i) => inquiry({ creditor: `LENDER ${i}`, date: `2024-0${i + 1}-10` }));
    const others = [inquiry({ kind: 'soft' }), inquiry({ date: '2021-01-01' })];
    expect(inquirySummary([...recent, ...others], '2024-06-01')).toEqual({ count: 5, high: false });
    expect(inquirySummary([...recent, inquiry({ date: '2023-02' })], '2024-06-01')).toEqual({ count: 6, high: true });
    expect(isHighInquiryCount(5)).toBe(false);
    expect(isHighInquiryCount(6)).toBe(true);
  });
});
