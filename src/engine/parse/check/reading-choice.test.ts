import { describe, expect, it } from 'vitest';
import type { Account, Bureau, CreditReport } from '../../model';
import { blankAccount } from '../common/blank-account';
import { coverageOf } from '../common/coverage';
import { READING_WARNING } from './account-checks';
import { EVERY_ACCOUNT_FLAGGED, generalIsBetter, layoutFailure, readingOf, readingWarnings, withBureauFlag } from './reading-choice';

const clean = (name: string): Account => ({ ...blankAccount(name), accountNumber: 'XXXX1234', balance: 75, readingWarning: null, readingChecks: [] });
const flagged = (name: string): Account => ({ ...clean(name), readingWarning: READING_WARNING, readingChecks: ['number_is_date'] });

function report(bureau: Bureau, accounts: Account[]): CreditReport {
  return {
    bureau,
    reportDate: null,
    reportDateSource: null,
    score: null,
    consumer: { name: null, addresses: [] },
    accounts,
    inquiries: [],
    publicRecords: [],
    coverage: coverageOf({ accounts: [], inquiries: [] }),
    warnings: [],
  };
}

const TU_TEXT = 'Your TransUnion credit report\nVantageScore 3.0 · TransUnion';

describe('the reading returned', () => {
  it('is the general one when the layout parser read the file at a bureau it does not name', () => {
    const layout = readingOf([report('experian', [clean('A'), clean('B'), clean('C')])], TU_TEXT, false);
    const general = readingOf([report('transunion', [clean('A'), flagged('B')])], TU_TEXT, false);
    expect(layout.bureauCheck).toBe('bureau_not_printed');
    expect(general.bureauCheck).toBeNull();
    expect(generalIsBetter(layout, general)).toBe(true);
    expect(layoutFailure('experian', layout)).toBe('the experian layout parser read this file as experian, a bureau it does not name');
  });

  it('does not check the bureau the caller named, nor a reading of several bureaus', () => {
    expect(readingOf([report('experian', [clean('A')])], TU_TEXT, true).bureauCheck).toBeNull();
    expect(readingOf([report('experian', [clean('A')]), report('transunion', [clean('A')])], TU_TEXT, false).bureauCheck).toBeNull();
  });

  it('is never a reading whose every account is flagged, when the other has accounts', () => {
    const layout = readingOf([report('experian', [clean('A'), flagged('B')])], TU_TEXT, false);
    const general = readingOf([report('transunion', [flagged('A'), flagged('B'), flagged('C')])], TU_TEXT, false);
    expect(generalIsBetter(layout, general)).toBe(false);
    const text = 'Experian report';
    const allFlagged = readingOf([report('experian', [flagged('A'), flagged('B'), flagged('C')])], text, false);
    const some = readingOf([report('experian', [clean('A')])], text, false);
    expect(generalIsBetter(allFlagged, some)).toBe(true);
  });

  it('is the general one when the layout parser read no account, and never a general reading of none', () => {
    const text = 'Experian report';
    const none = readingOf([report('experian', [])], text, false);
    const some = readingOf([report('experian', [flagged('A')])], text, false);
    expect(generalIsBetter(none, some)).toBe(true);
    expect(generalIsBetter(some, none)).toBe(false);
    expect(generalIsBetter(some, null)).toBe(false);
  });

  it('otherwise is the one with more accounts, then the one with fewer flagged', () => {
    const text = 'Experian report';
    const two = readingOf([report('experian', [clean('A'), flagged('B')])], text, false);
    const three = readingOf([report('experian', [clean('A'), flagged('B'), flagged('C')])], text, false);
    const twoClean = readingOf([report('experian', [clean('A'), clean('B')])], text, false);
    expect(generalIsBetter(two, three)).toBe(true);
    expect(generalIsBetter(three, two)).toBe(false);
    expect(generalIsBetter(two, twoClean)).toBe(true);
    expect(generalIsBetter(twoClean, two)).toBe(false);
  });
});

describe('a reading kept although it failed its bureau check', () => {
  it('carries the check on every account, and the report says no account was read cleanly', () => {
    const layout = readingOf([report('experian', [clean('A'), flagged('B')])], TU_TEXT, false);
    const [kept] = withBureauFlag(layout);
    expect(kept?.accounts.map((a) => a.readingChecks)).toEqual([['bureau_not_printed'], ['number_is_date', 'bureau_not_printed']]);
    expect(kept?.accounts.every((a) => a.readingWarning === READING_WARNING)).toBe(true);
    expect(readingWarnings(kept!.accounts)).toEqual([EVERY_ACCOUNT_FLAGGED]);
  });

  it('says nothing of a report with one clean account, or none at all', () => {
    expect(readingWarnings([clean('A'), flagged('B')])).toEqual([]);
    expect(readingWarnings([])).toEqual([]);
  });
});
