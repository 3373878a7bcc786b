import { describe, expect, it } from 'vitest';
import { fieldText } from '../common/blocks';
import { documentLines } from '../common/lines';
import { docFrom } from '../common/test-doc';
import { parseDocument } from '../index';
import { readAccountColumns } from './account-columns';
import { readGeneral } from './read';

/** Two tables whose columns are accounts: three, then four; a remark, histories and a creditor's name wrap in their column. */
const TABLES = [
  '                          NORTHWIND BANK          FIRST MEADOW CREDIT     HALCYON RECOVERY',
  'Account number            412345XXXXXX            987650XXXXXX            HR2231XXXXXX',
  'Account type              Revolving               Installment             Collection',
  'Status                    Closed                  Open                    Open',
  'Balance                   $412                    $5,100                  $1,210',
  'Date opened               03/14/2019              06/02/2021              01/09/2023',
  'Original creditor         –                       –                       NORTHWIND BANK',
  'Remarks                   Charged off account;    –                       Placed for collection',
  '                          Purchased by another',
  '                          lender',
  'History 2024              Jan OK Feb 30 Mar 60    Jan OK Feb OK Mar OK    Jan CO Feb CO',
  '                          Apr 90 May CO           Apr OK',
  'History 2023              Sep OK Oct OK           –                       –',
  // the end of a history cell wrapped onto its own line, right above the next table's head
  '                          Nov OK Dec OK',
  '                          SUMMIT CARD SERVICES    BRIGHTPATH AUTO         OAKRIDGE BANK           LANTERN FINANCE',
  '                                                  FINANCE',
  'Account number            551200XXXXXX            730011XXXXXX            OB7720XXXXXX            LF0042XXXXXX',
  'Status                    Open                    Open                    Closed                  Open',
  'Balance                   $0                      $8,420                  $0                      $95',
  'Credit limit              $2,500                  –                       $1,000                  $500',
];

const REPORT = [
  'Maple Ridge Credit Union · Credit snapshot',
  'JORDAN Q SAMPLE · Experian data as of 05/20/2024',
  'Compare your accounts (7)',
  ...TABLES,
  'Hard inquiries',
  'WINDMERE RIDGE FINANCIAL    12/02/2023',
  'Public records',
  '                          Civil judgment          Tax lien',
  'Date filed                03/02/2021              11/15/2019',
  'Court                     Maple County Court      State Revenue Dept',
  'Status                    Satisfied               Released',
  'Amount                    $2,150                  $880',
];

const columnsOf = (lines: string[]) => readAccountColumns(documentLines(docFrom([lines])));

describe('accounts printed as the columns of a table', () => {
  it('reads each column as an account: the head its creditor, a field a row, wrapped values kept in their column', () => {
    const { accounts, used } = columnsOf(TABLES);
    expect(used.size).toBe(TABLES.length);
    expect(accounts.map((a) => a.block.heading?.text)).toEqual([
      'NORTHWIND BANK',
      'FIRST MEADOW CREDIT',
      'HALCYON RECOVERY',
      'SUMMIT CARD SERVICES',
      'BRIGHTPATH AUTO FINANCE',
      'OAKRIDGE BANK',
      'LANTERN FINANCE',
    ]);
    const [northwind, meadow, halcyon, summit, brightpath] = accounts.map((a) => a.block);
    expect(fieldText(northwind!, 'accountNumber')).toBe('412345XXXXXX');
    expect(fieldText(northwind!, 'remarks')).toBe('Charged off account; Purchased by another lender');
    expect(fieldText(halcyon!, 'originalCreditor')).toBe('NORTHWIND BANK');
    // "–" prints no value
    expect(fieldText(meadow!, 'originalCreditor')).toBeNull();
    expect(fieldText(brightpath!, 'creditLimit')).toBeNull();
    expect(fieldText(summit!, 'creditLimit')).toBe('$2,500');
    expect(accounts[0]!.history).toEqual({
      '2024-01': 'OK',
      '2024-02': '30',
      '2024-03': '60',
      '2024-04': '90',
      '2024-05': 'CO',
      '2023-09': 'OK',
      '2023-10': 'OK',
      '2023-11': 'OK',
      '2023-12': 'OK',
    });
    expect(Object.keys(accounts[1]!.history)).toHaveLength(4);
  });

  it('reads a last table of one account, its creditor right of the labels, after a history cell wrapped alone', () => {
    const last = [
      '                          SUMMIT CARD SERVICES    OAKRIDGE BANK',
      'Account number            551200XXXXXX            OB7720XXXXXX',
      'History 2024              Jan OK Feb OK Mar OK    Jan OK Feb OK',
      '                          Apr OK',
      '                                                  NORTHBRIDGE BANK',
      'Account number                                    597592XXXXXX',
      'Balance                                           $0',
      'History 2024                                      Jan OK Feb OK',
    ];
    const { accounts } = columnsOf(last);
    expect(accounts.map((a) => [a.block.heading?.text, fieldText(a.block, 'accountNumber'), Object.keys(a.history).length])).toEqual([
      ['SUMMIT CARD SERVICES', '551200XXXXXX', 4],
      ['OAKRIDGE BANK', 'OB7720XXXXXX', 2],
      ['NORTHBRIDGE BANK', '597592XXXXXX', 2],
    ]);
  });

  it('reads no table from bureau columns, cards side by side, a name over its fields or names over prose', () => {
    const bureaus = [
      '                          TransUnion              Experian                Equifax',
      'Account number            412345XXXXXX            412345XXXXXX            412345XXXXXX',
      'Balance                   $412                    $412                    $412',
    ];
    expect(columnsOf(bureaus).accounts).toEqual([]);
    const cards = [
      'NORTHWIND BANK                FIRST MEADOW CREDIT',
      'Account number 412345XXXXXX   Account number 987650XXXXXX',
      'Balance $412                  Balance $5,100',
    ];
    expect(columnsOf(cards).accounts).toEqual([]);
    const stacked = ['NORTHWIND BANK', 'Account number      412345XXXXXX', 'Balance             $412'];
    expect(columnsOf(stacked).accounts).toEqual([]);
    const prose = ['                          NORTHWIND BANK          FIRST MEADOW CREDIT', 'These creditors reported to us in the last month.'];
    expect(columnsOf(prose).accounts).toEqual([]);
  });

  it("is read end to end as the report's accounts and records, with their histories, by the general reader and parseDocument", () => {
    const doc = docFrom([REPORT]);
    const [report] = readGeneral(doc, 'experian').reports;
    expect(report!.accounts.map((a) => [a.creditor, a.accountNumber, a.status, a.balance])).toEqual([
      ['NORTHWIND BANK', '412345XXXXXX', 'Closed', 412],
      ['FIRST MEADOW CREDIT', '987650XXXXXX', 'Open', 5100],
      ['HALCYON RECOVERY', 'HR2231XXXXXX', 'Open', 1210],
      ['SUMMIT CARD SERVICES', '551200XXXXXX', 'Open', 0],
      ['BRIGHTPATH AUTO FINANCE', '730011XXXXXX', 'Open', 8420],
      ['OAKRIDGE BANK', 'OB7720XXXXXX', 'Closed', 0],
      ['LANTERN FINANCE', 'LF0042XXXXXX', 'Open', 95],
    ]);
    const northwind = report!.accounts[0]!;
    expect(northwind.remarks).toEqual(['Charged off account', 'Purchased by another lender']);
    expect(northwind.paymentHistory['2024-03']).toBe('60');
    expect(northwind.negative).toBe(true);
    expect(report!.accounts[1]!.negative).toBe(false);
    expect(report!.inquiries.map((q) => q.creditor)).toEqual(['WINDMERE RIDGE FINANCIAL']);
    // public records printed the same way, a record a column under its type
    expect(report!.publicRecords.map((r) => [r.type, r.date, r.court, r.status, r.amount])).toEqual([
      ['Civil judgment', '2021-03-02', 'Maple County Court', 'Satisfied', 2150],
      ['Tax lien', '2019-11-15', 'State Revenue Dept', 'Released', 880],
    ]);

    const parsed = parseDocument(doc);
    const accounts = parsed.reports.flatMap((r) => r.accounts);
    expect(accounts.map((a) => a.accountNumber)).toEqual(report!.accounts.map((a) => a.accountNumber));
    expect(accounts.every((a) => (a.readingChecks ?? []).length === 0)).toBe(true);
  });
});
