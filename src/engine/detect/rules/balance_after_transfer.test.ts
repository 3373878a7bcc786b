import { describe, expect, it } from 'vitest';
import { account, report } from '../testing/factory';
import { balanceAfterTransfer } from './balance_after_transfer';

const run = (a: ReturnType<typeof account>) => balanceAfterTransfer({ reports: [report({ accounts: [a] }, 'transunion')], merged: false });

describe('balance_after_transfer', () => {
  it.each([
    ['Account sold to another lender', []],
    ['Charged off and sold', []],
    ['Closed', ['Transferred to another lender']],
    ['Closed', ['Purchased by another lender']],
    ['>Transferred<', []],
  ])('is raised for status %s / remarks %j with a balance', (status, remarks) => {
    const a = account({ status, remarks, balance: 640, evidence: ['Status: ' + status, 'Balance: $640'] });
    const findings = run(a);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'balance_after_transfer', bureau: 'transunion', lawBasis: ['FCRA 623(a)(2)', 'FCRA 611'] });
    expect(findings[0]!.evidence).toContain('$640');
  });

  it('is not raised for a transferred account at $0', () => {
    expect(run(account({ status: 'Transferred to another lender', balance: 0 }))).toEqual([]);
  });

  it('is not raised when the balance is not printed', () => {
    expect(run(account({ status: 'Sold', balance: null }))).toEqual([]);
  });

  it('is not raised for an account that was not sold or transferred, or one transferred from someone else', () => {
    expect(run(account({ status: 'Charged off', balance: 500 }))).toEqual([]);
    expect(run(account({ status: 'Open', remarks: ['Account transferred from another office'], balance: 500 }))).toEqual([]);
  });
});
