import { describe, expect, it } from 'vitest';
import { detectFindings, detectNegativeItems } from '../detect';
import { account, collection, history, inquiry, report } from '../detect/testing/factory';
import { deriveRawData } from './raw-data';

describe('deriveRawData', () => {
  const ex = report({
    reportDate: '2024-06-01',
    accounts: [
      account({ dateOpened: '2016-06-01', balance: 600, creditLimit: 2000, paymentHistory: history('2023-07', Array(12).fill('OK')) }),
      account({
        creditor: 'CHASE',
        accountNumber: 'XXXX3333',
        dateOpened: '2020-06-01',
        balance: 400,
        creditLimit: 2000,
        paymentHistory: history('2023-07', [...Array(11).fill('OK'), '30']),
      }),
      account({
        creditor: 'ALLY',
        accountNumber: 'XXXX4444',
        category: 'installment',
        type: 'Auto loan',
        dateOpened: '2022-06-01',
        balance: 14000,
        creditLimit: null,
      }),
      collection({ balance: 350, originalCreditor: 'MERCY HOSPITAL', highBalance: 350 }),
    ],
    inquiries: [inquiry(), inquiry({ creditor: 'SOFT', kind: 'soft' })],
  });
  const tu = report({ accounts: [collection()] }, 'transunion');
  const negativeItems = detectNegativeItems([ex, tu]);
  const findings = detectFindings([ex, tu], { merged: false });
  const raw = deriveRawData(ex, negativeItems, findings);

  it('computes the four factors with status and weight', () => {
    expect(raw.payment_factors.on_time_payments).toBe(95.8);
    expect(raw.payment_history).toBe('Good');
    expect(raw.paymentHistoryScore).toBe(85);
    expect(raw.credit_utilization).toBe(25);
    expect(raw.amountsOwedScore).toBe(75);
    // Open accounts 8, 4 and 2 years old.
    expect(raw.credit_age_years).toBe(4.7);
    expect(raw.creditAgeScore).toBe(47);
    expect(raw.account_mix).toEqual({ revolving: 2, installment: 1, mortgage: 0, other: 0 });
    expect(raw.creditMixScore).toBe(50);
    expect(raw.score_factors.map((f) => [f.name, f.value, f.status, f.weight])).toEqual([
      ['Payment History', 85, 'good', 35],
      ['Credit Utilization', 75, 'good', 30],
      ['Credit Age', 47, 'fair', 15],
      ['Account Mix', 50, 'fair', 10],
    ]);
    expect(raw.score_factors[0]!.description).toMatch(/95\.8% of your payments were on time/);
  });

  it('summarises accounts, balances, negatives and inquiries of this bureau only', () => {
    expect(raw).toMatchObject({
      total_balances: 15350,
      derogatory_marks: 2,
      creditCardCount: 2,
      creditCardBalance: 1000,
      creditCardNegativeCount: 1,
      loanCount: 1,
      loanBalance: 14000,
      loanNegativeCount: 0,
      collectionCount: 1,
      collectionBalance: 350,
      hard_inquiries: 1,
      inquiryCount: 1,
      inquiries_high: false,
    });
    expect(raw.negative_items.map((n) => [n.bureau, n.issueType])).toEqual([
      ['experian', 'late_payment'],
      ['experian', 'collection'],
      ['experian', 'hard_inquiry'],
    ]);
    expect(raw.findings.every((f) => f.bureau === 'experian')).toBe(true);
    expect(raw.findings.map((f) => f.code)).toContain('medical_collection_under_500');
  });

  it('leaves out factors it cannot compute instead of inventing them', () => {
    const bare = deriveRawData(report({ reportDate: null, accounts: [collection({ paymentHistory: {} })] }), [], []);
    expect(bare.score_factors.map((f) => f.name)).toEqual(['Account Mix']);
    expect(bare).toMatchObject({ payment_history: null, paymentHistoryScore: null, credit_utilization: null, credit_age_years: null });
  });

  it('says why Payment History is not rated, naming the bureau column of a 3-in-1 report (decision 083)', () => {
    const blank = report(
      { accounts: [account({ paymentHistory: {} }), account({ accountNumber: 'XXXX9', paymentHistory: history('2024-01', ['ND', 'ND']) })] },
      'transunion',
    );
    const single = deriveRawData(blank, [], []);
    expect(single.paymentHistoryScore).toBeNull();
    expect(single.payment_history_coverage).toEqual({ accounts: 2, with_history: 0 });
    expect(single.payment_history_unrated_reason).toBe(
      'Not rated: this report prints no month-by-month payment history for its 2 accounts (every month is blank or "no data"), so there is nothing to count on-time payments from.',
    );
    expect(deriveRawData(blank, [], [], { merged: true }).payment_history_unrated_reason).toMatch(
      /^Not rated: the TransUnion column of this 3-in-1 report prints no month-by-month payment history for its 2 accounts/,
    );
    expect(deriveRawData(report({ accounts: [] }, 'equifax'), [], [], { merged: true }).payment_history_unrated_reason).toBe(
      'Not rated: the Equifax column of this 3-in-1 report lists no accounts, so there are no payments to count.',
    );
    expect(raw.payment_history_unrated_reason).toBeNull();
  });

  it('counts the accounts that print a history, and says so when some do not', () => {
    expect(raw.payment_history_coverage).toEqual({ accounts: 4, with_history: 2 });
    expect(raw.score_factors[0]!.description).toBe(
      '95.8% of your payments were on time (1 late month in the history printed). This report prints a payment history for 2 of 4 accounts; the other 2 are not counted.',
    );
    const column = deriveRawData(ex, negativeItems, findings, { merged: true });
    expect(column.score_factors[0]!.description).toMatch(/The Experian column prints a payment history for 2 of 4 accounts; the other 2 are not counted\.$/);
    const all = deriveRawData(report({ accounts: [account({ paymentHistory: history('2024-01', ['OK', 'OK']) })] }), [], []);
    expect(all.score_factors[0]!.description).toBe('100% of your payments were on time (0 late months in the history printed).');
  });
});
