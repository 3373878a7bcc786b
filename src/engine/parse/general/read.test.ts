import { describe, expect, it } from 'vitest';
import { docFrom } from '../common/test-doc';
import { readLine } from './geometry';
import { readGeneral } from './read';
import { documentLines } from '../common/lines';
import { generalLabelAt } from '../common/vocabulary';

const docLine = (text: string) => documentLines(docFrom([[text]]))[0]!;

describe('general reader vocabulary', () => {
  it('knows Metro 2 and web-view labels beyond the catalogue', () => {
    expect(generalLabelAt('Reported Balance')?.key).toBe('balance');
    expect(generalLabelAt('Furnisher: EXAMPLE BANK')?.key).toBe('creditor');
    expect(generalLabelAt('Scheduled to remain on file until: 04/2029')?.key).toBe('removalDate');
    // a label of something the model does not keep is still a label (never a creditor)
    expect(generalLabelAt('Charge Off Amount')).toMatchObject({ key: null });
    // banks' in-app words
    expect(generalLabelAt('Account ending in 1234')?.key).toBe('accountNumber');
    expect(generalLabelAt('Credit line $500')?.key).toBe('creditLimit');
  });

  it('reads a status word that is also a label ("Status  Closed") as the status', () => {
    const pairs = readLine(docLine('Status      Closed'));
    expect(pairs.pairs.map((p) => [p.key, p.value])).toEqual([['status', 'Closed']]);
    // a date label alone after another label stays a label
    expect(readLine(docLine('Date Opened      Date Closed')).bareLabels.length).toBe(2);
  });
});

describe('general reader', () => {
  it('reads two label–value pairs a line under a name line, with sub-headings and a contact block', () => {
    const doc = docFrom([
      [
        'Equifax Credit Report',
        'EXAMPLE TRAIL BANK',
        'Summary',
        'Account Number    xxxx1234    Reported Balance    $75',
        'Account Status    Charge Off    Account Type    Credit Card',
        'Date Opened    01/15/2019    Charge Off Amount',
        'Contact',
        'EXAMPLE TRAIL BANK',
        'PO BOX 1234',
        'BOISE, ID 83706',
        'SAMPLE COLLECTIONS LLC',
        'Account Number    xxxx9876    Reported Balance    $410',
        'Account Status    Collection    Account Type    Collection',
      ],
    ]);
    const { reports, multiBureau } = readGeneral(doc, null);
    expect(multiBureau).toBe(false);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.bureau).toBe('equifax');
    expect(reports[0]!.accounts.map((a) => [a.creditor, a.accountNumber, a.balance, a.status])).toEqual([
      ['EXAMPLE TRAIL BANK', 'xxxx1234', 75, 'Charge Off'],
      ['SAMPLE COLLECTIONS LLC', 'xxxx9876', 410, 'Collection'],
    ]);
  });

  it('reads bureau columns into one report a bureau, and an inquiry table with a bureau column', () => {
    const doc = docFrom([
      [
        'EXAMPLE TRAIL BANK',
        '                      TransUnion          Experian          Equifax',
        'Account #:            XXXX1234            XXXX1234          XXXX1234',
        'Balance:              $75                 $80               -',
        'Account Status:       Open                Open              -',
        'Inquiries',
        'Equifax       SAMPLE AUTO LENDER      03/31/2024',
      ],
    ]);
    const { reports, multiBureau } = readGeneral(doc, null);
    expect(multiBureau).toBe(true);
    expect(reports.map((r) => [r.bureau, r.accounts.map((a) => a.balance), r.inquiries.length])).toEqual([
      ['transunion', [75], 0],
      ['experian', [80], 0],
      ['equifax', [], 1],
    ]);
  });

  it('reads a row of labels over a row of values', () => {
    const doc = docFrom([['Experian report', 'EXAMPLE TRAIL BANK', 'Account number    Balance    Status', 'XXXX1234          $75        Open']]);
    const a = readGeneral(doc, null).reports[0]!.accounts[0]!;
    expect([a.creditor, a.accountNumber, a.balance, a.status]).toEqual(['EXAMPLE TRAIL BANK', 'XXXX1234', 75, 'Open']);
  });
});

describe('a bureau table with labels wrapped over two lines', () => {
  it('joins the label, takes the values printed between its lines, and never reads a remark word as a label', () => {
    const doc = docFrom([
      [
        'EXAMPLE TRAIL BANK',
        '                          TransUnion          Experian          Equifax',
        'Account #:                XXXX1234            XXXX1234          XXXX1234',
        'Account Status:           Charged off         Charged off       Charged off',
        'Date of First',
        '                          04/2023             04/2023           04/2023',
        'Delinquency:',
        'Comments:',
        '                          lender              lender            lender',
      ],
    ]);
    const { reports } = readGeneral(doc, null);
    expect(reports.map((r) => [r.accounts[0]!.creditor, r.accounts[0]!.dateOfFirstDelinquency])).toEqual([
      ['EXAMPLE TRAIL BANK', '2023-04'],
      ['EXAMPLE TRAIL BANK', '2023-04'],
      ['EXAMPLE TRAIL BANK', '2023-04'],
    ]);
  });
});

describe('a fixed-width table of accounts', () => {
  it('takes its columns from a header of field labels and the row line of "Label: value" pairs under each row', () => {
    const doc = docFrom([
      [
        'Equifax credit file',
        'Credit Account Information',
        'Company Name          Account Number    Whose Acct    Date Opened    High Credit    Balance',
        'EXAMPLE TRAIL BANK    XXXX1234          Individual    01/15/2019     $500           $75',
        '                      Type: Credit card    Status: Pays as agreed',
        '                      Prior Paying History (newest first): 111111',
        'SAMPLE COLLECTIONS    XXXX9876          Individual    03/02/2021     $410           $410',
        '                      Type: Collection    Status: Collection account',
      ],
    ]);
    const { reports } = readGeneral(doc, null);
    expect(reports[0]!.accounts.map((a) => [a.creditor, a.accountNumber, a.balance, a.highBalance, a.dateOpened, a.type, a.status])).toEqual([
      ['EXAMPLE TRAIL BANK', 'XXXX1234', 75, 500, '2019-01-15', 'Credit card', 'Pays as agreed'],
      ['SAMPLE COLLECTIONS', 'XXXX9876', 410, 410, '2021-03-02', 'Collection', 'Collection account'],
    ]);
  });
});

describe('public records in a table with a bureau column', () => {
  it("gives each bureau's report its own rows", () => {
    const doc = docFrom([
      [
        'EXAMPLE TRAIL BANK',
        '                      TransUnion          Experian          Equifax',
        'Account #:            XXXX1234            XXXX1234          XXXX1234',
        'Balance:              $75                 $80               $80',
        'Public Records',
        'Bureau        Type                    Date Filed      Status',
        'Equifax       Bankruptcy Chapter 7    06/08/2017      Discharged',
        'TransUnion    Bankruptcy Chapter 7    06/08/2017      Discharged',
      ],
    ]);
    const { reports } = readGeneral(doc, null);
    expect(reports.map((r) => [r.bureau, r.publicRecords.map((p) => [p.type, p.date, p.status, p.chapter])])).toEqual([
      ['transunion', [['Bankruptcy Chapter 7', '2017-06-08', 'Discharged', 7]]],
      ['experian', []],
      ['equifax', [['Bankruptcy Chapter 7', '2017-06-08', 'Discharged', 7]]],
    ]);
  });
});

describe('a fixed-width disclosure with run-together labels', () => {
  it('splits a header cell of two labels, skips the rule, keeps a coded history line with its row, and no header is an inquiry', () => {
    const doc = docFrom([
      [
        'TRANSUNION CONSUMER DISCLOSURE',
        'CREDIT ACCOUNTS',
        'CREDITOR              ACCOUNT NO      OPENED        REPORTED      HIGH CREDIT LIMIT      BALANCE',
        '-----------------------------------------------------------------------------------',
        'EXAMPLE TRAIL BANK    XXXX1234        01/15/2019    08/15/2024    $500        $900       $75',
        '    TYPE: CREDIT CARD    STATUS: Charged Off',
        '    24 MO HISTORY (NEWEST FIRST): X9C',
        'SAMPLE COLLECTIONS    XXXX9876        03/02/2021    08/05/2024    $410                   $410',
        '    TYPE: COLLECTION    STATUS: Collection Account',
        'INQUIRIES - CREDIT GRANTORS',
        'REQUESTED BY          DATE',
        'SAMPLE AUTO LENDER    06/25/2022',
        'HISTORY CODES: C=CURRENT 3=30 DAYS 9=90+ DAYS X=CHARGE OFF',
      ],
    ]);
    const report = readGeneral(doc, null).reports[0]!;
    expect(report.accounts.map((a) => [a.creditor, a.accountNumber, a.highBalance, a.creditLimit, a.balance, a.status])).toEqual([
      ['EXAMPLE TRAIL BANK', 'XXXX1234', 500, 900, 75, 'Charged Off'],
      ['SAMPLE COLLECTIONS', 'XXXX9876', 410, null, 410, 'Collection Account'],
    ]);
    expect(report.accounts[0]!.paymentHistory).toEqual({ '2024-08': 'CO', '2024-07': '90', '2024-06': 'OK' });
    expect(report.inquiries.map((q) => [q.creditor, q.date])).toEqual([['SAMPLE AUTO LENDER', '2022-06-25']]);
  });
});

describe('values after leader dots and in runs parted by ";" (decision 227)', () => {
  const pairsOf = (text: string) => readLine(documentLines(docFrom([[text]]))[0]!).pairs.map((p) => [p.key, p.value]);

  it('takes the leader dots between a label and its value as the gap', () => {
    expect(pairsOf('Balance ......................... $2,405')).toEqual([['balance', '$2,405']]);
    expect(pairsOf('Responsibility .................. Individual')).toEqual([['responsibility', 'Individual']]);
  });

  it('leaves the ";" that parts two fields out of the first one\'s value', () => {
    expect(pairsOf('Type: Collection; Balance: 5,620 USD;')).toEqual([
      ['accountType', 'Collection'],
      ['balance', '5,620 USD'],
    ]);
  });
});
