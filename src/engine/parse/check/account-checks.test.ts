import { describe, expect, it } from 'vitest';
import type { CreditReport } from '../../model';
import { blankAccount } from '../common/blank-account';
import { coverageOf } from '../common/coverage';
import { checkAccount, checkReport, failedShare, READING_WARNING } from './account-checks';

const account = (over: Partial<ReturnType<typeof blankAccount>>) => ({
  ...blankAccount('EXAMPLE TRAIL BANK'),
  accountNumber: 'XXXX1234',
  balance: 75,
  ...over,
});

describe('self-checks of a reading', () => {
  it('repairs a creditor name with the furnisher address and phone glued on', () => {
    const r = checkAccount(account({ creditor: 'EXAMPLE TRAIL BANK PO BOX 1234 BOISE, ID 83706 · (555) 555-0100' }));
    expect(r.account.creditor).toBe('EXAMPLE TRAIL BANK');
    expect(r.repaired).toEqual(['creditor_holds_address']);
    expect(r.failed).toEqual([]);
  });

  it('flags a name that is only an address, a phone, a date or an amount', () => {
    expect(checkAccount(account({ creditor: 'PO BOX 1234 BOISE, ID 83706' })).failed).toEqual(['creditor_holds_address']);
    expect(checkAccount(account({ creditor: '(555) 555-0100' })).failed).toEqual(['creditor_holds_phone']);
    expect(checkAccount(account({ creditor: '06/24:COL 05/24:COL' })).failed).toEqual(['creditor_holds_date']);
    expect(checkAccount(account({ creditor: '$1,250 balance' })).failed).toEqual(['creditor_holds_amount']);
  });

  it('flags a field label read as a creditor ("Charge Off Amount", "Creditor Classification Utilities")', () => {
    expect(checkAccount(account({ creditor: 'Charge Off Amount' })).failed).toEqual(['creditor_holds_label']);
    expect(checkAccount(account({ creditor: 'Creditor Classification Utilities' })).failed).toEqual(['creditor_holds_label']);
  });

  it('leaves an ordinary name alone', () => {
    const r = checkAccount(account({ creditor: 'KESTREL AUTO LENDING' }));
    expect(r.failed).toEqual([]);
    expect(r.repaired).toEqual([]);
  });

  it('cuts a label glued to an account number ("…9139Reported")', () => {
    const r = checkAccount(account({ accountNumber: '****9139Reported' }));
    expect(r.account.accountNumber).toBe('****9139');
    expect(r.repaired).toEqual(['number_holds_label']);
  });

  it('takes a balance the page prints but the reading lacks from the account lines', () => {
    const r = checkAccount(account({ balance: null, evidence: ['Account Number:****0667  Reported:10/02/2025  Balance:$419'] }));
    expect(r.account.balance).toBe(419);
    expect(r.repaired).toEqual(['printed_balance_missing']);
  });

  it('flags an opened date printed but not read', () => {
    expect(checkAccount(account({ dateOpened: null, evidence: ['Opened: 07/04/2025'] })).failed).toEqual(['printed_opened_missing']);
    expect(checkAccount(account({ dateOpened: '2025-07-04', evidence: ['Opened: 07/04/2025'] })).failed).toEqual([]);
  });

  it('flags a charge-off typed as a collection', () => {
    expect(checkAccount(account({ category: 'collection', status: 'Charged off', type: 'Credit card' })).failed).toEqual(['type_contradicts_status']);
    expect(checkAccount(account({ category: 'collection', status: 'Collection account', type: 'Collection' })).failed).toEqual([]);
  });

  it('flags the same account read differently twice, and puts the warning on both', () => {
    const report: CreditReport = {
      bureau: 'equifax',
      reportDate: null,
      reportDateSource: null,
      score: null,
      consumer: { name: null, addresses: [] },
      accounts: [account({ balance: 75 }), account({ balance: 750 }), account({ creditor: 'OTHER BANK', accountNumber: 'XXXX9999' })],
      inquiries: [],
      publicRecords: [],
      coverage: coverageOf({ accounts: [], inquiries: [] }),
      warnings: [],
    };
    const checked = checkReport(report);
    expect(checked.accounts.map((a) => a.readingWarning)).toEqual([READING_WARNING, READING_WARNING, null]);
    expect(checked.accounts[0]!.readingChecks).toEqual(['read_twice_differently']);
    expect(failedShare([checked])).toBeCloseTo(2 / 3);
  });
});

describe('an entry read without its key fields', () => {
  it('is flagged when it has no number, no balance and no status', () => {
    expect(checkAccount(account({ accountNumber: null, balance: null, status: null })).failed).toEqual(['key_fields_missing']);
    expect(checkAccount(account({ accountNumber: null, balance: 10, status: null })).failed).toEqual([]);
  });
});
