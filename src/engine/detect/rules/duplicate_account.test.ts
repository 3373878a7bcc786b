import { describe, expect, it } from 'vitest';
import { account, collection, report } from '../testing/factory';
import { duplicateAccount } from './duplicate_account';

const run = (accounts: ReturnType<typeof account>[]) => duplicateAccount({ reports: [report({ accounts })], merged: false });

const chargeOff = (fields = {}) => account({ creditor: 'COMENITY BANK', accountNumber: 'XXXX4321', status: 'Charged off', balance: 1200, ...fields });

describe('duplicate_account', () => {
  it('is raised on the collection when the original creditor’s charge-off still shows a balance', () => {
    const c = collection({ originalCreditor: 'Comenity Bank, N.A.', balance: 1200 });
    const findings = run([chargeOff(), c]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      code: 'duplicate_account',
      creditor: 'MIDLAND CREDIT MANAGEMENT',
      accountNumber: 'XXXX9876',
      lawBasis: ['FCRA 611', 'FCRA 623(a)(1)', 'FDCPA 809'],
    });
    expect(findings[0]!.evidence).toContain('$1,200');
  });

  it('is not raised when the original creditor shows $0 after the sale', () => {
    expect(run([chargeOff({ balance: 0, status: 'Charged off, sold to another lender' }), collection()])).toEqual([]);
  });

  it('is not raised when the collection itself is at $0', () => {
    expect(run([chargeOff(), collection({ balance: 0, status: 'Paid collection' })])).toEqual([]);
  });

  it('is not raised for two unrelated accounts with the same creditor', () => {
    const card = account({ creditor: 'CHASE', accountNumber: 'XXXX1111', balance: 800 });
    const auto = account({ creditor: 'CHASE AUTO', accountNumber: 'XXXX2222', balance: 9000, category: 'installment', type: 'Auto loan' });
    expect(run([card, auto])).toEqual([]);
  });

  it('is not raised against a current account the consumer still has with the original creditor', () => {
    const openCard = account({ creditor: 'COMENITY BANK', accountNumber: 'XXXX5555', status: 'Open', balance: 300 });
    expect(run([openCard, collection()])).toEqual([]);
  });

  it('is raised on the second of two collections for the same original creditor', () => {
    const first = collection({ creditor: 'PORTFOLIO RECOVERY', accountNumber: 'XXXX1000', originalCreditor: 'SYNCHRONY BANK' });
    const second = collection({ creditor: 'LVNV FUNDING', accountNumber: 'XXXX2000', originalCreditor: 'Synchrony Bank' });
    const findings = run([first, second]);
    expect(findings.map((f) => f.creditor)).toEqual(['LVNV FUNDING']);
  });

  it('is not raised for two collections with different original creditors', () => {
    const first = collection({ creditor: 'PORTFOLIO RECOVERY', originalCreditor: 'SYNCHRONY BANK' });
    const second = collection({ creditor: 'LVNV FUNDING', originalCreditor: 'CREDIT ONE BANK' });
    expect(run([first, second])).toEqual([]);
  });
});
