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
