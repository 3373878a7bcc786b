import { describe, expect, it } from 'vitest';
import { account, collection, report } from '../testing/factory';
import { paidCollectionBalance } from './paid_collection_balance';

const run = (a: ReturnType<typeof account>) => paidCollectionBalance({ reports: [report({ accounts: [a] }, 'equifax')], merged: false });

describe('paid_collection_balance', () => {
  it('is raised for a paid collection with a balance', () => {
    const findings = run(collection({ status: 'Paid collection', balance: 75 }));
    expect(findings).toMatchObject([{ code: 'paid_collection_balance', bureau: 'equifax', lawBasis: ['FCRA 623(a)(2)', 'FCRA 611', 'FDCPA 809'] }]);
  });
  it('is raised when the remarks say settled', () => {
    expect(run(collection({ status: 'Collection', remarks: ['Settled for less than full balance'], balance: 310 }))).toHaveLength(1);
  });
  it('is not raised for a paid collection at $0', () => {
    expect(run(collection({ status: 'Paid collection', balance: 0 }))).toEqual([]);
  });
  it('is not raised for an unpaid collection', () => {
    expect(run(collection({ status: 'Unpaid collection', balance: 900 }))).toEqual([]);
  });
  it('is not raised for a paid account that is not a collection', () => {
    expect(run(account({ status: 'Paid, closed', balance: 40 }))).toEqual([]);
  });
});
