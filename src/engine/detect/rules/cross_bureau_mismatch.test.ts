import { describe, expect, it } from 'vitest';
import type { Account, Bureau } from '../../model';
import { account, report } from '../testing/factory';
import { compareAccountNumbers, crossBureauMismatch } from './cross_bureau_mismatch';

function merged(perBureau: Partial<Record<Bureau, Account[]>>, isMerged = true) {
  const reports = (['transunion', 'experian', 'equifax'] as const).map((b) => report({ accounts: perBureau[b] ?? [] }, b));
  return crossBureauMismatch({ reports, merged: isMerged });
}

describe('cross_bureau_mismatch', () => {
  it('when two bureaus agree and one differs, is raised only on the one that differs, saying what the others report', () => {
    const findings = merged({
      transunion: [account({ balance: 980, evidence: ['Balance: $980.00'] })],
      experian: [account({ balance: 1480, evidence: ['Account #: 412345******', 'Balance: $1,480.00', 'Date Opened: 06/01/2018'] })],
      equifax: [account({ balance: 980, evidence: ['Balance: $980.00'] })],
    });
    expect(findings).toMatchObject([{ code: 'cross_bureau_mismatch', bureau: 'experian', lawBasis: ['FCRA 611', 'FCRA 623(a)(2)'] }]);
    expect(findings[0]!.evidence).toBe('Balance: $1,480.00');
    expect(findings[0]!.explanation).toMatch(/^Experian reports a balance of \$1,480; TransUnion and Equifax report \$980\. /);
    expect(findings[0]!.explanation).toMatch(/dispute it with Experian/);
  });
  it('names each bureau when no two agree, and says so', () => {
    const findings = merged({
      transunion: [account({ balance: 1200 })],
      experian: [account({ balance: 1450 })],
      equifax: [account({ balance: 900 })],
    });
    expect(findings.map((f) => f.bureau)).toEqual(['transunion', 'experian', 'equifax']);
    expect(findings[1]!.explanation).toMatch(/^Experian reports a balance of \$1,450; TransUnion reports \$1,200 and Equifax \$900\. No two bureaus agree\./);
    expect(findings[1]!.evidence).toBe('Experian reports a balance of $1,450.');
  });
  it('names both bureaus when only two report the account', () => {
    const findings = merged({ transunion: [account({ balance: 1200 })], equifax: [account({ balance: 900 })] });
    expect(findings.map((f) => f.bureau)).toEqual(['transunion', 'equifax']);
    expect(findings[0]!.explanation).toMatch(/^TransUnion reports a balance of \$1,200; Equifax reports \$900\. Only these two bureaus report it/);
  });
  it('judges each field on its own: the odd bureau of one field is not blamed for another', () => {
    const findings = merged({
      transunion: [account({ balance: 980, dateOpened: '2018-03' })],
      experian: [account({ balance: 1480, dateOpened: '2018-03' })],
      equifax: [account({ balance: 980, dateOpened: '2018-07' })],
    });
    expect(findings.map((f) => [f.bureau, f.explanation.split(';')[0]])).toEqual([
      ['experian', 'Experian reports a balance of $1,480'],
      ['equifax', 'Equifax reports the account opened in July 2018'],
    ]);
  });
  it("compares dates opened by month: one bureau's day against another's first of the month is the same opening", () => {
    expect(
      merged({
        transunion: [account({ dateOpened: '2018-06-12' })],
        experian: [account({ dateOpened: '2018-06-01' })],
        equifax: [account({ dateOpened: '2018-06-01' })],
      }),
    ).toEqual([]);
    expect(
      merged({
        transunion: [account({ dateOpened: '2018-09-12' })],
        experian: [account({ dateOpened: '2018-06-01' })],
        equifax: [account({ dateOpened: '2018-06-01' })],
      }),
    ).toMatchObject([{ bureau: 'transunion' }]);
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
    const findings = merged({
      transunion: [account({ status: 'Current', evidence: ['Account Status: Open', 'Payment Status: Current'] })],
      experian: [account({ status: 'Late 60 Days', evidence: ['Account Status: Open', 'Payment Status: Late 60 Days'] })],
      equifax: [account({ status: 'Pays as agreed', evidence: ['Account Status: Open', 'Payment Status: Pays as agreed'] })],
    });
    expect(findings.map((f) => f.bureau)).toEqual(['experian']);
    expect(findings[0]!.evidence).toBe('Payment Status: Late 60 Days');
    expect(findings[0]!.explanation).toMatch(/^Experian reports the status "Late 60 Days"; TransUnion reports "Current" and Equifax "Pays as agreed"\./);
  });
  it('compares dates opened at the precision both print', () => {
    expect(merged({ transunion: [account({ dateOpened: '2018-03-14' })], experian: [account({ dateOpened: '2018-03' })] })).toEqual([]);
    expect(merged({ transunion: [account({ dateOpened: '2018-03' })], experian: [account({ dateOpened: '2018-05' })] })).toHaveLength(2);
    // Two bureaus agreeing at different precision still form the majority against the third.
    const findings = merged({
      transunion: [account({ dateOpened: '2018-03-14' })],
      experian: [account({ dateOpened: '2018-03' })],
      equifax: [account({ dateOpened: '2018-05' })],
    });
    expect(findings.map((f) => f.bureau)).toEqual(['equifax']);
    expect(findings[0]!.explanation).toMatch(/^Equifax reports the account opened in May 2018; TransUnion reports March 14, 2018 and Experian March 2018\./);
    const [day] = merged({ transunion: [account({ dateOpened: '2018-06-19' })], equifax: [account({ dateOpened: '2018-08-19' })] });
    expect(day!.explanation).toMatch(/^TransUnion reports the account opened on June 19, 2018; Equifax reports August 19, 2018\./);
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
    expect(findings.map((f) => [f.bureau, f.accountNumber])).toEqual([['equifax', 'XXXXXXXXXXXX1234']]);
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

  it('takes a bare number of four digits for the last four (a mask not printed or not read)', () => {
    expect(compareAccountNumbers('435856**', '3815')).toBe('unknown');
    expect(compareAccountNumbers('XXXX3815', '3815')).toBe('same');
    expect(compareAccountNumbers('XXXX3815', '3816')).toBe('different');
    // a longer bare number still shows its first digits
    expect(compareAccountNumbers('435856**', '38150011')).toBe('different');
  });
});
