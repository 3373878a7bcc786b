import { describe, expect, it } from 'vitest';
import { account, collection, history, inquiry, publicRecord, report } from '../testing/factory';
import { withDofd } from '../common/dofd';
import { obsoleteItem } from './obsolete_item';

const run = (r: ReturnType<typeof report>) => obsoleteItem({ reports: [r], merged: false });

describe('obsolete_item: collections and charge-offs (DOFD + 7 years + 180 days)', () => {
  const dofd = '2016-01-10';
  // 2016-01-10 + 7 years = 2023-01-10; + 180 days = 2023-07-09.
  it('is not raised at DOFD + 7y + 179d', () => {
    expect(run(report({ reportDate: '2023-07-08', accounts: [collection({ dateOfFirstDelinquency: dofd })] }))).toEqual([]);
  });
  it('is not raised at exactly DOFD + 7y + 180d', () => {
    expect(run(report({ reportDate: '2023-07-09', accounts: [collection({ dateOfFirstDelinquency: dofd })] }))).toEqual([]);
  });
  it('is raised at DOFD + 7y + 181d, with law basis and redacted evidence', () => {
    const c = collection({
      dateOfFirstDelinquency: dofd,
      accountNumber: 'XXXX9876',
      evidence: ['MIDLAND CREDIT MANAGEMENT  Account 4111222233334444', 'Date of first delinquency: 01/10/2016'],
    });
    const [f, ...rest] = run(report({ reportDate: '2023-07-10', accounts: [c] }));
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      code: 'obsolete_item',
      bureau: 'experian',
      creditor: 'MIDLAND CREDIT MANAGEMENT',
      accountNumber: 'XXXX9876',
      lawBasis: ['FCRA 605(a)', 'FCRA 611'],
      evidence: 'Date of first delinquency: 01/10/2016',
    });
    expect(f!.explanation).toMatch(/7 years and 180 days/);
  });
  it('applies to a charge-off the same way', () => {
    const co = account({ status: 'Charged off', dateOfFirstDelinquency: '2016-01-10', balance: 900 });
    expect(run(report({ reportDate: '2023-07-10', accounts: [co] }))).toHaveLength(1);
    expect(run(report({ reportDate: '2023-07-08', accounts: [co] }))).toHaveLength(0);
  });
  it('reads a month-precision DOFD as the latest day it may be (no finding from lost precision)', () => {
    // "2016-01" may be 2016-01-31: + 7y + 180d = 2023-07-30.
    const c = collection({ dateOfFirstDelinquency: '2016-01' });
    expect(run(report({ reportDate: '2023-07-20', accounts: [c] }))).toEqual([]);
    expect(run(report({ reportDate: '2023-07-31', accounts: [c] }))).toHaveLength(1);
  });
  it('uses a DOFD derived from the removal date, and says it was derived', () => {
    // Removal Apr 2022 → DOFD Apr 2015 (may be 2015-04-30): + 7y + 180d = 2022-10-27.
    const c = withDofd(
      collection({
        dateOfFirstDelinquency: null,
        removalDate: '2022-04',
        evidence: ['Balance: $1,200', 'Estimated month and year this item will be removed: 04/2022'],
      }),
    );
    expect(run(report({ reportDate: '2022-10-27', accounts: [c] }))).toEqual([]);
    const [f, ...rest] = run(report({ reportDate: '2022-10-28', accounts: [c] }));
    expect(rest).toEqual([]);
    expect(f!.evidence).toBe('Estimated month and year this item will be removed: 04/2022');
    expect(f!.explanation).toMatch(/the bureau's own removal date, April 2022, puts the first delinquency in April 2015/);
  });
  it('is not raised on a derived DOFD while its period runs', () => {
    const c = withDofd(collection({ dateOfFirstDelinquency: null, removalDate: '2026-01' }));
    expect(run(report({ reportDate: '2024-06-01', accounts: [c] }))).toEqual([]);
  });
  it('is not raised without a DOFD or without a report date', () => {
    expect(run(report({ reportDate: '2024-06-01', accounts: [collection({ dateOfFirstDelinquency: null })] }))).toEqual([]);
    expect(run(report({ reportDate: null, accounts: [collection({ dateOfFirstDelinquency: '2005-01' })] }))).toEqual([]);
  });
});

describe('obsolete_item: other negative accounts (7 years from the most recent delinquency)', () => {
  it('is not raised for a six-year-old late payment', () => {
    const late = account({ paymentHistory: history('2018-04', ['OK', '30', 'OK', 'OK']) });
    expect(run(report({ reportDate: '2024-06-01', accounts: [late] }))).toEqual([]);
  });
  it('is raised when the most recent late is more than 7 years old', () => {
    const late = account({ paymentHistory: history('2016-02', ['OK', '60', 'OK', 'OK']) });
    const [f] = run(report({ reportDate: '2024-06-01', accounts: [late] }));
    expect(f).toMatchObject({ code: 'obsolete_item', creditor: 'CAPITAL ONE' });
  });
  it('uses the most recent delinquency, not the first', () => {
    const late = account({ paymentHistory: history('2016-02', ['30', 'OK', 'OK']), status: '30 days past due as of Jan 2019' });
    expect(run(report({ reportDate: '2024-06-01', accounts: [late] }))).toEqual([]);
  });
  it('falls back to the DOFD when no delinquency month is printed', () => {
    const repo = account({ status: 'Repossession', dateOfFirstDelinquency: '2016-03-01', category: 'installment' });
    expect(run(report({ reportDate: '2024-06-01', accounts: [repo] }))).toHaveLength(1);
    expect(run(report({ reportDate: '2023-02-01', accounts: [repo] }))).toEqual([]);
  });
  it('is not raised for a month-precision late exactly 7 years before', () => {
    const late = account({ paymentHistory: history('2017-06', ['30']) });
    expect(run(report({ reportDate: '2024-06-15', accounts: [late] }))).toEqual([]);
    expect(run(report({ reportDate: '2024-07-01', accounts: [late] }))).toHaveLength(1);
  });
  it('ignores accounts that are not negative however old', () => {
    expect(run(report({ reportDate: '2024-06-01', accounts: [account({ dateOpened: '2001-01', dateOfFirstDelinquency: '2002-01' })] }))).toEqual([]);
  });
});

describe('obsolete_item: public records and inquiries', () => {
  it('keeps a chapter 7 bankruptcy for 10 years and a chapter 13 for 7', () => {
    const ch7 = publicRecord({ date: '2015-03-10', chapter: 7 });
    expect(run(report({ reportDate: '2025-03-10', publicRecords: [ch7] }))).toEqual([]);
    expect(run(report({ reportDate: '2025-03-11', publicRecords: [ch7] }))).toHaveLength(1);
    const ch13 = publicRecord({ type: 'Chapter 13 bankruptcy', court: 'ELMWOOD COUNTY DISTRICT COURT', chapter: null, date: '2017-01-05' });
    expect(run(report({ reportDate: '2024-01-06', publicRecords: [ch13] }))).toMatchObject([{ creditor: 'ELMWOOD COUNTY DISTRICT COURT' }]);
    expect(run(report({ reportDate: '2023-12-30', publicRecords: [ch13] }))).toEqual([]);
    // Issue 24: 7 years for a chapter 13 is the bureaus' policy; the law (605(a)(1)) allows 10.
    const [ch13Finding] = run(report({ reportDate: '2024-01-06', publicRecords: [ch13] }));
    expect(ch13Finding!.explanation).toContain('up to 10 years');
    expect(ch13Finding!.explanation).toContain('by their own policy');
    expect(ch13Finding!.explanation).not.toContain('the longest');
    const [ch7Finding] = run(report({ reportDate: '2025-03-11', publicRecords: [ch7] }));
    expect(ch7Finding!.explanation).toContain('the longest the credit reporting law allows a bankruptcy to be reported (10 years)');
  });
  it('keeps judgments and liens for 7 years', () => {
    // Filed "2016-05" may be 2016-05-31: 7 years later is 2023-05-31.
    const lien = publicRecord({ type: 'Tax lien', chapter: null, court: null, date: '2016-05' });
    expect(run(report({ reportDate: '2023-05-20', publicRecords: [lien] }))).toEqual([]);
    expect(run(report({ reportDate: '2023-05-31', publicRecords: [lien] }))).toEqual([]);
    expect(run(report({ reportDate: '2023-06-01', publicRecords: [lien] }))).toMatchObject([{ creditor: 'Tax lien', evidence: 'Tax lien — Filed: 2016-05' }]);
  });
  it('flags hard inquiries older than 2 years, never soft ones', () => {
    const r = report({
      reportDate: '2024-06-01',
      inquiries: [
        inquiry({ creditor: 'OLD BANK', date: '2022-05-31' }),
        inquiry({ creditor: 'RECENT BANK', date: '2022-06-01' }),
        inquiry({ creditor: 'SOFT', kind: 'soft', date: '2019-01-01' }),
      ],
    });
    expect(run(r).map((f) => f.creditor)).toEqual(['OLD BANK']);
    // No FCRA section limits inquiries: the finding cites no 605 and says it is the bureaus' practice (issue 24).
    expect(run(r)[0]).toMatchObject({ lawBasis: ['FCRA 611'] });
    expect(run(r)[0]!.explanation).toContain('as their own practice (no section of the FCRA sets that limit)');
  });
});
