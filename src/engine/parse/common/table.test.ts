import { describe, expect, it } from 'vitest';
import { parseDocument } from '../index';
import { fieldText } from './blocks';
import { documentLines } from './lines';
import { labelKey } from './labels';
import { readAccountTable } from './table';
import { docFromText } from './testing';

const TABLE = `Accounts
Creditor            Account Number    Date Opened   Balance    Credit Limit   Status
NORTHWIND BANK      412345XXXXXX      03/2018       $412       $1,500         Open
CONTOSO CARD        5566XXXX          01/2020       $640       $900           30 days past due
FABRIKAM AUTO       CR123XXX          02/2019       $6,200     -              Closed/Never late
FINANCE                                                                       `;

describe('accounts printed as a table', () => {
  it('reads one account per row, cells by column, a wrapped cell continuing its column', () => {
    const blocks = readAccountTable(documentLines(docFromText(TABLE)))!;
    expect(blocks.map((b) => fieldText(b, 'creditor'))).toEqual(['NORTHWIND BANK', 'CONTOSO CARD', 'FABRIKAM AUTO FINANCE']);
    expect(fieldText(blocks[1]!, 'status')).toBe('30 days past due');
    expect(fieldText(blocks[2]!, 'creditLimit')).toBeNull();
    // Evidence: the header and the row, label and value together.
    expect(blocks[0]!.lines.map((l) => l.text)).toEqual([expect.stringMatching(/^Creditor/), expect.stringMatching(/^NORTHWIND BANK/)]);
  });

  it('is not a table: two labels over their values, or a header without a creditor column', () => {
    expect(readAccountTable(documentLines(docFromText('Account name      Account number\nNORTHWIND BANK    412345XXXXXX')))).toBeNull();
    expect(readAccountTable(documentLines(docFromText('Date Opened   Balance   Credit Limit   Status\n03/2018   $412   $1,500   Open')))).toBeNull();
  });

  it('is read end to end in a report that names its bureau', () => {
    const report = parseDocument(docFromText(`Experian credit report\n${TABLE}\nHard Inquiries\nWOODGROVE LENDING    03/08/2024`)).reports[0]!;
    expect(report.accounts.map((a) => [a.creditor, a.accountNumber, a.balance, a.negative])).toEqual([
      ['NORTHWIND BANK', '412345XXXXXX', 412, false],
      ['CONTOSO CARD', '5566XXXX', 640, true],
      ['FABRIKAM AUTO FINANCE', 'CR123XXX', 6200, false],
    ]);
  });
});

const WRAPPED_HEADER = `Accounts
Creditor        Account         Date        Balance     Past      Status            Original
                Number          Opened                  Due                         Creditor
NORTHWIND       412345XXXXXX    03/2018     $412        $0        Open/Never        
BANK NA                                                           late.
KINGFISHER      5566XXXX        01/2020     $640        $640      Collection        BRISKWAVE
PORTFOLIO LLC                                                     account.          WIRELESS
                                                                  $640 past due
Payment History (newest month first)
NORTHWIND BANK NA        412345XXXXXX     OK OK OK`;

describe('where a row starts', () => {
  it('at a name in the first column beside a value that never wraps, though the row before left that column empty', () => {
    const table = `Accounts
Creditor            Account Number    Date Opened   Balance    Status
ALPHA BANK          1111XXXX                                   Open
NATIONAL
BETA CARD                             01/2020       $50        Open`;
    const blocks = readAccountTable(documentLines(docFromText(table)))!;
    expect(blocks.map((b) => [fieldText(b, 'creditor'), fieldText(b, 'accountNumber'), fieldText(b, 'balance')])).toEqual([
      ['ALPHA BANK NATIONAL', '1111XXXX', null],
      ['BETA CARD', null, '$50'],
    ]);
  });
});

describe('a table whose header wraps onto two lines', () => {
  const blocks = readAccountTable(documentLines(docFromText(WRAPPED_HEADER)))!;

  it('joins each column label from both lines and reads one account per row, wrapped cells continuing', () => {
    expect(blocks.map((b) => fieldText(b, 'creditor'))).toEqual(['NORTHWIND BANK NA', 'KINGFISHER PORTFOLIO LLC']);
    expect(blocks[0]!.fields.map((f) => f.key)).toEqual(['creditor', 'accountNumber', 'dateOpened', 'balance', 'pastDue', 'status', 'originalCreditor']);
    expect(fieldText(blocks[1]!, 'status')).toBe('Collection account. $640 past due');
    expect(fieldText(blocks[1]!, 'originalCreditor')).toBe('BRISKWAVE WIRELESS');
  });

  it('ends at a heading that runs across the columns', () => {
    expect(blocks).toHaveLength(2);
    expect(blocks[1]!.lines.map((l) => l.text).join('\n')).not.toMatch(/Payment History/);
  });
});

// As OCR lines it: "Account" (over "Type") and "Responsibility" (nothing below) one run, their gap under a word
// space and a half; a PDF text layer keeps them two cells.
const OCR_HEADER = `Accounts
Creditor        Account         Account Responsibility   Date        Balance
                Number          Type                     Opened
NORTHWIND       412345XXXXXX    Credit  Individual       03/2018     $412
BANK NA                         card
KINGFISHER      5566XXXX        Collection Joint         01/2020     $640`;

describe('a wrapped header whose neighbouring labels OCR printed as one run', () => {
  it('starts a cell at a top word past everything printed under the cell so far', () => {
    const blocks = readAccountTable(documentLines(docFromText(OCR_HEADER)))!;
    expect(blocks[0]!.fields.map((f) => f.key)).toEqual(['creditor', 'accountNumber', 'accountType', 'responsibility', 'dateOpened', 'balance']);
    expect(blocks.map((b) => [fieldText(b, 'creditor'), fieldText(b, 'accountType'), fieldText(b, 'responsibility')])).toEqual([
      ['NORTHWIND BANK NA', 'Credit card', 'Individual'],
      ['KINGFISHER', 'Collection', 'Joint'],
    ]);
  });

  it('is still no table when the split cells are not labels', () => {
    const notHeader = OCR_HEADER.replace('Account Responsibility', 'Account Somewhere').replace(/\n {16}Number/, '\n                Blue  ');
    expect(readAccountTable(documentLines(docFromText(notHeader)))).toBeNull();
  });
});

describe('a header of run-together labels', () => {
  const RUN = `Creditor            Account Number    Date Opened   High Credit Limit    Balance
-------------------------------------------------------------------------------
NORTHWIND BANK      412345XXXXXX      03/2018       $700        $1,500   $412
CONTOSO CARD        5566XXXX          01/2020       $900                 $640`;

  it('splits the cell into its labels only when asked, and a rule of dashes is no row', () => {
    expect(readAccountTable(documentLines(docFromText(RUN)))).toBeNull();
    const blocks = readAccountTable(documentLines(docFromText(RUN)), { keyOf: labelKey, splitLabels: true })!;
    expect(blocks.map((b) => [fieldText(b, 'creditor'), fieldText(b, 'highBalance'), fieldText(b, 'creditLimit'), fieldText(b, 'balance')])).toEqual([
      ['NORTHWIND BANK', '$700', '$1,500', '$412'],
      ['CONTOSO CARD', '$900', null, '$640'],
    ]);
  });
});
