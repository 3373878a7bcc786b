import { describe, expect, it } from 'vitest';
import { account, collection, history, report } from '../testing/factory';
import { withDofd } from '../common/dofd';
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
  it('is not raised when the DOFD was derived from the printed removal date', () => {
    expect(run(withDofd(collection({ dateOfFirstDelinquency: null, removalDate: '2028-02' })))).toEqual([]);
    expect(run(withDofd(account({ status: 'Charged off', balance: 900, removalDate: 'Feb 2028' })))).toHaveLength(1);
  });
  it('shows the printed status line and says plainly that no DOFD is printed', () => {
    const c = collection({
      dateOfFirstDelinquency: null,
      status: 'Collection account',
      evidence: ['MIDLAND CREDIT MANAGEMENT', 'Collection', 'Responsibility', 'Individual', 'Pay Status: >Collection Account<', 'Balance: $1,200'],
    });
    expect(run(c)[0]!.evidence).toBe('Pay Status: >Collection Account<\nNo date of first delinquency is printed, nor a date the item will be removed.');
  });
  it('is not raised for a late-payment account without a DOFD', () => {
    expect(run(account({ status: '60 days past due', paymentHistory: history('2024-01', ['30', '60']) }))).toEqual([]);
  });
  it('is not raised on a print that shows no DOFD and no removal date anywhere (docs/decisions/186)', () => {
    const none = { dateOfFirstDelinquency: false, removalDate: false };
    expect(missingDofd({ reports: [report({ accounts: [collection({ dateOfFirstDelinquency: null })], printedFields: none })], merged: true })).toEqual([]);
    const shows = { dateOfFirstDelinquency: true, removalDate: false };
    expect(missingDofd({ reports: [report({ accounts: [collection({ dateOfFirstDelinquency: null })], printedFields: shows })], merged: true })).toHaveLength(
      1,
    );
    const removal = { dateOfFirstDelinquency: false, removalDate: true };
    expect(
      missingDofd({ reports: [report({ accounts: [collection({ dateOfFirstDelinquency: null })], printedFields: removal })], merged: false }),
    ).toHaveLength(1);
  });
});
