import { describe, expect, it } from 'vitest';
import { opensWithBureau, readFromAnotherBureau } from './bureau-lines';

describe("an account read from another bureau's lines", () => {
  it("is one whose lines open with another bureau's name and never with its own", () => {
    const lines = ['CEDAR RIDGE RECEIVABLES', 'TransUnion: Account number: 36983391****; Type: Collection;', 'Past due: 5,620 USD;'];
    expect(readFromAnotherBureau(lines, 'experian')).toBe(true);
    expect(readFromAnotherBureau(lines, 'transunion')).toBe(false);
    // a bureau that has no such account prints a line of its own that is not the account's
    expect(readFromAnotherBureau([...lines, 'Experian: not reported.', 'Equifax: not reported.'], 'experian')).toBe(true);
  });

  it('is not one whose lines name its own bureau among others, or name bureaus only in passing', () => {
    const rows = ['TransUnion: $1,200', 'Experian: $1,150', 'Equifax: $1,200'];
    expect(readFromAnotherBureau(rows, 'equifax')).toBe(false);
    expect(readFromAnotherBureau(['Balance $500', 'Reported to Experian: monthly'], 'equifax')).toBe(false);
    expect(readFromAnotherBureau(['TransUnion  Experian  Equifax', 'Balance $5 $5 $5'], 'experian')).toBe(false);
  });
});

describe("a creditor that is a bureau's line", () => {
  it("opens with a bureau's name and a colon", () => {
    expect(opensWithBureau('TransUnion: not reported.')).toBe(true);
    expect(opensWithBureau('EXPERIAN: Account number 1234')).toBe(true);
    expect(opensWithBureau('EQUIFAX MORTGAGE SERVICES')).toBe(false);
  });
});
