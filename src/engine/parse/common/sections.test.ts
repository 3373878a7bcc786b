import { describe, expect, it } from 'vitest';
import { documentLines } from './lines';
import { splitSections } from './sections';
import { docFromText } from './testing';

const kinds = (text: string) => splitSections(documentLines(docFromText(text))).map((s) => [s.kind, s.lines.length]);

describe('splitSections', () => {
  it('finds headings with counts, notes and (continued) markers', () => {
    expect(
      kinds(`Experian
Potentially Negative Items (3)
A
Accounts in good standing (Positive accounts)
B
Accounts in Good Standing (continued)
C
Hard Inquiries: 2
D
Requests Viewed Only by You
E`),
    ).toEqual([
      ['preamble', 1],
      ['negative', 1],
      ['good', 2],
      ['hardInquiries', 1],
      ['softInquiries', 1],
    ]);
  });

  it('reads a heading with a qualifier after a spaced dash, never a hyphenated word', () => {
    expect(kinds(`Inquiries - Credit Grantors\nA\nPublic Records — Court Filings\nB`)).toEqual([
      ['preamble', 0],
      ['inquiries', 1],
      ['publicRecords', 1],
    ]);
    expect(kinds(`Re-aged Accounts\nA`)).toEqual([['preamble', 2]]);
  });

  it('reads the headings of a dispute-results letter: the items updated or verified, the updated file', () => {
    expect(
      kinds(
        `Results of your dispute\nA\nUpdated and verified items\nB\nYour updated Acme credit file\nAccounts with adverse information\nC\nVerified items\nD\nItems updated\nE`,
      ),
    ).toEqual([
      ['preamble', 2],
      ['accounts', 1],
      ['accounts', 0],
      ['negative', 1],
      ['accounts', 1],
      ['accounts', 1],
    ]);
    expect(kinds(`Deleted items\nA\nUpdated\nB`)).toEqual([['preamble', 4]]);
  });

  it('does not take values for headings', () => {
    expect(
      kinds(`Adverse Accounts
ACME BANK
Account type
Collection
Loan Type         CONVENTIONAL REAL ESTATE
                  MORTGAGE
Status
Filed
Regular Inquiries
ORION BANK`),
    ).toEqual([
      ['preamble', 0],
      ['negative', 7],
      ['hardInquiries', 1],
    ]);
  });

  it('reads the monitoring and legacy Experian headings; a label with its colon is not one', () => {
    expect(
      kinds(`Potentially Negative Items or items for further review
ACME BANK
Account History:
Charge Off as of Jun 2016
Revolving Credit Accounts
A
Real Estate Credit Accounts
B
Installment Credit Accounts
C
Creditor Contact Information
D
Account History
E`),
    ).toEqual([
      ['preamble', 0],
      ['negative', 3],
      ['revolving', 1],
      ['mortgage', 1],
      ['installment', 1],
      ['ignored', 1],
      ['accounts', 1],
    ]);
  });
});
