import { describe, expect, it } from 'vitest';
import { blankAccount } from '../common/blank-account';
import { rejoinContinued } from './continued-accounts';

const account = (creditor: string, over: Partial<ReturnType<typeof blankAccount>> = {}) => ({ ...blankAccount(creditor), evidence: [creditor], ...over });

describe('an account cut by a page break', () => {
  it('joins a "NAME (continued)" reading to the account it continues, first values first', () => {
    const first = account('MAPLEBROOK BANK', { accountNumber: 'XXXX7781', type: 'Credit card', status: 'Open' });
    const rest = account('MAPLEBROOK BANK (continued)', { balance: 410, creditLimit: 2500, dateOpened: '2018-04', remarks: ['Paid as agreed'] });
    const other = account('SUNDIAL AUTO', { accountNumber: 'XXXX0903', balance: 0 });
    const r = rejoinContinued([first, other, rest]);
    expect(r.accounts.map((a) => a.creditor)).toEqual(['MAPLEBROOK BANK', 'SUNDIAL AUTO']);
    expect(r.accounts[0]).toMatchObject({ accountNumber: 'XXXX7781', status: 'Open', balance: 410, creditLimit: 2500, dateOpened: '2018-04' });
    expect(r.accounts[0]!.evidence).toEqual(['MAPLEBROOK BANK', 'MAPLEBROOK BANK (continued)']);
    expect(r.codes.get(0)).toEqual({ repaired: ['account_continued'], failed: [] });
  });

  it('flags a continued account whose parts print a value differently', () => {
    const r = rejoinContinued([account('MAPLEBROOK BANK', { balance: 410 }), account('Maplebrook Bank - Continued', { balance: 390, status: 'Open' })]);
    expect(r.accounts).toHaveLength(1);
    expect(r.codes.get(0)).toEqual({ repaired: ['account_continued'], failed: ['continued_fields_differ'] });
  });

  it("joins an unmarked second reading of the same name with no number and none of the first's fields", () => {
    const r = rejoinContinued([account('MAPLEBROOK BANK', { accountNumber: 'XXXX7781', status: 'Open' }), account('MAPLEBROOK BANK', { balance: 410 })]);
    expect(r.accounts).toHaveLength(1);
    expect(r.accounts[0]).toMatchObject({ status: 'Open', balance: 410 });
  });

  it('keeps two accounts of one lender', () => {
    const two = [
      account('MAPLEBROOK BANK', { accountNumber: 'XXXX7781', balance: 410 }),
      account('MAPLEBROOK BANK', { accountNumber: 'XXXX2290', balance: 75 }),
    ];
    expect(rejoinContinued(two).accounts).toHaveLength(2);
    const noNumber = [account('MAPLEBROOK BANK', { accountNumber: 'XXXX7781', balance: 410 }), account('MAPLEBROOK BANK', { balance: 75 })];
    expect(rejoinContinued(noNumber).accounts).toHaveLength(2);
    const marked = [account('MAPLEBROOK BANK', { accountNumber: 'XXXX7781' }), account('MAPLEBROOK BANK (continued)', { accountNumber: 'XXXX2290' })];
    expect(rejoinContinued(marked).accounts).toHaveLength(2);
  });

  it('flags a continuation whose start was not read, under its bare name', () => {
    const r = rejoinContinued([account('MAPLEBROOK BANK (cont.)', { balance: 410 })]);
    expect(r.accounts[0]!.creditor).toBe('MAPLEBROOK BANK');
    expect(r.codes.get(0)).toEqual({ repaired: [], failed: ['continued_without_start'] });
  });

  it('cuts its own continued heading read into a value; flags another one', () => {
    const own = rejoinContinued([account('MAPLEBROOK BANK', { accountNumber: 'XXXX7781', status: 'Open. Never late. MAPLEBROOK BANK (continued)' })]);
    expect(own.accounts[0]!.status).toBe('Open. Never late.');
    expect(own.codes.get(0)).toEqual({ repaired: ['value_holds_continued'], failed: [] });
    const other = rejoinContinued([account('MAPLEBROOK BANK', { accountNumber: 'XXXX7781', status: 'Open SUNDIAL AUTO (continued)' })]);
    expect(other.codes.get(0)).toEqual({ repaired: [], failed: ['value_holds_continued'] });
  });
});
