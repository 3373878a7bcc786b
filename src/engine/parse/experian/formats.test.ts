import { describe, expect, it } from 'vitest';
import { accountIssueType } from '../../detect/negative';
import { docFromText } from '../common/testing';
import { parseDocument } from '../index';

// Experian's legacy "Online Personal Credit Report" as its text comes out: one label or value per line,
// prose status and removal date wrapping across lines, a newest-first grid, an "Account History" narrative.
const ONLINE = `Online Personal Credit Report from Experian for DANA R WHITFIELD
Your report number is 1234567890
Report date: 07/14/2016
Potentially Negative Items or items for further review
ELM COUNTY DISTRICT COURT
Record Type:
Civil judgment
Date Filed:
03/2015
Reference Number:
15CV00123
Status:
Satisfied
CONTOSO CARD
Address:
PO BOX 1000
SPRINGFIELD, IL 62701
(800) 555-0199
Account Number: 411111222233....
Address Identification Number:
0123456789
Status: Account charged off. $950 written off. $950 past due as
of Jun 2016.
Status Details: This account is scheduled to continue on
record until Apr 2022.
Date Opened:
02/2015
Reported Since:
03/2015
Date of Status:
02/2016
Last Reported:
06/2016
Type:
Credit card
Terms:
NA
Monthly Payment:
$0
Responsibility:
Individual
Credit Limit/Original Amount:
$600
High Balance:
$950
Recent Balance:
$950 as of 06/2016
Recent Payment:
$0
The original creditor for this account was TAILSPIN STORES.
Comment: Account closed at credit grantor's request.
Payment History:
2016                          2015
JUN  MAY  APR  MAR  FEB  JAN  DEC  NOV  OCT  SEP  AUG  JUL  JUN  MAY  APR  MAR  FEB
CO   CO   CO   CO   CO   150  120  90   60   30   OK   OK   OK   OK   OK   OK   ND
Account History:
Charge Off as of Jun 2016, May 2016, Jan 2016 to Apr 2016
150 days past due as of Jan 2016
NORTHWIND BANK
Address:
PO BOX 2000
DALLAS, TX 75201
No phone number available
Account Number: 123456....
Address Identification Number:
0987654321
Status: Open.
Status Details: By Sep 2021, this account is scheduled to go to a
positive status.
Date Opened:
05/2012
Type:
Credit card
Credit Limit/Original Amount:
$2,000
Recent Balance:
$120 as of 06/2016
Payment History:
2016                          2015
JUN  MAY  APR  MAR  FEB  JAN  DEC  NOV  OCT  SEP  AUG  JUL  JUN  MAY  APR  MAR  FEB
OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   OK   OK
Accounts in Good Standing
FABRIKAM AUTO
Address:
1 MAIN ST
AUSTIN, TX 78701
(800) 555-0123
Account Number: 998877....
Status: Closed/Never late.
Date Opened:
04/2010
Date of Status:
04/2015
Last Reported:
04/2015
Type:
Auto Loan
Credit Limit/Original Amount:
$18,400
Recent Balance:
$0 /paid as of 04/2015
Comment: The original amount of this account was $18,400
Requests Viewed by Others
WOODGROVE LENDING
Address:
PO BOX 3000
PHOENIX, AZ 85001
Date of Request:
03/08/2016
Requests Viewed Only by You
LITWARE INSURANCE
Date of Request:
05/2016
`;

// Experian's current report: "Account Name:" opens a block, "Potentially Negative" flags one.
const CURRENT = `experian.
Prepared for: DANA R WHITFIELD
Date generated: Nov 3, 2025
Report number: 1234-5678-90
Accounts
Potentially Negative
Account Name: FABRIKAM RECOVERY
Account Number: 7788XXXX
Account Type: Collection
Responsibility: Individual
Date Opened: Jun 2021
Status: Collection account. $640 past due as of Oct 2025.
Status Updated: Oct 2025
Balance: $640
Balance Updated: Oct 2025
Original Balance: $640
Original Creditor: CONTOSO CARD
Company Sold To: -
Date of First Delinquency: Jan 2021
On Record Until: Jan 2028
Potentially Negative
Account Name: LITWARE FINANCE
Account Number: 5566XXXX
Account Type: Credit card
Date Opened: Mar 2017
Status: Account charged off. $1,480 written off in Apr 2023.
Balance: $1,480
Credit Limit / Original Balance: $1,500
Highest Balance: $1,480
Monthly Payment: -
Company Sold To: TAILSPIN DEBT LLC
On Record Until: Sep 2029
Comments: Account closed at credit grantor's request
Account Name: NORTHWIND BANK
Account Number: 412345XXXXXX
Account Type: Credit card
Date Opened: Mar 2018
Status: Open/Never late.
Balance: $412
Credit Limit / Original Balance: $1,500
Public Records
Civil Judgment
Court: ELM COUNTY DISTRICT COURT
Date Filed: Mar 2019
Date Resolved: Aug 2020
Hard Inquiries
WOODGROVE LENDING
Inquired on: Jun 2, 2025
Removal Date: Jul 2027
Soft Inquiries
CONTOSO CARD
Inquired on: Sep 2025
`;

describe('Experian legacy online report (F3)', () => {
  const parsed = parseDocument(docFromText(ONLINE));
  const report = parsed.reports[0]!;
  const [contoso, northwind, fabrikam] = report.accounts;

  it('is Experian and reads each account once; the Account History narrative adds none', () => {
    expect(parsed.layout).toBe('experian');
    expect(report.accounts.map((a) => a.creditor)).toEqual(['CONTOSO CARD', 'NORTHWIND BANK', 'FABRIKAM AUTO']);
    expect(report.consumer.name).toBe('DANA R WHITFIELD');
    expect(report.reportDate).toBe('2016-07-14');
  });

  it('reads label-line/value-line fields, prose status and the dated balance', () => {
    expect(contoso).toMatchObject({
      accountNumber: '411111222233....',
      status: 'Account charged off. $950 written off. $950 past due as of Jun 2016.',
      dateOpened: '2015-02',
      dateReported: '2016-06',
      type: 'Credit card',
      creditLimit: 600,
      highBalance: 950,
      balance: 950,
      responsibility: 'Individual',
      negative: true,
    });
    // "Credit Limit/Original Amount" of a loan is its original amount, not a limit.
    expect(fabrikam).toMatchObject({
      balance: 0,
      creditLimit: null,
      highBalance: 18400,
      status: 'Closed/Never late.',
      negative: false,
      accountNumber: '998877....',
    });
  });

  it('takes the wrapped "continue on record until" sentence as the removal date, and not the positive-status one', () => {
    expect(contoso!.removalDate).toBe('2022-04');
    expect(northwind!.removalDate).toBeNull();
    expect(northwind!.negative).toBe(false);
  });

  it('reads the newest-first grid under its year row', () => {
    expect(contoso!.paymentHistory).toMatchObject({ '2016-06': 'CO', '2016-01': '150', '2015-12': '120', '2015-09': '30', '2015-08': 'OK', '2015-02': 'ND' });
  });

  it('reads a public record listed among the potentially negative items, and the original creditor printed as prose', () => {
    expect(report.publicRecords).toEqual([expect.objectContaining({ type: 'Civil judgment', date: '2015-03', court: 'ELM COUNTY DISTRICT COURT' })]);
    expect(contoso!.originalCreditor).toBe('TAILSPIN STORES');
    expect(northwind!.originalCreditor).toBeNull();
  });

  it('reads requests viewed by others as hard and those viewed only by you as soft', () => {
    expect(report.inquiries).toEqual([
      { creditor: 'WOODGROVE LENDING', date: '2016-03-08', kind: 'hard' },
      { creditor: 'LITWARE INSURANCE', date: '2016-05', kind: 'soft' },
    ]);
  });
});

describe('Experian current report (F4)', () => {
  const report = parseDocument(docFromText(CURRENT)).reports[0]!;
  const [collection, chargeOff, card] = report.accounts;

  it('opens a block at each Account Name; the Potentially Negative flag is not a creditor', () => {
    expect(report.accounts.map((a) => a.creditor)).toEqual(['FABRIKAM RECOVERY', 'LITWARE FINANCE', 'NORTHWIND BANK']);
  });

  it('reads On Record Until, Date of First Delinquency, Company Sold To and the original creditor', () => {
    expect(collection).toMatchObject({
      removalDate: '2028-01',
      dateOfFirstDelinquency: '2021-01',
      originalCreditor: 'CONTOSO CARD',
      category: 'collection',
      remarks: [],
    });
    // No DOFD printed: derived from the removal date after parsing (decision 049).
    expect(chargeOff).toMatchObject({
      removalDate: '2029-09',
      dateOfFirstDelinquency: '2022-09',
      dofdSource: 'removal_date',
      creditLimit: 1500,
      highBalance: 1480,
    });
    expect(collection).toMatchObject({ dofdSource: 'printed' });
    expect(chargeOff!.remarks).toContain('Sold to TAILSPIN DEBT LLC');
    expect(card).toMatchObject({ removalDate: null, negative: false, creditLimit: 1500 });
  });

  it('reads hard and soft inquiries and public records', () => {
    expect(report.inquiries).toEqual([
      { creditor: 'WOODGROVE LENDING', date: '2025-06-02', kind: 'hard' },
      { creditor: 'CONTOSO CARD', date: '2025-09', kind: 'soft' },
    ]);
    expect(report.publicRecords).toEqual([expect.objectContaining({ type: 'Civil Judgment', date: '2019-03', court: 'ELM COUNTY DISTRICT COURT' })]);
  });

  it("keeps a charge-off sold to a collector a charge-off: the buyer's name is not the account's status", () => {
    const sold = parseDocument(
      docFromText(
        `Experian\nAccounts\nAccount Name: ROWAN LENDING\nAccount Number: 9449XXXX\nAccount Type: Unsecured loan\nStatus: Account charged off. $2,800 written off. Sold to another lender.\nBalance: $0\nCompany Sold To: BEACON COLLECTION SERVICES`,
      ),
    ).reports[0]!.accounts[0]!;
    expect(accountIssueType(sold)).toBe('charge_off');
    expect(sold.remarks).toEqual([]);
  });
});
