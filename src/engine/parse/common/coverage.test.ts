import { describe, expect, it } from 'vitest';
import { coverageOf, coverageWarnings } from './coverage';
import { account, inquiry } from '../../detect/testing/factory';

const read = (accounts: number, inquiries: number) => ({
  accounts: Array.from({ length: accounts }, () => account()),
  inquiries: Array.from({ length: inquiries }, () => inquiry()),
});

describe('coverage', () => {
  it('says nothing when the report prints no counts, or what was read matches them', () => {
    expect(coverageWarnings(coverageOf(read(3, 2)))).toEqual([]);
    expect(coverageWarnings(coverageOf(read(3, 2), { accounts: 3, inquiries: 2 }))).toEqual([]);
  });

  it('says how many accounts or inquiries were read of those the report lists', () => {
    expect(coverageWarnings(coverageOf(read(17, 1), { accounts: 19, inquiries: 2 }))).toEqual([
      'We read 17 of the 19 accounts this report lists.',
      'We read 1 of the 2 inquiries this report lists.',
    ]);
  });

  it('warns of more accounts than listed, but not of more inquiries (counts of the last 2 years leave older ones out)', () => {
    expect(coverageWarnings(coverageOf(read(5, 6), { accounts: 4, inquiries: 3 }))).toEqual(['We read 5 accounts, but this report lists 4.']);
  });
});
