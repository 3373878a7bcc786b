import { describe, expect, it } from 'vitest';
import { documentLines, toLine } from './lines';
import { columnStarts, readTextColumns } from './text-columns';
import { docFromText } from './testing';

const texts = (page: string, ...more: string[]) => documentLines(docFromText(page, ...more)).map((l) => l.text);

describe('a page printed in two independent columns', () => {
  it('reads the left card whole, then the right one, a row of the grid at a time; a heading ends the columns', () => {
    const page = `Your accounts (3)
  COBALT RIVER BANK                                VELDT HOME FURNISHINGS
  Account number: *****9654                        Account number: *****9372
  Status: Charge Off                               Status: Pays As Agreed
  Balance: $6,286                                  Balance: $0
  Payment history: 03/22 OK 04/22 OK 05/22         Date opened: 09/09/2019
  30 06/22 60                                      Payment history: 08/24 OK 09/24
                                                   OK 10/24 OK
  HALYARD DEBT SOLUTIONS
  Account number: *****3765
  Balance: $1,904
Inquiries
  ZEPHYR CAPITAL PARTNERS
  Inquiry date: 09/30/2022`;
    expect(texts(page)).toEqual([
      'Your accounts (3)',
      'COBALT RIVER BANK',
      'Account number: *****9654',
      'Status: Charge Off',
      'Balance: $6,286',
      'Payment history: 03/22 OK 04/22 OK 05/22',
      '30 06/22 60',
      'VELDT HOME FURNISHINGS',
      'Account number: *****9372',
      'Status: Pays As Agreed',
      'Balance: $0',
      'Date opened: 09/09/2019',
      'Payment history: 08/24 OK 09/24',
      'OK 10/24 OK',
      'HALYARD DEBT SOLUTIONS',
      'Account number: *****3765',
      'Balance: $1,904',
      'Inquiries',
      'ZEPHYR CAPITAL PARTNERS',
      'Inquiry date: 09/30/2022',
    ]);
  });

  it('reads a column down, then the next, when the cards of the columns do not start on one line', () => {
    const page = `Accounts
  COBALT RIVER BANK                                VELDT HOME FURNISHINGS
  Account number: *****9654                        Account number: *****9372
  Balance: $6,286                                  Balance: $0
  LUMEN CARD                                       Credit limit: $1,900
  Account number: *****1111                        Date opened: 09/09/2019
  Balance: $12                                     BEACON COLLECTION SERVICES
  Status: Open                                     Account number: *****5394
                                                   Balance: $922`;
    expect(texts(page)).toEqual([
      'Accounts',
      'COBALT RIVER BANK',
      'Account number: *****9654',
      'Balance: $6,286',
      'LUMEN CARD',
      'Account number: *****1111',
      'Balance: $12',
      'Status: Open',
      'VELDT HOME FURNISHINGS',
      'Account number: *****9372',
      'Balance: $0',
      'Credit limit: $1,900',
      'Date opened: 09/09/2019',
      'BEACON COLLECTION SERVICES',
      'Account number: *****5394',
      'Balance: $922',
    ]);
  });

  it('reads three columns of cards left to right', () => {
    const page = `Accounts
  COBALT RIVER BANK          VELDT HOME                 LUMEN CARD
  Account number: ****9654   Account number: ****9372   Account number: ****1111
  Balance: $6,286            Balance: $0                Balance: $12
  Status: Closed             Status: Open               Status: Open`;
    expect(texts(page)).toEqual([
      'Accounts',
      'COBALT RIVER BANK',
      'Account number: ****9654',
      'Balance: $6,286',
      'Status: Closed',
      'VELDT HOME',
      'Account number: ****9372',
      'Balance: $0',
      'Status: Open',
      'LUMEN CARD',
      'Account number: ****1111',
      'Balance: $12',
      'Status: Open',
    ]);
  });
});

describe('columns that are not independent flows are left alone', () => {
  const unchanged = (page: string) => {
    const lines = documentLines(docFromText(page));
    expect(readTextColumns(lines)).toEqual(lines);
    expect(lines.map((l) => l.segments.length)).toEqual(docFromText(page).pages[0]!.lines.map((l) => l.items.length));
  };

  it('two columns of one account\'s fields ("Balance: $5   Credit limit: $9"): no names in the right column', () => {
    unchanged(`COBALT RIVER BANK
Account number: *****9654              Date opened: 01/10/2019
Status: Charge Off                     Date closed: 04/06/2023
Balance: $6,286                        Credit limit: $5,500
Past due: $6,286                       High credit: $6,286
LUMEN CARD
Account number: *****1111              Date opened: 02/11/2020
Balance: $12                           Credit limit: $500`);
  });

  it('two columns of labels over values: a value that reads like a name ("Individual") is no card', () => {
    unchanged(`MIDLAND CREDIT MANAGEMENT
Account name                      Account number
MIDLAND CREDIT MANAGEMENT         XXXXXXXX4321
Account type                      Responsibility
Credit card                       Individual
Date opened                       Status
03/2022                           Collection account
Balance                           Credit limit
$1,200                            $0
     2024                                            2023`);
  });

  it("two columns of one account's fields over a month grid whose last row leaves one code under the right column", () => {
    unchanged(`GLASSWING BANK
Account #: 8024****                      Loan type: Credit card
Ownership: Individual                    Open date: 09/2018
Amount owed: $1,507                      Credit line: $23,000
Payment History:
05/22     04/22     03/22     02/22      01/22
CO        CO        CO        CO         COL
BELLWETHER LENDING
Account #: 9054****                      Loan type: Unsecured loan
Ownership: Individual                    Open date: 09/2019
Amount owed: $0                          Credit line: $4,700`);
  });

  it('two columns of label–value pairs whose right column prints a label without its value ("Charge Off Amount")', () => {
    unchanged(`  OAKHOLLOW SAVINGS
  Account Number            ****1767               Reported Balance       $960
  Account Status            Pays as agreed         Credit Limit           $17,100
  BAYLEAF MORTGAGE CO
  Account Number            ****3225               Reported Balance       $0
  Account Status            Paid as agreed         Credit Limit
  Account Type              Real Estate Mortgage   Date Opened            03/11/2022
  High Credit               $252,700               Owner                  Individual Account
  Creditor Classification   Financial              Charge Off Amount
  Date of First Delinquency                        Amount Past Due        $2,018
  Date Closed               08/01/2025             Date Reported          08/01/2025`);
  });

  it('one column of fields and a wide table under it', () => {
    unchanged(`COBALT RIVER BANK
Account number: *****9654
Status: Charge Off
Balance: $6,286
Date          Balance       Past due      Status             Remarks
01/2024       $6,286        $6,286        Charge off         Closed by grantor
12/2023       $6,286        $6,286        Charge off         Closed by grantor
11/2023       $6,100        $900          120 days late      Payment: $0`);
  });

  it('a 3-bureau table: a label, then a value under each bureau', () => {
    unchanged(`COBALT RIVER BANK
                      TransUnion          Experian          Equifax
Account #:            ****9654            ****9654          ****9654
Account Type:         Revolving           Revolving         Revolving
Balance:              $6,286              $6,286            $6,286
Status:               Charge off          Charge off        Charge off
Date Opened:          01/10/2019          01/10/2019        01/10/2019
LUMEN CARD
                      TransUnion          Experian          Equifax
Account #:            ****1111            ****1111          ****1111
Balance:              $12                 $12               $12`);
  });
});

const rawLines = (page: string) => docFromText(page).pages[0]!.lines.map((l) => toLine(l, 1));

describe('columnStarts', () => {
  it('finds the left edge and the x where later segments start with a label on several lines', () => {
    const doc = `A BANK                    B BANK
Balance: $1               Balance: $2
Status: Open              Status: Open
Past due: $0              Past due: $0`;
    expect(columnStarts(rawLines(doc))).toEqual([0, 26 * 6]);
  });

  it('finds none on a page of one column', () => {
    expect(columnStarts(rawLines(`A BANK\nBalance: $1\nStatus: Open`))).toBeNull();
  });
});
