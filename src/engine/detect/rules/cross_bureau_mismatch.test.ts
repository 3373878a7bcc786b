import { describe, expect, it } from 'vitest';
import type { Account, Bureau } from '../../model';
import { account, report } from '../testing/factory';
import { compareAccountNumbers, crossBureauMismatch } from './cross_bureau_mismatch';

function merged(perBureau: Partial<Record<Bureau, Account[]>>, isMerged = true) {
  const reports = (['transunion', 'experian', 'equifax'] as const).map((b) => report({ accounts: perBureau[b] ?? [] }, b));
  return crossBureauMismatch({ reports, merged: isMerged });
}

describe('cross_bureau_mismatch', () => {
  it('is raised once per reporting bureau when balances differ by more than $1', () => {
    const findings = merged({
      transunion: [account({ balance: 1200 })],
      experian: [account({ balance: 1450 })],
      equifax: [account({ balance: 1200 })],
    });
    expect(findings.map((f) => f.bureau)).toEqual(['transunion', 'experian', 'equifax']);
    expect(findings[0]).toMatchObject({ code: 'cross_bureau_mismatch', lawBasis: ['FCRA 611', 'FCRA 623(a)(2)'] });
    expect(findings[0]!.evidence).toBe('Balance: TransUnion $1,200 · Experian $1,450 · Equifax $1,200');
  });
  it('is not raised for a difference of $1 or less', () => {
    expect(merged({ transunion: [account({ balance: 1200 })], experian: [account({ balance: 1201 })] })).toEqual([]);
  });
  it('is not raised outside merged reports', () => {
    expect(merged({ transunion: [account({ balance: 1200 })], experian: [account({ balance: 1450 })] }, false)).toEqual([]);
  });
  it('does not count a bureau that does not report the account', () => {
    expect(merged({ transunion: [account({ balance: 1200 })], experian: [], equifax: [account({ balance: 1200 })] })).toEqual([]);
    const findings = merged({ transunion: [account({ balance: 1200 })], equifax: [account({ balance: 900 })] });
    expect(findings.map((f) => f.bureau)).toEqual(['transunion', 'equifax']);
  });
  it('does not count a field one bureau leaves blank', () => {
    expect(merged({ transunion: [account({ balance: null, status: null })], experian: [account({ balance: 500 })] })).toEqual([]);
  });
  it('compares statuses after normalising wording', () => {
    expect(
      merged({
        transunion: [account({ status: 'Late 30 Days' })],
        experian: [account({ status: '30 days past due' })],
        equifax: [account({ status: '30 Days Late' })],
      }),
    ).toEqual([]);
    expect(merged({ transunion: [account({ status: 'Charge-off' })], experian: [account({ status: 'Charged Off' })] })).toEqual([]);
    expect(merged({ transunion: [account({ status: 'Current' })], experian: [account({ status: 'Pays as agreed' })] })).toEqual([]);
    const findings = merged({ transunion: [account({ status: 'Current' })], experian: [account({ status: 'Late 60 Days' })] });
    expect(findings).toHaveLength(2);
    expect(findings[0]!.evidence).toBe('Status: TransUnion "Current" · Experian "Late 60 Days"');
  });
  it('compares dates opened at the precision both print', () => {
    expect(merged({ transunion: [account({ dateOpened: '2018-03-14' })], experian: [account({ dateOpened: '2018-03' })] })).toEqual([]);
    expect(merged({ transunion: [account({ dateOpened: '2018-03' })], experian: [account({ dateOpened: '2018-05' })] })).toHaveLength(2);
  });
  it('keeps different accounts of one creditor apart by their last 4 digits', () => {
    expect(
      merged({
        transunion: [account({ accountNumber: 'XXXX1111', balance: 100 }), account({ accountNumber: 'XXXX2222', balance: 900 })],
        experian: [account({ accountNumber: '****2222', balance: 900 }), account({ accountNumber: '****1111', balance: 100 })],
      }),
    ).toEqual([]);
  });
  it('pairs accounts whose numbers are masked differently per bureau, by what they agree on', () => {
    const cardA = { creditor: 'NORTHBRIDGE BANK', dateOpened: '2016-04', balance: 820, creditLimit: 5000, highBalance: 1400 };
    const cardB = { creditor: 'NORTHBRIDGE BANK', dateOpened: '2019-09', balance: 90, creditLimit: 1500, highBalance: 300 };
    const findings = merged({
      transunion: [account({ ...cardA, accountNumber: '517805******' }), account({ ...cardB, accountNumber: '402211******' })],
      experian: [account({ ...cardB, accountNumber: '402211XXXXXX' }), account({ ...cardA, accountNumber: '517805XXXXXX' })],
      equifax: [account({ ...cardB, accountNumber: 'XXXXXXXXXXXX7731' }), account({ ...cardA, balance: 1020, accountNumber: 'XXXXXXXXXXXX1234' })],
    });
    expect(findings.map((f) => [f.bureau, f.accountNumber])).toEqual([
      ['transunion', '517805******'],
      ['experian', '517805XXXXXX'],
      ['equifax', 'XXXXXXXXXXXX1234'],
    ]);
  });
});

describe('compareAccountNumbers', () => {
  it('compares the digits each mask shows', () => {
    expect(compareAccountNumbers('517805******', '517805XXXXXX')).toBe('same');
    expect(compareAccountNumbers('XXXX1234', '*1234')).toBe('same');
    expect(compareAccountNumbers('XXXX1234', '****9999')).toBe('different');
    expect(compareAccountNumbers('517805******', 'XXXXXXXXXXXX1234')).toBe('unknown');
    expect(compareAccountNumbers(null, 'XXXX1234')).toBe('unknown');
  });
});
