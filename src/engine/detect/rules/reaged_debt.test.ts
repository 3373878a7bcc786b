import { describe, expect, it } from 'vitest';
import { account, collection, history, report } from '../testing/factory';
import { reagedDebt } from './reaged_debt';

const run = (accounts: ReturnType<typeof account>[]) => reagedDebt({ reports: [report({ accounts })], merged: false });

/** A charge-off whose delinquency run starts in 2021-03: OK, OK, 30, 60, 90, 120, CO, CO. */
const chargeOff = (dofd: string | null) =>
  account({
    status: 'Charged off',
    dateOfFirstDelinquency: dofd,
    paymentHistory: history('2021-01', ['OK', 'OK', '30', '60', '90', '120', 'CO', 'CO']),
    evidence: ['Date of first delinquency', dofd ?? ''],
  });

describe('reaged_debt: against the account’s own payment history', () => {
  it('is raised when the DOFD is 2 months or more after the run began', () => {
    const findings = run([chargeOff('2021-05')]);
    expect(findings).toMatchObject([{ code: 'reaged_debt', lawBasis: ['FCRA 623(a)(5)', 'FCRA 605(c)', 'FCRA 611'] }]);
    expect(findings[0]!.evidence).toBe('Date of first delinquency\n2021-05\nThe payment history shows the delinquency began in March 2021.');
  });
  it('is not raised when the DOFD equals the first late month', () => {
    expect(run([chargeOff('2021-03')])).toEqual([]);
    expect(run([chargeOff('2021-03-27')])).toEqual([]);
  });
  it('is not raised when the DOFD is within one month of the first late month', () => {
    expect(run([chargeOff('2021-04')])).toEqual([]);
    expect(run([chargeOff('2021-04-30')])).toEqual([]);
  });
  it('is not raised when the DOFD is before the run (the grid starts after the delinquency began)', () => {
    expect(run([chargeOff('2020-06')])).toEqual([]);
  });
  it('uses the run that ends in the derogatory status, not an earlier cured late', () => {
    const a = account({
      status: 'Charged off',
      dateOfFirstDelinquency: '2021-06',
      paymentHistory: history('2021-01', ['30', 'OK', 'OK', 'OK', 'OK', '30', '60', '90', 'CO']),
    });
    expect(run([a])).toEqual([]);
  });
  it('does not let a no-data month or a gap stretch the run back', () => {
    const nd = account({
      status: 'Charged off',
      dateOfFirstDelinquency: '2021-05',
      paymentHistory: history('2021-02', ['30', '60', 'ND', '120', 'CO']),
    });
    expect(run([nd])).toEqual([]);
    const gap = account({
      status: 'Charged off',
      dateOfFirstDelinquency: '2021-05',
      paymentHistory: { '2021-02': '30', '2021-03': '60', '2021-05': '120', '2021-06': 'CO' },
    });
    expect(run([gap])).toEqual([]);
  });
  it('is not raised without a DOFD', () => {
    expect(run([chargeOff(null)])).toEqual([]);
  });
  it('is not raised on a DOFD derived from an estimated removal date (only printed DOFDs are compared)', () => {
    expect(run([{ ...chargeOff('2021-05'), removalDate: '2028-05', dofdSource: 'removal_date' }])).toEqual([]);
  });
});

describe('reaged_debt: against the original creditor’s DOFD', () => {
  const original = account({ creditor: 'COMENITY BANK', accountNumber: 'XXXX4321', status: 'Charged off', balance: 0, dateOfFirstDelinquency: '2020-02-14' });
  it('is raised on the collection when its DOFD is later than the original creditor’s', () => {
    const findings = run([original, collection({ dateOfFirstDelinquency: '2021-01' })]);
    expect(findings.map((f) => f.creditor)).toEqual(['MIDLAND CREDIT MANAGEMENT']);
    expect(findings[0]!.explanation).toMatch(/February 14, 2020/);
  });
  it('is not raised when the dates agree, even at different precision', () => {
    expect(run([original, collection({ dateOfFirstDelinquency: '2020-02' })])).toEqual([]);
    expect(run([original, collection({ dateOfFirstDelinquency: '2020-02-14' })])).toEqual([]);
    expect(run([original, collection({ dateOfFirstDelinquency: '2019-12' })])).toEqual([]);
  });
  it('is not raised when the original creditor is a different company', () => {
    expect(run([original, collection({ originalCreditor: 'SYNCHRONY BANK', dateOfFirstDelinquency: '2021-01' })])).toEqual([]);
  });
});
