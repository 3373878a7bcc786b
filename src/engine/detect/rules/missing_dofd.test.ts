import { describe, expect, it } from 'vitest';
import { account, collection, history, report } from '../testing/factory';
import { missingDofd } from './missing_dofd';

const run = (a: ReturnType<typeof account>) => missingDofd({ reports: [report({ accounts: [a] })], merged: false });

describe('missing_dofd', () => {
  it('is raised for a collection without a DOFD', () => {
    expect(run(collection({ dateOfFirstDelinquency: null }))).toMatchObject([
      { code: 'missing_dofd', creditor: 'MIDLAND CREDIT MANAGEMENT', lawBasis: ['FCRA 623(a)(5)', 'FCRA 611'] },
    ]);
  });
  it('is raised for a charge-off without a DOFD (status or grid)', () => {
    expect(run(account({ status: 'Charged off', balance: 900 }))).toHaveLength(1);
    expect(run(account({ paymentHistory: history('2022-01', ['30', '60', '90', 'CO']) }))).toHaveLength(1);
  });
  it('is not raised when the DOFD is printed', () => {
    expect(run(collection({ dateOfFirstDelinquency: '2021-02' }))).toEqual([]);
  });
  it('is not raised for a late-payment account without a DOFD', () => {
    expect(run(account({ status: '60 days past due', paymentHistory: history('2024-01', ['30', '60']) }))).toEqual([]);
  });
});
