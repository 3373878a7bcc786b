import { describe, expect, it } from 'vitest';
import type { Account, CreditReport } from '../../model';
import { parseDocument } from '../index';
import { disputeResultRows, disputeResultsSentence, withDisputeResults } from './dispute-results';
import { documentLines } from './lines';
import { docFromText } from './testing';

const linesOf = (text: string) => documentLines(docFromText(text));

const TABLE = `
Results
Item                          Account            Result
NORTHFIELD MEDICAL GROUP      552201****         Deleted
QUARRY TELECOM                                   Deleted
HARBOR CARD SERVICES          412233****         Updated
BRISTLECONE RECOVERY          AB771****          Verified as accurate
Updated and verified items
`;

describe('dispute results table', () => {
  it('reads each row under an "Item  Account  Result" header, the number where printed, until a line that is no row', () => {
    expect(disputeResultRows(linesOf(TABLE))).toEqual([
      { creditor: 'NORTHFIELD MEDICAL GROUP', accountNumber: '552201****', result: 'deleted' },
      { creditor: 'QUARRY TELECOM', accountNumber: null, result: 'deleted' },
      { creditor: 'HARBOR CARD SERVICES', accountNumber: '412233****', result: 'corrected' },
      { creditor: 'BRISTLECONE RECOVERY', accountNumber: 'AB771****', result: 'verified' },
    ]);
  });

  it('reads nothing without a header naming the result, nor a sentence as a result cell', () => {
    expect(disputeResultRows(linesOf(`Creditor      Account      Status\nACME BANK     1234****     Closed\nBETA CARD     5678****     Updated`))).toEqual([]);
    expect(disputeResultRows(linesOf(`ACME BANK     1234****     Deleted`))).toEqual([]);
    expect(disputeResultRows(linesOf(`Item      Result\nACME BANK     The item was deleted. We also updated your address.`))).toEqual([]);
  });
});

function account(creditor: string, accountNumber: string | null): Account {
  return { creditor, accountNumber } as Account;
}

function report(accounts: Account[]): CreditReport {
  return {
    bureau: 'transunion',
    accounts,
    notShown: [],
    coverage: { accountsRead: accounts.length, accountsListed: null, inquiriesRead: 0, inquiriesListed: null },
  } as unknown as CreditReport;
}

describe('withDisputeResults', () => {
  it('drops every account the bureau deleted (same creditor, same digits where both print a number), counts the results, says so once', () => {
    const [out] = withDisputeResults(linesOf(TABLE), [
      report([
        account('NORTHFIELD MEDICAL GROUP', '552201****'),
        account('NORTHFIELD MEDICAL GROUP', '990011****'),
        account('QUARRY TELECOM', '3321****'),
        account('HARBOR CARD SERVICES', '412233****'),
      ]),
    ]);
    expect(out!.accounts.map((a) => [a.creditor, a.accountNumber])).toEqual([
      ['NORTHFIELD MEDICAL GROUP', '990011****'],
      ['HARBOR CARD SERVICES', '412233****'],
    ]);
    expect(out!.coverage.accountsRead).toBe(2);
    expect(out!.coverage.disputeResults).toEqual({ deleted: 2, corrected: 1, verified: 1 });
    expect(out!.notShown).toEqual([
      "This file is TransUnion's results of your dispute: 2 items deleted (no longer on your report, so not listed here), 1 updated, 1 verified as accurate.",
    ]);
  });

  it('leaves the reports of a file without a results table as they are', () => {
    const reports = [report([account('ACME BANK', '1234****')])];
    expect(withDisputeResults(linesOf(`ACME BANK   1234****   Deleted`), reports)).toBe(reports);
  });

  it('names only the results the letter gives', () => {
    expect(disputeResultsSentence('equifax', { deleted: 0, corrected: 0, verified: 1 })).toBe(
      "This file is Equifax's results of your dispute: 1 verified as accurate.",
    );
    expect(disputeResultsSentence('experian', { deleted: 1, corrected: 0, verified: 0 })).toBe(
      "This file is Experian's results of your dispute: 1 item deleted (no longer on your report, so not listed here).",
    );
  });
});

describe('a dispute-results letter read as a report', () => {
  it('reads the updated and verified tradelines and the updated file, never a deleted item', () => {
    const letter = `
TransUnion
Results of your dispute
Dear PAT SAMPLE,
We have completed our investigation of the items you disputed.
Item                          Account            Result
NORTHFIELD MEDICAL GROUP      552201****         Deleted
HARBOR CARD SERVICES          412233****         Updated
Updated and verified items
HARBOR CARD SERVICES 412233****
Result: Updated
Account Number          412233****
Pay Status              Charged Off
Balance                 $1,250
Date Opened             04/23/2020
Remarks                 UNPAID BALANCE REPORTED AS A LOSS BY THE CREDIT GRANTOR
NORTHFIELD MEDICAL GROUP 552201****
Account Number          552201****
Pay Status              Collection Account
Balance                 $310
Date Opened             02/11/2022
Your updated TransUnion credit file
Accounts with adverse information
WILLOW CREDIT UNION 778812****
Account Number          778812****
Pay Status              Charged Off
Balance                 $2,400
Date Opened             07/16/2019
Remarks                 UNPAID BALANCE REPORTED AS A LOSS BY THE CREDIT GRANTOR
Satisfactory accounts
PINE AUTO FINANCE 330012****
Account Number          330012****
Pay Status              Current Account
Balance                 $8,100
Date Opened             10/25/2021
Regular inquiries
Maple Motors                                     05/16/2025
Promotional and account review inquiries
ACME OFFERS                                      01/25/2025
`;
    const [tu] = parseDocument(docFromText(letter)).reports;
    expect(tu!.accounts.map((a) => [a.creditor, a.accountNumber, a.balance, a.remarks])).toEqual([
      ['HARBOR CARD SERVICES', '412233****', 1250, ['UNPAID BALANCE REPORTED AS A LOSS BY THE CREDIT GRANTOR']],
      ['WILLOW CREDIT UNION', '778812****', 2400, ['UNPAID BALANCE REPORTED AS A LOSS BY THE CREDIT GRANTOR']],
      ['PINE AUTO FINANCE', '330012****', 8100, []],
    ]);
    expect(tu!.inquiries.map((q) => [q.creditor, q.kind])).toEqual([
      ['Maple Motors', 'hard'],
      ['ACME OFFERS', 'soft'],
    ]);
    expect(tu!.coverage.disputeResults).toEqual({ deleted: 1, corrected: 1, verified: 0 });
  });
});
