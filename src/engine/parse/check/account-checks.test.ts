import { describe, expect, it } from 'vitest';
import type { CreditReport } from '../../model';
import { blankAccount } from '../common/blank-account';
import { coverageOf } from '../common/coverage';
import { checkAccount, checkReport, failedShare, READING_WARNING, withMostlyFailedReadings } from './account-checks';

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

  it('cuts a sentence wrapped into a name printed in capitals ("BLUEHARBOR FINANCIAL data reported.")', () => {
    const r = checkAccount(account({ creditor: 'BLUEHARBOR FINANCIAL data reported.' }));
    expect(r.account.creditor).toBe('BLUEHARBOR FINANCIAL');
    expect(r.repaired).toEqual(['creditor_holds_prose']);
    expect(checkAccount(account({ creditor: 'BANK of THE WEST' })).repaired).toEqual([]);
    expect(checkAccount(account({ creditor: 'Irongate Credit Union' })).repaired).toEqual([]);
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

  it("flags values read into another field's place (the next tile's date as the number, an amount as the status)", () => {
    const r = checkAccount(account({ creditor: '723023876622**** Charged Off', accountNumber: 'Jul30,2023', status: '$1,602' }));
    expect(r.failed).toEqual(['number_is_date', 'status_is_amount', 'creditor_is_account_number']);
    expect(checkAccount(account({ accountNumber: '250766007580****', status: 'Charged Off' })).failed).toEqual([]);
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

describe('checks of decision 181', () => {
  const report = (accounts: ReturnType<typeof account>[], name: string | null): CreditReport => ({
    bureau: 'transunion',
    reportDate: null,
    reportDateSource: null,
    score: null,
    consumer: { name, addresses: [] },
    accounts,
    inquiries: [],
    publicRecords: [],
    coverage: coverageOf({ accounts: [], inquiries: [] }),
    warnings: [],
  });

  it('flags a remark read as the creditor or the original creditor', () => {
    expect(checkAccount(account({ creditor: 'Charged off account; Purchased by another lender' })).failed).toContain('creditor_holds_remark');
    expect(checkAccount(account({ originalCreditor: 'Charged off account; Purchased by another' })).failed).toEqual(['original_creditor_holds_text']);
    expect(checkAccount(account({ originalCreditor: 'PO BOX 1234 BOISE, ID 83706' })).failed).toEqual(['original_creditor_holds_text']);
    // a company whose name holds "account" is no remark
    expect(checkAccount(account({ creditor: 'JASPER CREEK ACCOUNT SERVICES', originalCreditor: 'QUARTZ CABLE SERVICES' })).failed).toEqual([]);
  });

  it('flags a masked number printed in the account lines but not read', () => {
    expect(checkAccount(account({ accountNumber: null, evidence: ['Account ending in  861203375707****'] })).failed).toEqual(['printed_number_missing']);
    expect(checkAccount(account({ accountNumber: null, evidence: ['Balance  $4,175'] })).failed).toEqual([]);
  });

  it('flags a status the page prints but the reading lacks', () => {
    expect(checkAccount(account({ status: null, evidence: ['Status  Closed'] })).failed).toEqual(['printed_status_missing']);
    expect(checkAccount(account({ status: 'Closed', evidence: ['Status  Closed'] })).failed).toEqual([]);
  });

  it('takes a payment history printed as month–code pairs from the account lines, and marks the late account negative', () => {
    const r = checkAccount(account({ status: 'Current', evidence: ["Payment history Dec '19 OK Nov '19 60 Oct '19 30 Sep '19 OK"] }));
    expect(r.account.paymentHistory).toEqual({ '2019-12': 'OK', '2019-11': '60', '2019-10': '30', '2019-09': 'OK' });
    expect(r.account.negative).toBe(true);
    expect(r.repaired).toEqual(['printed_history_missing']);
    expect(checkAccount(account({ evidence: ['Aug 2025: 30, Sep 2025: 60'] })).account.paymentHistory).toEqual({ '2025-08': '30', '2025-09': '60' });
    // a date in a status sentence is no history
    expect(checkAccount(account({ evidence: ['Status  Paid, Closed. Was 30 days past due Dec 2019.'] })).account.paymentHistory).toEqual({});
  });

  it("flags the consumer's own name read as a lender", () => {
    const checked = checkReport(
      report([account({ creditor: 'QUILLA P THISTLEWOOD' }), account({ creditor: 'LUMEN CARD', accountNumber: 'XXXX9999' })], 'Quilla P. Thistlewood'),
    );
    expect(checked.accounts.map((a) => a.readingChecks)).toEqual([['creditor_is_consumer'], []]);
    expect(checkReport(report([account({})], null)).accounts[0]!.readingChecks).toEqual([]);
  });

  it("flags an account whose lines open with another bureau's name (decision 227)", () => {
    const lines = ['CEDAR RIDGE RECEIVABLES', 'Experian: Account number: 369833****; Type: Collection; Balance: 5,620 USD;'];
    const checked = checkReport(report([account({ evidence: lines }), account({ evidence: ['TransUnion: Balance: 75 USD;'] })], null));
    expect(checked.accounts.map((a) => a.readingChecks)).toEqual([['read_from_another_bureau'], []]);
  });
});

describe('checks of decision 227', () => {
  it('takes leader dots off the values and flags the account; a balance behind a leader is read from the page', () => {
    const evidence = ['VELDT HOME FURNISHINGS', 'Account number ......... 9733XXXX', 'Balance ......... $2,405'];
    const r = checkAccount(account({ accountNumber: '......... 9733XXXX', balance: null, evidence }));
    expect(r.account.accountNumber).toBe('9733XXXX');
    expect(r.account.balance).toBe(2405);
    expect(r.failed).toEqual(['value_holds_leader']);
  });

  it('flags a run of ISO months and codes read as the creditor', () => {
    expect(checkAccount(account({ creditor: '2022-11 CO, 2022-12 CO, 2023-01 CO' })).failed).toEqual(['creditor_holds_date']);
  });

  it('flags an account without history whose lines print month–code pairs no reader read', () => {
    const evidence = ['Payment history', '05/22:CO 06/22:CO 07/22:CO 08/22:CO'];
    expect(checkAccount(account({ evidence })).failed).toEqual(['printed_history_unread']);
    expect(checkAccount(account({ evidence, paymentHistory: { '2022-05': 'CO' } })).failed).toEqual([]);
  });

  it('takes the separator of a "label: value;" run off the end of a value', () => {
    const r = checkAccount(account({ type: 'Collection;', status: 'Collection/Chargeoff;', responsibility: 'Individual;' }));
    expect([r.account.type, r.account.status, r.account.responsibility]).toEqual(['Collection', 'Collection/Chargeoff', 'Individual']);
    expect(r.repaired).toEqual(['value_holds_separator']);
    expect(r.failed).toEqual([]);
  });
});

describe('checks of decision 230', () => {
  it("flags an original creditor that holds the history's header of month numbers printed under it", () => {
    expect(checkAccount(account({ originalCreditor: 'EXAMPLE CLINIC Year 01 02 03 04 05 06 07 08 09 10 11 12' })).failed).toEqual([
      'original_creditor_holds_text',
    ]);
    expect(checkAccount(account({ originalCreditor: 'EXAMPLE CLINIC Year 010203040506070809101112' })).failed).toEqual(['original_creditor_holds_text']);
    expect(checkAccount(account({ originalCreditor: 'EXAMPLE CLINIC' })).failed).toEqual([]);
  });

  it('cuts the header of month numbers off a creditor', () => {
    const r = checkAccount(account({ creditor: 'EXAMPLE TRAIL BANK Year 01 02 03 04 05 06' }));
    expect(r.account.creditor).toBe('EXAMPLE TRAIL BANK');
    expect(r.repaired).toEqual(['creditor_holds_date']);
  });
});

describe('a charge card read with a credit limit', () => {
  const card = { type: 'Charge card', category: 'revolving' as const };

  it('is repaired when the limit is the high balance printed under a shared label ("Credit Limit/Original Amount")', () => {
    const r = checkAccount(account({ ...card, creditLimit: 2690, highBalance: 2690 }));
    expect(r.account.creditLimit).toBeNull();
    expect(r.account.highBalance).toBe(2690);
    expect(r.repaired).toEqual(['charge_card_with_limit']);
    expect(r.failed).toEqual([]);
  });

  it('keeps the amount as the high balance when none was read', () => {
    const r = checkAccount(account({ ...card, creditLimit: 900, highBalance: null }));
    expect(r.account).toMatchObject({ creditLimit: null, highBalance: 900 });
  });

  it('is flagged when the limit differs from the high balance', () => {
    expect(checkAccount(account({ ...card, creditLimit: 5000, highBalance: 2690 })).failed).toEqual(['charge_card_with_limit']);
  });

  it('leaves a credit card with a limit alone', () => {
    const r = checkAccount(account({ type: 'Credit card', creditLimit: 2690, highBalance: 2690 }));
    expect(r.account.creditLimit).toBe(2690);
    expect(r.repaired).toEqual([]);
  });
});

describe('a status wrapped around its label', () => {
  const evidence = ['>Paid, Closed; was 30 days past due', 'Date Opened  04/17/2019  Pay Status', 'date<', 'Balance  $0'];

  it('is joined from the line above the label and the line below', () => {
    const r = checkAccount(account({ status: 'date', evidence }));
    expect(r.account.status).toBe('Paid, Closed; was 30 days past due date');
    expect(r.repaired).toEqual(['status_fragment']);
  });

  it('is flagged when nothing above can be joined', () => {
    expect(checkAccount(account({ status: 'date', evidence: ['Date Opened  Account Status:', 'Pay Status', 'date<'] })).failed).toEqual(['status_fragment']);
  });

  it('leaves a status read whole alone', () => {
    expect(checkAccount(account({ status: 'Paid, Closed', evidence })).repaired).toEqual([]);
  });
});

describe('a status cut where a label starts inside it', () => {
  const evidence = ['ACCOUNT NUMBER: 486061759204****  STATUS: Account 30 Days Past Due Date  OPENED: Dec 9, 2024'];

  it('is taken whole from the value printed after its label', () => {
    const r = checkAccount(account({ status: 'Account 30 Days', evidence }));
    expect(r.account.status).toBe('Account 30 Days Past Due Date');
    expect(r.repaired).toEqual(['status_fragment']);
  });

  it('leaves a status alone when what follows is another field, its value or a separator', () => {
    const cases: Array<[string, string]> = [
      ['Open', 'Status: Open Balance $500'],
      ['Pays as agreed', 'Account Status: Pays as agreed | Date Reported: 09/19/2024'],
      ['Closed', 'Status: Closed Balance: $0'],
    ];
    for (const [status, line] of cases) {
      const r = checkAccount(account({ status, evidence: [line] }));
      expect([r.account.status, r.failed, r.repaired]).toEqual([status, [], []]);
    }
  });

  it('leaves a status read whole alone', () => {
    expect(checkAccount(account({ status: 'Charge Off', evidence: ['Status: Charge Off  Balance: $0'] })).repaired).toEqual([]);
  });
});

describe('remarks wrapped around their label', () => {
  it('are taken from the lines above and below the label', () => {
    const evidence = ['Account Type  Installment Account', '>TRANSFERRED TO ANOTHER', 'Loan Type  STUDENT LOAN  Remarks', 'LENDER<', 'Pay Status  Closed'];
    const r = checkAccount(account({ remarks: [], evidence }));
    expect(r.account.remarks).toEqual(['TRANSFERRED TO ANOTHER LENDER']);
    expect(r.repaired).toEqual(['printed_remarks_missing']);
    // read as the part below only
    expect(checkAccount(account({ remarks: ['LENDER'], evidence })).account.remarks).toEqual(['TRANSFERRED TO ANOTHER LENDER']);
  });

  it('are left alone when the line above is another field', () => {
    expect(checkAccount(account({ remarks: [], evidence: ['Balance  $0  High Balance  $29,400', 'Remarks', 'CLOSED'] })).account.remarks).toEqual([]);
  });
});

describe('a reading that failed its checks on half of its accounts (decision 236)', () => {
  const flagged = (creditor: string) => ({ ...account({ creditor }), readingWarning: READING_WARNING, readingChecks: ['creditor_is_history' as const] });
  const clean = (creditor: string) => ({ ...account({ creditor }), readingWarning: null, readingChecks: [] });
  const report = (accounts: ReturnType<typeof account>[]) => ({ accounts }) as unknown as CreditReport;

  it('flags the other accounts too', () => {
    const [r] = withMostlyFailedReadings([report([flagged('Jan Feb Mar'), flagged('2024 OK OK OK'), clean('KESTREL BANK'), clean('ELM CARD')])]);
    expect(r!.accounts.map((a) => a.readingChecks)).toEqual([
      ['creditor_is_history'],
      ['creditor_is_history'],
      ['reading_mostly_failed'],
      ['reading_mostly_failed'],
    ]);
    expect(r!.accounts.every((a) => a.readingWarning === READING_WARNING)).toBe(true);
  });

  it('leaves a reading alone where fewer than half failed, or too few accounts were read to tell', () => {
    const some = report([flagged('Jan Feb Mar'), clean('KESTREL BANK'), clean('ELM CARD')]);
    expect(withMostlyFailedReadings([some])[0]).toBe(some);
    const two = report([flagged('Jan Feb Mar'), clean('KESTREL BANK')]);
    expect(withMostlyFailedReadings([two])[0]).toBe(two);
  });
});
