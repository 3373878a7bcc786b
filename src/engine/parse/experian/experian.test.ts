import { describe, expect, it } from 'vitest';
import { docFromText } from '../common/testing';
import { parseDocument } from '../index';
import { parseExperian } from './index';

const CURRENT_P1 = `
experian.                                         Prepared for JOHN Q SAMPLE
Report date: 08/15/2024                          Report number: 1234-5678-90
Personal Information
Names
JOHN Q SAMPLE
Addresses
1234 ELM STREET
SPRINGFIELD, IL 62704
55 OAK AVE APT 2
DECATUR, IL 62521
Potentially Negative Items
MIDLAND CREDIT MANAGEMENT
Account name                      Account number
MIDLAND CREDIT MANAGEMENT         XXXXXXXX4321
Original creditor                 Company sold
SYNCHRONY BANK                    -
Account type                      Date opened
Collection                        03/2022
Status                            Balance
Collection account. $1,200 past due as of Jul 2024.
                                  $1,200
Date of first delinquency
11/2021
Payment history
     2024                                            2023
     Jul  Jun  May  Apr  Mar  Feb  Jan               Dec  Nov  Oct
     C    C    C    C    C    C    C                 C    C
                                                  Page 1 of 2
`;

const CURRENT_P2 = `
experian.                                         Prepared for JOHN Q SAMPLE
CAPITAL ONE
Account Name                      Account Number
CAPITAL ONE                       517805XXXXXX
Account Type                      Responsibility
Credit card                       Individual
Date Opened                       Status
08/15/2018                        30 days past due as of Aug
                                  2023.
Credit Limit                      Balance
$2,000                            $1,534
Payment History
     2023
     Aug  Jul  Jun  May  Apr
     30   OK   OK   -    OK
Accounts in Good Standing
DISCOVER BANK
Account name                      Account number
DISCOVER BANK                     XXXX9988
Account type                      Date opened
Credit card                       Jan 2015
Status                            Balance
Open/Never late.                  $0
Hard Inquiries
ACME AUTO FINANCE
Date of inquiry
06/02/2024
BLUE RIVER BANK
Date of inquiry
Mar 3, 2024
Soft Inquiries
SUNNY INSURANCE
Date of inquiry
05/2024
                                                  Page 2 of 2
`;

describe('Experian current layout (label line, value line below)', () => {
  const report = parseExperian(docFromText(CURRENT_P1, CURRENT_P2));

  it('reads the header facts', () => {
    expect(report.bureau).toBe('experian');
    expect(report.reportDate).toBe('2024-08-15');
    expect(report.score).toBeNull();
    expect(report.consumer.name).toBe('JOHN Q SAMPLE');
    expect(report.consumer.addresses).toEqual(['1234 ELM STREET, SPRINGFIELD, IL 62704', '55 OAK AVE APT 2, DECATUR, IL 62521']);
  });

  it('reads each account block, columns by position', () => {
    expect(report.accounts.map((a) => a.creditor)).toEqual(['MIDLAND CREDIT MANAGEMENT', 'CAPITAL ONE', 'DISCOVER BANK']);
    const [midland, capone, discover] = report.accounts;
    expect(midland).toMatchObject({
      accountNumber: 'XXXXXXXX4321',
      originalCreditor: 'SYNCHRONY BANK',
      type: 'Collection',
      category: 'collection',
      balance: 1200,
      dateOpened: '2022-03',
      dateOfFirstDelinquency: '2021-11',
      negative: true,
    });
    expect(midland!.paymentHistory).toMatchObject({ '2024-07': 'COL', '2024-01': 'COL', '2023-12': 'COL', '2023-11': 'COL' });
    expect(capone).toMatchObject({
      accountNumber: '517805XXXXXX',
      responsibility: 'Individual',
      dateOpened: '2018-08-15',
      status: '30 days past due as of Aug 2023.',
      creditLimit: 2000,
      balance: 1534,
      category: 'revolving',
      negative: true,
    });
    expect(capone!.paymentHistory).toEqual({ '2023-08': '30', '2023-07': 'OK', '2023-06': 'OK', '2023-04': 'OK' });
    expect(discover).toMatchObject({ status: 'Open/Never late.', balance: 0, dateOpened: '2015-01', negative: false });
  });

  it('reads hard and soft inquiries', () => {
    expect(report.inquiries).toEqual([
      { creditor: 'ACME AUTO FINANCE', date: '2024-06-02', kind: 'hard' },
      { creditor: 'BLUE RIVER BANK', date: '2024-03-03', kind: 'hard' },
      { creditor: 'SUNNY INSURANCE', date: '2024-05', kind: 'soft' },
    ]);
  });

  it('is detected and dispatched as Experian', () => {
    const parsed = parseDocument(docFromText(CURRENT_P1, CURRENT_P2));
    expect(parsed.layout).toBe('experian');
    expect(parsed.merged).toBe(false);
    expect(parsed.reports).toHaveLength(1);
  });
});

// Older layout: `Label: value` pairs in two columns; the right column starts at a varying x.
const CLASSIC = `
Experian
Credit Report
Report Date: 03/09/2025                      Report number: 4455667788
Prepared For: DELPHINE A ORTEGA
Potentially Negative Items
HALLMARK ASSET RECOVERY
Account #: XXXX5521                          Type: Collection
Original Creditor: ST ANNE HOSPITAL          Responsibility: Individual
Opened: 10/2023                              Current balance: $310
High balance: $310                           Limit:
First Delinquency: 01/2023                   Past due: $310
Status: Collection account. $310 past due as of Feb 2025.
Comments: Medical; Placed for collection
Payment History:
02/25   01/25   12/24   11/24
C       C       C       C
FIRSTLINE CARD
Account #: 517805XXXXXX                      Type: Credit card
Responsibility: Joint                        Opened: 06/2017
Closed: 04/2024                              Balance: $0
Status: Paid, Closed. Was 30 days past due Jan 2023.
Accounts in Good Standing
MAPLE MOTORS CREDIT
Account #: ****7745                          Type: Auto loan
Opened: 02/2022                              Balance: $12,450
Status: Open/Never late.
Public Records
DISTRICT COURT OF ELM COUNTY
Record Type: Chapter 13 bankruptcy           Date Filed: 07/22/2019
Reference: 19-40012                          Status: Dismissed
Requests for Your Credit History
Requests Viewed by Others
HARBOR POINT BANK                            Date: 01/04/2025
SUMMIT AUTO GROUP
Date: 11/19/2024
Requests Viewed Only by You
LUMEN INSURANCE                              Date: 12/12/2024
Personal Information
Name: DELPHINE A ORTEGA
Address: 42 ORCHARD WAY, BELMONT, NH 03220
Social Security Number: XXX-XX-4321
`;

describe('Experian older layout (Label: value pairs in two columns)', () => {
  const report = parseExperian(docFromText(CLASSIC));

  it('reads header facts and personal information printed last', () => {
    expect(report.reportDate).toBe('2025-03-09');
    expect(report.consumer).toEqual({ name: 'DELPHINE A ORTEGA', addresses: ['42 ORCHARD WAY, BELMONT, NH 03220'] });
  });

  it('keeps the two columns apart and reads each account', () => {
    const [collection, card, auto] = report.accounts;
    expect(report.accounts).toHaveLength(3);
    expect(collection).toMatchObject({
      creditor: 'HALLMARK ASSET RECOVERY',
      accountNumber: 'XXXX5521',
      type: 'Collection',
      originalCreditor: 'ST ANNE HOSPITAL',
      responsibility: 'Individual',
      dateOpened: '2023-10',
      balance: 310,
      highBalance: 310,
      creditLimit: null,
      dateOfFirstDelinquency: '2023-01',
      remarks: ['Medical', 'Placed for collection'],
      category: 'collection',
      negative: true,
    });
    expect(collection!.paymentHistory).toEqual({ '2025-02': 'COL', '2025-01': 'COL', '2024-12': 'COL', '2024-11': 'COL' });
    expect(card).toMatchObject({ accountNumber: '517805XXXXXX', responsibility: 'Joint', dateClosed: '2024-04', balance: 0, negative: true });
    expect(auto).toMatchObject({ creditor: 'MAPLE MOTORS CREDIT', accountNumber: '****7745', category: 'installment', negative: false });
  });

  it('reads public records and the inquiries under their sub-headings', () => {
    expect(report.publicRecords).toEqual([
      expect.objectContaining({ type: 'Chapter 13 bankruptcy', date: '2019-07-22', court: 'DISTRICT COURT OF ELM COUNTY', chapter: 13, status: 'Dismissed' }),
    ]);
    expect(report.inquiries).toEqual([
      { creditor: 'HARBOR POINT BANK', date: '2025-01-04', kind: 'hard' },
      { creditor: 'SUMMIT AUTO GROUP', date: '2024-11-19', kind: 'hard' },
      { creditor: 'LUMEN INSURANCE', date: '2024-12-12', kind: 'soft' },
    ]);
  });
});

describe('Experian score', () => {
  it('is read only when printed', () => {
    const withScore = parseExperian(
      docFromText(`Experian\nDate generated\nJan 5, 2025\nFICO Score 8\n712\nHard inquiries\nACME BANK\nInquired on\nDec 1, 2024`),
    );
    expect(withScore.score).toBe(712);
    expect(withScore.reportDate).toBe('2025-01-05');
    const without = parseExperian(
      docFromText(`Experian\nReport date: 01/05/2025\nScores range from 300 to 850\nHard inquiries\nACME BANK\nInquired on\nDec 1, 2024`),
    );
    expect(without.score).toBeNull();
  });
});
