import { describe, expect, it } from 'vitest';
import { withDofd } from '../common/dofd';
import { account, collection, report } from '../testing/factory';
import { removalDateBeyondLimit } from './removal_date_beyond_limit';

const run = (...accounts: ReturnType<typeof account>[]) => removalDateBeyondLimit({ reports: [report({ accounts })], merged: false });

describe('removal_date_beyond_limit', () => {
  it('is raised when the removal date is 8 years after the printed DOFD, citing both printed lines', () => {
    const c = collection({
      dateOfFirstDelinquency: '2016-03',
      removalDate: '2024-03',
      evidence: ['MIDLAND CREDIT MANAGEMENT', 'Date of First Delinquency: Mar 2016', 'Balance: $1,200', 'On Record Until: Mar 2024'],
    });
    const [f, ...rest] = run(c);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      code: 'removal_date_beyond_limit',
      bureau: 'experian',
      creditor: 'MIDLAND CREDIT MANAGEMENT',
      lawBasis: ['FCRA 605(a)', 'FCRA 605(c)', 'FCRA 623(a)(5)', 'FCRA 611'],
      evidence: 'Date of First Delinquency: Mar 2016\nOn Record Until: Mar 2024',
    });
    expect(f!.explanation).toMatch(/kept longer than the law allows/);
    expect(f!.explanation).toMatch(/March 2016.*September 27, 2023.*March 2024/);
  });
  it('is not raised when the removal date is the DOFD + 7 years, as bureaus set it', () => {
    expect(run(collection({ dateOfFirstDelinquency: '2016-03', removalDate: '2023-03' }))).toEqual([]);
    expect(run(collection({ dateOfFirstDelinquency: '2016-03-10', removalDate: '2023-03-10' }))).toEqual([]);
  });
  it('at month precision, is raised only when every day of the printed months is past the limit', () => {
    // DOFD 2016-01 may be 2016-01-31: + 7 years + 180 days = 2023-07-30.
    expect(run(collection({ dateOfFirstDelinquency: '2016-01', removalDate: '2023-07' }))).toEqual([]);
    expect(run(collection({ dateOfFirstDelinquency: '2016-01', removalDate: '2023-07-30' }))).toEqual([]);
    expect(run(collection({ dateOfFirstDelinquency: '2016-01', removalDate: '2023-07-31' }))).toHaveLength(1);
    expect(run(collection({ dateOfFirstDelinquency: '2016-01', removalDate: '2023-08' }))).toHaveLength(1);
  });
  it('is not raised when the DOFD was derived from the removal date', () => {
    expect(run(withDofd(collection({ dateOfFirstDelinquency: null, removalDate: '2030-01' })))).toEqual([]);
  });
  it('is not raised without a removal date', () => {
    expect(run(collection({ dateOfFirstDelinquency: '2010-01', removalDate: null }))).toEqual([]);
  });
});
