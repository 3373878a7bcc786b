import { describe, expect, it } from 'vitest';
import { toLine } from '../common/lines';
import { docFromText } from '../common/testing';
import type { CreditReport } from '../../model';
import { blankAccount } from '../common/blank-account';
import { READING_WARNING } from './account-checks';
import { ACCOUNTS_NOT_READ, accountsShortWarning, unreadAccountsWarning, withUnreadAccounts } from './unread-accounts';

const lines = (text: string) => docFromText(text).pages[0]!.lines.map((l) => toLine(l, 1));

/** Four cards two to a row, each line holding a field of the left card and one of the right. */
const CARDS = `COBALT RIVER BANK                    VELDT HOME FURNISHINGS
Account number: *****9654            Account number: *****9372
Account type: Credit Card            Account type: Charge Account
Balance: $6,286                      Balance: $0
Date opened: 01/10/2019              Date opened: 09/09/2019
HALYARD DEBT SOLUTIONS               BEACON COLLECTION SERVICES
Account number: *****3765            Account number: *****5394
Balance: $1,904                      Balance: $922
Date opened: 02/15/2023              Date opened: 05/24/2023
LUMEN CARD                           ELMSTONE ASSET ACQUISITION
Account number: *****1111            Account number: *****6277
Balance: $12                         Balance: $336
Inquiries
ZEPHYR CAPITAL PARTNERS   09/30/2022`;

describe('accounts the page prints against accounts read', () => {
  it('warns when no account was read from a page of account fields', () => {
    expect(unreadAccountsWarning(lines(CARDS), 0)).toBe(ACCOUNTS_NOT_READ);
  });

  it('warns when far fewer accounts were read than account numbers are printed (cards read as one)', () => {
    expect(unreadAccountsWarning(lines(CARDS), 1)).toBe(accountsShortWarning(6, 1));
  });

  it('is quiet when the accounts were read, or printed twice (a summary, then the details)', () => {
    expect(unreadAccountsWarning(lines(CARDS), 6)).toBeNull();
    const twice = `Summary
Account number: XXXX9654     Balance: $6,286
Account number: XXXX9372     Balance: $0
COBALT RIVER BANK
Account number: *****9654
Account type: Credit Card
Balance: $6,286
Date opened: 01/10/2019
VELDT HOME FURNISHINGS
Account number: *****9372
Account type: Charge Account
Balance: $0`;
    expect(unreadAccountsWarning(lines(twice), 2)).toBeNull();
  });

  it('warns when more different account numbers are printed than accounts were read (accounts lost between lines)', () => {
    expect(unreadAccountsWarning(lines(CARDS), 4)).toBe(accountsShortWarning(6, 4));
    expect(unreadAccountsWarning(lines(CARDS), 5)).toBe(accountsShortWarning(6, 5));
  });

  it('is quiet on a report without accounts: inquiries and public records print no account fields', () => {
    const records = `Public records
Judgment
Date filed: 06/15/2024
Court: SALTMARSH SUPERIOR COURT
Status: Satisfied
Amount: $1,200
Inquiries
ZEPHYR CAPITAL PARTNERS
Inquiry date: 09/30/2022
WINDMERE RIDGE FINANCIAL
Inquiry date: 06/08/2025`;
    expect(unreadAccountsWarning(lines(records), 0)).toBeNull();
  });

  it('flags every account read when the page prints far more', () => {
    const read = { ...blankAccount('COBALT RIVER BANK VELDT HOME FURNISHINGS'), readingChecks: [] };
    const report = { accounts: [read], warnings: [] } as unknown as CreditReport;
    const [warned] = withUnreadAccounts(docFromText(CARDS), [report]);
    expect(warned!.warnings).toEqual([accountsShortWarning(6, 1)]);
    expect(warned!.accounts.map((a) => [a.readingWarning, a.readingChecks])).toEqual([[READING_WARNING, ['accounts_unread']]]);
  });

  it('puts the warning on every report of the reading', () => {
    const report = { accounts: [], warnings: ['earlier'] } as unknown as CreditReport;
    const [warned] = withUnreadAccounts(docFromText(CARDS), [report]);
    expect(warned!.warnings).toEqual(['earlier', ACCOUNTS_NOT_READ]);
  });
});
