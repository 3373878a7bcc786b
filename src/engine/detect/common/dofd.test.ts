import { describe, expect, it } from 'vitest';
import { account } from '../testing/factory';
import { withDofd } from './dofd';

describe('withDofd', () => {
  it('marks a printed DOFD as printed and leaves it as printed, whatever the removal date says', () => {
    expect(withDofd(account({ dateOfFirstDelinquency: '2016-03', dofdSource: null, removalDate: '2024-01' }))).toMatchObject({
      dateOfFirstDelinquency: '2016-03',
      dofdSource: 'printed',
    });
  });
  it('derives the DOFD as the removal date less 7 years, at the removal date’s precision', () => {
    expect(withDofd(account({ removalDate: '2022-04' }))).toMatchObject({ dateOfFirstDelinquency: '2015-04', dofdSource: 'removal_date' });
    expect(withDofd(account({ removalDate: '2026-11-15' }))).toMatchObject({ dateOfFirstDelinquency: '2019-11-15', dofdSource: 'removal_date' });
    expect(withDofd(account({ removalDate: '2024-02-29' }))).toMatchObject({ dateOfFirstDelinquency: '2017-02-28', dofdSource: 'removal_date' });
  });
  it('leaves an account with neither without a DOFD or a source', () => {
    expect(withDofd(account({ removalDate: null }))).toMatchObject({ dateOfFirstDelinquency: null, dofdSource: null });
    expect(withDofd(account({ removalDate: 'Apr 2022' }))).toMatchObject({ dateOfFirstDelinquency: null, dofdSource: null });
  });
});
