import { describe, expect, it } from 'vitest';
import { account, collection } from '../testing/factory';
import { negativeItemEvidence } from './negative-evidence';

describe('negativeItemEvidence', () => {
  it('quotes the line that prints the negative status, not the first lines of the account', () => {
    const a = collection({
      creditor: 'BEACON COLLECTION SERVICES',
      status: 'Collection Account',
      evidence: [
        'BEACON COLLECTION SERVICES',
        'Account number Original creditor Account type',
        'XXXX1234 NORTHWIND BANK Collection',
        'Pay Status >Collection Account<',
      ],
    });
    expect(negativeItemEvidence(a, 'collection')).toBe('Pay Status >Collection Account<');
  });
  it('never takes the creditor name for the status line ("… COLLECTION SERVICES")', () => {
    const a = collection({
      creditor: 'BEACON COLLECTION SERVICES',
      status: 'Unpaid',
      evidence: ['BEACON COLLECTION SERVICES', 'Balance $410', 'Status: Unpaid'],
    });
    expect(negativeItemEvidence(a, 'collection')).toBe('Status: Unpaid');
  });
  it('quotes a status printed without a label as its printed line', () => {
    const a = account({ creditor: 'CHASE CARD', status: '30 days late', evidence: ['CHASE CARD 30 days late 03/2024'] });
    expect(negativeItemEvidence(a, 'late_payment')).toBe('CHASE CARD 30 days late 03/2024');
  });
  it('says a late payment only the grid shows as a sentence naming the month of the worst one', () => {
    const a = account({ status: 'Current', paymentHistory: { '2023-01': '30', '2023-05': '60', '2023-06': 'OK' }, evidence: ['Status: Current'] });
    expect(negativeItemEvidence(a, 'late_payment')).toBe('The payment history shows a payment 60 days late in May 2023.');
  });
  it('says a repossession only the grid shows from its first month', () => {
    const a = account({ status: 'Closed', paymentHistory: { '2023-10': '90', '2023-11': 'RPO', '2023-12': 'RPO' }, evidence: ['Account Condition Closed'] });
    expect(negativeItemEvidence(a, 'repossession')).toBe('The payment history shows the account repossessed or surrendered from November 2023.');
  });
  it('restates a status no single line prints (a wrapped table cell) as read', () => {
    const a = account({ status: 'Open. Was 60 days past due Dec 2022.', evidence: ['Creditor Status', 'THIMBLE TRUST Open. Was 60', 'days past due'] });
    expect(negativeItemEvidence(a, 'late_payment')).toBe('The status reads Open. Was 60 days past due Dec 2022.');
  });
  it('redacts what it quotes and is null when nothing about the item is printed', () => {
    const a = collection({ status: 'Collection', evidence: ['Status: Collection acct 4123456789012345'] });
    expect(negativeItemEvidence(a, 'collection')).not.toMatch(/4123456789012345/);
    expect(negativeItemEvidence(account({ status: null, evidence: [] }), 'other')).toBeNull();
  });
});
