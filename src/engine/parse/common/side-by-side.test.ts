import { describe, expect, it } from 'vitest';
import { documentLines } from './lines';
import { docFromText } from './testing';

const CARDS = `Accounts
  LOOMCRAFT DEPARTMENT STORE                       IVYBRIDGE RECEIVABLES MGMT
  Account #      ****3769                          Account #      ****3865
  Account Type   Charge Account                    Account Type   Collection
  Balance Owed   $0                                Balance Owed   $6,310
  Date Opened    01/28/2022
  VELDT HOME FURNISHINGS                           HALYARD DEBT SOLUTIONS
  Account #      ****8624                          Account #      ****4176
  Balance Owed   $8,316                            Balance Owed   $552
Inquiries
ACME BANK    01/22/2022`;

describe('cards printed two to a row', () => {
  it('reads the left card whole, then the right one, row by row', () => {
    const texts = documentLines(docFromText(CARDS)).map((l) => l.text);
    expect(texts).toEqual([
      'Accounts',
      'LOOMCRAFT DEPARTMENT STORE',
      'Account #  ****3769',
      'Account Type  Charge Account',
      'Balance Owed  $0',
      'Date Opened  01/28/2022',
      'IVYBRIDGE RECEIVABLES MGMT',
      'Account #  ****3865',
      'Account Type  Collection',
      'Balance Owed  $6,310',
      'VELDT HOME FURNISHINGS',
      'Account #  ****8624',
      'Balance Owed  $8,316',
      'HALYARD DEBT SOLUTIONS',
      'Account #  ****4176',
      'Balance Owed  $552',
      'Inquiries',
      'ACME BANK  01/22/2022',
    ]);
  });

  it('leaves two columns of one account alone (labels over values, no pair of names)', () => {
    const oneAccount = `CAPITAL ONE
Account Type                      Responsibility
Credit card                       Individual
Date Opened                       Status
08/15/2018                        Open`;
    expect(documentLines(docFromText(oneAccount)).map((l) => l.text)).toEqual([
      'CAPITAL ONE',
      'Account Type  Responsibility',
      'Credit card  Individual',
      'Date Opened  Status',
      '08/15/2018  Open',
    ]);
  });

  it("keeps a scan's row of cards whole: border marks, a right card a little left of the gutter, OCR's uneven line sizes", () => {
    const doc = docFromText(`Accounts
  WILLOWMERE FINANCE                               ELMSTONE ASSET ACQUISITION
  Account #      ****3606                          Account #      ****1355
  Account Type   Unsecured                         Account Type   Collection
  Date Reported  12/03/2023                      | Original Creditor   WILLOWMERE
  Closed Date    08/03/2023                         Date Reported  10/03/2026
  Remarks        Charged off                      {Payment history 11/24 COL
  Payment history 01/22 OK                        12/24 COL
  ROWANBERRY LENDING
  Account #      ****6775
 1  Payment history 11/24 OK
Inquiries
ACME BANK    01/22/2022`);
    // OCR measures each line's height: the first field line taller, the history lines smaller
    const sizes = [10, 10, 8.2, 7.5, 7.2, 7.3, 7.2, 6.4, 7.9, 7.3, 6.4, 9.3, 7.2];
    doc.pages[0]!.lines.forEach((l, i) => (l.size = sizes[i] ?? 10));
    expect(documentLines(doc).map((l) => l.text)).toEqual([
      'Accounts',
      'WILLOWMERE FINANCE',
      'Account #  ****3606',
      'Account Type  Unsecured',
      'Date Reported  12/03/2023',
      'Closed Date  08/03/2023',
      'Remarks  Charged off',
      'Payment history 01/22 OK',
      'ROWANBERRY LENDING',
      'Account #  ****6775',
      'Payment history 11/24 OK',
      'ELMSTONE ASSET ACQUISITION',
      'Account #  ****1355',
      'Account Type  Collection',
      'Original Creditor  WILLOWMERE',
      'Date Reported  10/03/2026',
      'Payment history 11/24 COL',
      '12/24 COL',
      // lookalike: the heading at the page's margin ends the row as before
      'Inquiries',
      'ACME BANK  01/22/2022',
    ]);
  });

  it("still ends the row at a line running across the gutter from the left card's edge (lookalike)", () => {
    const texts = documentLines(
      docFromText(`  LOOMCRAFT DEPARTMENT STORE                       IVYBRIDGE RECEIVABLES MGMT
  Account #      ****3769                          Account #      ****3865
  Account Type   Charge Account                    Account Type   Collection
  A line of text printed across the whole width of the page under the cards`),
    ).map((l) => l.text);
    expect(texts.slice(-1)).toEqual(['A line of text printed across the whole width of the page under the cards']);
    expect(texts[3]).toBe('IVYBRIDGE RECEIVABLES MGMT');
  });
});
