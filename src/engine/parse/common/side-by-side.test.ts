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
});
