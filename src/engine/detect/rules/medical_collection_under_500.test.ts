import { describe, expect, it } from 'vitest';
import { collection, report } from '../testing/factory';
import { medicalCollectionUnder500 } from './medical_collection_under_500';

const run = (a: ReturnType<typeof collection>) => medicalCollectionUnder500({ reports: [report({ accounts: [a] })], merged: false });

describe('medical_collection_under_500', () => {
  it('is raised for a medical collection of $499', () => {
    expect(run(collection({ originalCreditor: 'ST MARY HOSPITAL', highBalance: 499, balance: 499 }))).toMatchObject([
      { code: 'medical_collection_under_500', lawBasis: ['FCRA 611', 'FCRA 623(a)(1)', 'FDCPA 809'] },
    ]);
  });
  it('is not raised for a medical collection of $500', () => {
    expect(run(collection({ originalCreditor: 'ST MARY HOSPITAL', highBalance: 500, balance: 500 }))).toEqual([]);
  });
  it('uses the original amount (high balance) before the balance', () => {
    expect(run(collection({ originalCreditor: 'VALLEY RADIOLOGY', highBalance: 650, balance: 120 }))).toEqual([]);
    expect(run(collection({ originalCreditor: 'VALLEY RADIOLOGY', highBalance: null, balance: 120 }))).toHaveLength(1);
  });
  it.each([
    { creditor: 'ACME RECOVERY', originalCreditor: 'NORTHSIDE EMERGENCY PHYSICIANS' },
    { creditor: 'ACME RECOVERY', originalCreditor: 'CITY AMBULANCE SVC' },
    { creditor: 'ACME RECOVERY', originalCreditor: null, type: 'Collection - Medical' },
    { creditor: 'ACME RECOVERY', originalCreditor: 'PINE ANESTHESIA GROUP' },
    { creditor: 'ACME RECOVERY', originalCreditor: 'XYZ CO', remarks: ['Medical payment data'] },
  ])('recognises medical debts: %j', (fields) => {
    expect(run(collection({ ...fields, highBalance: 210, balance: 210 }))).toHaveLength(1);
  });
  it('is not raised for a non-medical collection under $500', () => {
    expect(run(collection({ originalCreditor: 'VERIZON WIRELESS', highBalance: 300, balance: 300 }))).toEqual([]);
  });
});
