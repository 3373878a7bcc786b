import { describe, expect, it } from 'vitest';
import { account, collection, history } from '../detect/testing/factory';
import { FACTOR_WEIGHTS, PAYMENT_HISTORY_WORD_SCORES } from './constants';
import {
  accountMix,
  creditAgeScore,
  creditAgeYears,
  creditMixScore,
  creditUtilization,
  onTimePercent,
  paymentCounts,
  paymentHistoryScore,
  paymentHistoryWord,
  utilizationScore,
} from './factors';

describe('spec constants', () => {
  it('weights payment history 35, utilization 30, age 15, mix 10', () => {
    expect(FACTOR_WEIGHTS).toEqual({ paymentHistory: 35, utilization: 30, creditAge: 15, accountMix: 10 });
  });
  it('maps Good, Fair and Poor to 85, 65 and 40', () => {
    expect([paymentHistoryScore('Good'), paymentHistoryScore('Fair'), paymentHistoryScore('Poor')]).toEqual([85, 65, 40]);
    expect(PAYMENT_HISTORY_WORD_SCORES.Excellent).toBeGreaterThan(85);
  });
});

describe('payment history', () => {
  it('counts on-time and delinquent months, ignoring no-data months', () => {
    const counts = paymentCounts([
      account({ paymentHistory: history('2023-01', ['OK', 'OK', 'ND', '30', 'OK']) }),
      collection({ paymentHistory: history('2023-01', ['COL', 'COL']) }),
    ]);
    // The collection's COL months are one event.
    expect(counts).toEqual({ onTime: 3, late: 2 });
    expect(onTimePercent(counts)).toBe(60);
    expect(onTimePercent({ onTime: 4, late: 3 })).toBe(57.1);
    expect(onTimePercent({ onTime: 0, late: 0 })).toBeNull();
  });
  it('counts a charge-off once, and each late month of the run before it', () => {
    const chargedOff = account({ paymentHistory: history('2023-01', ['OK', '30', '60', '90', 'CO', 'CO', 'CO', 'CO']) });
    expect(paymentCounts([chargedOff])).toEqual({ onTime: 1, late: 4 });
    const gap = account({ paymentHistory: { '2023-01': 'CO', '2023-03': 'CO' } });
    expect(paymentCounts([gap])).toEqual({ onTime: 0, late: 2 });
  });
  it.each([
    [100, 'Excellent'],
    [99.9, 'Good'],
    [95, 'Good'],
    [94.9, 'Fair'],
    [85, 'Fair'],
    [84.9, 'Poor'],
    [0, 'Poor'],
  ])('%d%% on time is %s', (share, word) => {
    expect(paymentHistoryWord(share)).toBe(word);
  });
});

describe('utilization', () => {
  it('is revolving balances over revolving limits of open accounts', () => {
    const accounts = [
      account({ balance: 500, creditLimit: 2000 }),
      account({ balance: 1000, creditLimit: 3000 }),
      account({ balance: 900, creditLimit: 1000, status: 'Closed', dateClosed: '2022-01' }),
      account({ balance: 4000, creditLimit: null }),
      account({ category: 'installment', balance: 9000, creditLimit: 10000 }),
      collection({ balance: 700, creditLimit: 700 }),
    ];
    expect(creditUtilization(accounts)).toBe(30);
    expect(utilizationScore(30)).toBe(70);
  });
  it('is null without a revolving limit and never scores below 0', () => {
    expect(creditUtilization([account({ category: 'installment' })])).toBeNull();
    expect(utilizationScore(130)).toBe(0);
  });
});

describe('credit age', () => {
  it('averages the open accounts at the report date', () => {
    const r = {
      reportDate: '2024-06-01',
      accounts: [
        account({ dateOpened: '2014-06-01' }),
        account({ dateOpened: '2020-06-01' }),
        account({ dateOpened: '2000-01', dateClosed: '2010-01' }),
        collection({ dateOpened: '2023-01' }),
      ],
    };
    expect(creditAgeYears(r)).toBe(7);
    expect(creditAgeScore(7)).toBe(70);
    expect(creditAgeScore(14.2)).toBe(100);
  });
  it('falls back to all accounts when none is open, and is null without dates', () => {
    expect(creditAgeYears({ reportDate: '2024-06-01', accounts: [account({ dateOpened: '2019-06-01', dateClosed: '2023-01' })] })).toBe(5);
    expect(creditAgeYears({ reportDate: null, accounts: [account()] })).toBeNull();
    expect(creditAgeYears({ reportDate: '2024-06-01', accounts: [account({ dateOpened: null })] })).toBeNull();
  });
});

describe('account mix', () => {
  it('counts credit types and gives 25 points per type present', () => {
    const mix = accountMix([account(), account(), account({ category: 'installment' }), account({ category: 'mortgage' }), collection()]);
    expect(mix).toEqual({ revolving: 2, installment: 1, mortgage: 1, other: 0 });
    expect(creditMixScore(mix)).toBe(75);
    expect(creditMixScore({ revolving: 1, installment: 1, mortgage: 1, other: 1 })).toBe(100);
    expect(creditMixScore({ revolving: 0, installment: 0, mortgage: 0, other: 0 })).toBe(0);
  });
});
