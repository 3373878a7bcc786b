import { describe, expect, it } from 'vitest';
import { account, inquiry, report } from '../testing/factory';
import { inquiryWithoutAccount } from './inquiry_without_account';

const run = (fields: Parameters<typeof report>[0], merged = false) =>
  inquiryWithoutAccount({ reports: [report({ reportDate: '2024-06-01', ...fields })], merged });

describe('inquiry_without_account', () => {
  it('is raised for a recent hard inquiry with no account from that creditor', () => {
    const findings = run({ inquiries: [inquiry({ creditor: 'DISCOVER BANK', date: '2024-01-15' })], accounts: [account()] });
    expect(findings).toMatchObject([
      {
        code: 'inquiry_without_account',
        creditor: 'DISCOVER BANK',
        accountNumber: null,
        lawBasis: ['FCRA 604(a)(3)', 'FCRA 611'],
        evidence: 'DISCOVER BANK — hard inquiry 2024-01-15',
      },
    ]);
  });
  it('is not raised when an account from that creditor was opened 20 days later (names normalised)', () => {
    const a = account({ creditor: 'Discover', dateOpened: '2024-02-04' });
    expect(run({ inquiries: [inquiry({ creditor: 'DISCOVER BANK', date: '2024-01-15' })], accounts: [a] })).toEqual([]);
  });
  it('is raised when the only account from that creditor was opened more than 60 days later or before', () => {
    const late = account({ creditor: 'DISCOVER', dateOpened: '2024-03-16' });
    const before = account({ creditor: 'DISCOVER', dateOpened: '2024-01-14' });
    expect(run({ inquiries: [inquiry({ date: '2024-01-15' })], accounts: [late] })).toHaveLength(1);
    expect(run({ inquiries: [inquiry({ date: '2024-01-15' })], accounts: [before] })).toHaveLength(1);
    expect(run({ inquiries: [inquiry({ date: '2024-01-15' })], accounts: [account({ creditor: 'DISCOVER', dateOpened: '2024-03-15' })] })).toEqual([]);
  });
  it('reads a month-precision opening date as any day of the month', () => {
    // Inquiry 2024-01-15 + 60 days = 2024-03-15; an account opened "2024-03" may be 2024-03-01.
    expect(run({ inquiries: [inquiry({ date: '2024-01-15' })], accounts: [account({ creditor: 'DISCOVER', dateOpened: '2024-03' })] })).toEqual([]);
    // An account opened "2024-01" may be after an inquiry dated 2024-01-20.
    expect(run({ inquiries: [inquiry({ date: '2024-01-20' })], accounts: [account({ creditor: 'DISCOVER', dateOpened: '2024-01' })] })).toEqual([]);
    expect(run({ inquiries: [inquiry({ date: '2024-01-20' })], accounts: [account({ creditor: 'DISCOVER', dateOpened: '2023-12' })] })).toHaveLength(1);
  });
  it('is not raised for soft inquiries or hard inquiries older than 24 months', () => {
    expect(run({ inquiries: [inquiry({ kind: 'soft' }), inquiry({ creditor: 'OLD', date: '2022-05-01' })] })).toEqual([]);
  });
  it('does not look at unrelated creditors with a similar word', () => {
    const a = account({ creditor: 'DISCOVERY CREDIT UNION', dateOpened: '2024-02-01' });
    expect(run({ inquiries: [inquiry({ creditor: 'DISCOVER BANK', date: '2024-01-15' })], accounts: [a] })).toHaveLength(1);
  });
  it('counts an account from that creditor without an opening date as a match', () => {
    expect(run({ inquiries: [inquiry()], accounts: [account({ creditor: 'DISCOVER', dateOpened: null })] })).toEqual([]);
  });
  it('finds the account on another bureau of the same file', () => {
    const tu = report({ reportDate: '2024-06-01', inquiries: [inquiry()] }, 'transunion');
    const ex = report({ reportDate: '2024-06-01', accounts: [account({ creditor: 'DISCOVER', dateOpened: '2024-01-20' })] }, 'experian');
    expect(inquiryWithoutAccount({ reports: [tu, ex], merged: true })).toEqual([]);
  });
});
