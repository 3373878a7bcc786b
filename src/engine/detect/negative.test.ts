import { describe, expect, it } from 'vitest';
import { accountIssueType, impactLevel, negativeItemsOf } from './negative';
import { account, collection, history, inquiry, publicRecord, report } from './testing/factory';

describe('accountIssueType', () => {
  it('does not call a clean open account or a closed account paid as agreed negative', () => {
    expect(accountIssueType(account())).toBeNull();
    expect(accountIssueType(account({ status: 'Paid, Closed/Never late', dateClosed: '2022-01', balance: 0 }))).toBeNull();
    expect(accountIssueType(account({ status: 'Open. Never late.', paymentHistory: history('2023-01', ['OK', 'OK', 'ND']) }))).toBeNull();
    expect(accountIssueType(account({ status: 'Pays as agreed', remarks: ['Account closed at consumer request'] }))).toBeNull();
  });

  it('reads lates from the payment grid and the status', () => {
    expect(accountIssueType(account({ paymentHistory: history('2023-01', ['OK', '30', 'OK']) }))).toBe('late_payment');
    expect(accountIssueType(account({ status: '30 days past due as of Aug 2023' }))).toBe('late_payment');
    expect(accountIssueType(account({ status: 'Current; was 60 days late' }))).toBe('late_payment');
    expect(accountIssueType(account({ status: 'Past due', pastDue: 120 }))).toBe('late_payment');
    expect(accountIssueType(account({ status: 'Open', pastDue: 0 }))).toBeNull();
    expect(accountIssueType(account({ status: 'Past due $85', pastDue: null }))).toBe('late_payment');
    expect(accountIssueType(account({ status: '$0 past due as of Jul 2024', pastDue: null }))).toBeNull();
  });

  it('reads the code a grid shares between repossession and foreclosure as a foreclosure on a mortgage only (decision 241)', () => {
    const rf = history('2022-01', ['60', '90', 'RPO', 'RPO']);
    expect(accountIssueType(account({ category: 'mortgage', type: 'Real Estate Account', paymentHistory: rf }))).toBe('foreclosure');
    expect(accountIssueType(account({ category: 'installment', type: 'Auto loan', paymentHistory: rf }))).toBe('repossession');
    expect(accountIssueType(account({ category: 'mortgage', status: 'Repossessed', paymentHistory: rf }))).toBe('repossession');
  });

  it('takes the first matching type in the record’s order', () => {
    expect(accountIssueType(account({ status: 'Included in bankruptcy', paymentHistory: history('2020-01', ['CO']) }))).toBe('bankruptcy');
    expect(accountIssueType(account({ status: 'Foreclosure', paymentHistory: history('2020-01', ['90', 'FC']) }))).toBe('foreclosure');
    expect(accountIssueType(account({ status: 'Voluntary surrender' }))).toBe('repossession');
    expect(accountIssueType(account({ paymentHistory: history('2020-01', ['60', 'RPO']) }))).toBe('repossession');
    expect(accountIssueType(collection())).toBe('collection');
    expect(accountIssueType(account({ paymentHistory: history('2020-01', ['120', 'COL']) }))).toBe('collection');
    expect(accountIssueType(account({ status: 'Account charged off. $2,400 written off.', paymentHistory: history('2020-01', ['90', '120', 'CO']) }))).toBe(
      'charge_off',
    );
    expect(accountIssueType(account({ status: 'Charged off; transferred to collection agency' }))).toBe('charge_off');
    expect(accountIssueType(account({ status: 'Closed', remarks: ['Profit and loss writeoff'] }))).toBe('charge_off');
    expect(accountIssueType(account({ status: 'Closed', remarks: ['Unpaid balance reported as a loss by the credit grantor'] }))).toBe('charge_off');
    expect(accountIssueType(account({ status: 'Settled for less than full balance', balance: 0 }))).toBe('other');
  });
});

describe('accountIssueType on wording the bureaus use', () => {
  it.each([
    ['Open/Never late.', null],
    ['Paid/Never late', null],
    ['Paid or paying as agreed', null],
    ['Transferred, closed', null],
    ['Too new to rate', null],
    ['Paid after 60 days past due', 'late_payment'],
    ['Account past due 90 days', 'late_payment'],
    ['30-59 Days Past Due', 'late_payment'],
    ['Late 120+ Days', 'late_payment'],
    ['Over 120 days past due', 'late_payment'],
    ['Account charged off. $2,345 written off. $2,345 past due as of Jul 2024.', 'charge_off'],
    ['Paid charge off', 'charge_off'],
    ['Collection/Chargeoff', 'charge_off'],
    ['Placed for collection', 'collection'],
    ['Debt included in or discharged through Bankruptcy Chapter 7, 11 or 13', 'bankruptcy'],
    ['Voluntarily surrendered', 'repossession'],
    ['Repossessed', 'repossession'],
    ['Foreclosure proceedings started', 'foreclosure'],
    ['Legally paid in full for less than the full balance', 'other'],
  ])('%s → %s', (status, issueType) => {
    expect(accountIssueType(account({ status }))).toBe(issueType);
  });
});

describe('accountIssueType on the 3-bureau sites\' "Collection/Chargeoff"', () => {
  it("is a charge-off on a creditor's own account", () => {
    expect(accountIssueType(account({ creditor: 'NORTHWIND BANK', status: 'Collection/Chargeoff', category: 'revolving' }))).toBe('charge_off');
    expect(accountIssueType(account({ creditor: 'FABRIKAM AUTO', status: 'Collection/Chargeoff', type: 'Auto Loan', category: 'installment' }))).toBe(
      'charge_off',
    );
  });

  it("is a collection with a sign of a collector: an original creditor, a collector's name, the type", () => {
    expect(accountIssueType(account({ creditor: 'ACME ASSETS', originalCreditor: 'NORTHWIND BANK', status: 'Collection/Chargeoff' }))).toBe('collection');
    expect(accountIssueType(account({ creditor: 'MIDWEST RECOVERY', status: 'Collection/Chargeoff' }))).toBe('collection');
    expect(accountIssueType(account({ creditor: 'CONTOSO CARD', type: 'Collection', status: 'Collection/Chargeoff' }))).toBe('collection');
  });
});

describe('impactLevel', () => {
  it('is high for 90+ days late and medium below', () => {
    expect(impactLevel('late_payment', account({ paymentHistory: history('2023-01', ['30', '60', '90']) }))).toBe('high');
    expect(impactLevel('late_payment', account({ paymentHistory: history('2023-01', ['30', '60', 'OK']) }))).toBe('medium');
    expect(impactLevel('late_payment', account({ status: '120 days past due' }))).toBe('high');
  });
  it('is low for inquiries, medium for other, high for the rest', () => {
    expect(impactLevel('hard_inquiry')).toBe('low');
    expect(impactLevel('other')).toBe('medium');
    expect(impactLevel('collection')).toBe('high');
    expect(impactLevel('public_record')).toBe('high');
  });
});

describe('negativeItemsOf', () => {
  it('lists negative accounts, public records and hard inquiries within 24 months', () => {
    const items = negativeItemsOf(
      report({
        reportDate: '2024-06-01',
        accounts: [account(), collection(), account({ creditor: 'CHASE', accountNumber: 'XXXX5555', status: 'Late 30 days' })],
        publicRecords: [publicRecord(), publicRecord({ type: 'Civil judgment', chapter: null, court: null })],
        inquiries: [
          inquiry({ date: '2024-01-15' }),
          inquiry({ creditor: 'OLD LENDER', date: '2022-05-31' }),
          inquiry({ creditor: 'BORDER LENDER', date: '2022-06' }),
          inquiry({ creditor: 'SOFT CHECK', kind: 'soft', date: '2024-02-01' }),
        ],
      }),
    );
    expect(items.map((i) => [i.creditor, i.issueType, i.impactLevel])).toEqual([
      ['MIDLAND CREDIT MANAGEMENT', 'collection', 'high'],
      ['CHASE', 'late_payment', 'medium'],
      ['US Bankruptcy Court', 'bankruptcy', 'high'],
      ['Civil judgment', 'public_record', 'high'],
      ['DISCOVER BANK', 'hard_inquiry', 'low'],
      ['BORDER LENDER', 'hard_inquiry', 'low'],
    ]);
    const first = items[0]!;
    expect(first).toMatchObject({ bureau: 'experian', accountNumber: 'XXXX9876', status: 'Collection account', accountType: 'Collection' });
    expect(first.description).toMatch(/collection agency reports this debt as unpaid/i);
  });
});
