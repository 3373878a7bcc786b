/**
 * Decision 230: a single-bureau print whose summary states its counts as rows ("Total accounts  2"), lists the accounts
 * one a row and then prints each one's details (labels and values side by side, amounts without "$", ISO dates, the
 * history a year a row under month numbers), and ends with one inquiry table whose Kind column says hard or soft.
 * Invented names and numbers.
 */
import { describe, expect, it } from 'vitest';
import { docFromText } from './common/testing';
import { parseDocument } from './index';

const PAGE = `
Sample Card · Credit report
PAT Q EXAMPLE · Equifax credit file as of 2025-05-15

Summary
Total accounts      2
Open accounts       1
Closed accounts     1
Inquiries           2
Public records      0

Accounts
Creditor                  Account type      Status              Balance (USD)
EXAMPLE TRAIL BANK        Credit Card       Charge Off          5,560.00
SAMPLE RECOVERY LLC       Collection        Collection Account  462.00

Account details
EXAMPLE TRAIL BANK
Account number      *****0059              Account type        Credit Card
Status              Charge Off             Balance             5,560.00
Credit limit        16,000.00              Opened              2022-12-11
Reported            2025-04-23             Date of first delinquency   2024-07
Year    01    02    03    04    05    06    07    08    09    10    11    12
2024    OK    30    60    90    120   150   180   CO    CO    CO    CO    CO
2023                            OK    OK    OK    OK    OK    OK    OK    OK

SAMPLE RECOVERY LLC
Account number      *****4765              Account type        Collection
Status              Collection Account     Balance             462.00
Opened              2023-06-20             Reported            2025-05-02
Original creditor   EXAMPLE UTILITIES
Year    01    02    03    04    05    06    07    08    09    10    11    12
2025    COL   COL   COL   COL   COL
2024    COL   COL   COL   COL   COL   COL   COL   COL   COL   COL   COL   COL

Inquiries
Company                   Date          Kind
SAMPLE LENDING            2024-04-25    Hard inquiry
SAMPLE RECOVERY LLC       2023-12-15    Soft inquiry
`;

describe('a print that lists its accounts, then details them (decision 230)', () => {
  const report = parseDocument(docFromText(PAGE)).reports[0]!;

  it('reads each account once, from its details, with its history under month numbers', () => {
    expect(report.accounts.map((a) => [a.creditor, a.accountNumber, a.balance, a.status, a.dateOpened, a.originalCreditor, a.readingWarning ?? null])).toEqual([
      ['EXAMPLE TRAIL BANK', '*****0059', 5560, 'Charge Off', '2022-12-11', null, null],
      ['SAMPLE RECOVERY LLC', '*****4765', 462, 'Collection Account', '2023-06-20', 'EXAMPLE UTILITIES', null],
    ]);
    const [card, collection] = report.accounts;
    expect(card!.dateOfFirstDelinquency).toBe('2024-07');
    expect(card!.paymentHistory).toMatchObject({ '2023-05': 'OK', '2023-12': 'OK', '2024-01': 'OK', '2024-02': '30', '2024-07': '180', '2024-12': 'CO' });
    expect(Object.keys(card!.paymentHistory)).toHaveLength(20);
    expect(Object.keys(collection!.paymentHistory)).toHaveLength(17);
  });

  it('reads the inquiries of one table by their Kind cell', () => {
    expect(report.inquiries).toEqual([
      { creditor: 'SAMPLE LENDING', date: '2024-04-25', kind: 'hard' },
      { creditor: 'SAMPLE RECOVERY LLC', date: '2023-12-15', kind: 'soft' },
    ]);
  });

  it("returns the summary's counts, and warns when what was read falls short of them", () => {
    expect(report.coverage).toMatchObject({ accountsRead: 2, accountsListed: 2, inquiriesRead: 2, inquiriesListed: 2 });
    expect(report.warnings).toEqual([]);
    const short = parseDocument(docFromText(PAGE.replace('Total accounts      2', 'Total accounts      3'))).reports[0]!;
    expect(short.coverage.accountsListed).toBe(3);
    expect(short.warnings).toContain('We read 2 of the 3 accounts this report lists.');
  });
});
