import { describe, expect, it } from 'vitest';
import { account } from '../testing/factory';
import { accountEvidence, dedupeFindings, field, LINES } from './finding';
import type { Finding } from '../../model';

describe('accountEvidence', () => {
  it('takes one printed line per item, joining a label printed alone with its value below', () => {
    const a = account({ evidence: ['NORTHBRIDGE BANK', 'Balance', '$1,200', 'Date of first delinquency', 'Aug 2018', 'Status', 'Charged off'] });
    expect(accountEvidence(a, [{ line: LINES.dofd }, { line: LINES.balance }])).toBe('Date of first delinquency: Aug 2018 / Balance: $1,200');
  });
  it('reads lines with labels and values side by side as they are', () => {
    const a = account({ evidence: ['Account Number 773206**** Balance >$240<', 'High Balance $240 Credit Limit', 'Original Delinquency Date >12/2021<'] });
    expect(accountEvidence(a, [{ line: LINES.originalAmount }, { line: LINES.balance }, { line: LINES.dofd }])).toBe(
      'High Balance $240 Credit Limit / Account Number 773206**** Balance >$240< / Original Delinquency Date >12/2021<',
    );
  });
  it('restates fields not printed, led by the creditor when nothing printed matched', () => {
    const a = account({ creditor: 'LUMEN CARD', evidence: [] });
    expect(accountEvidence(a, [{ line: LINES.dofd, otherwise: field('Date of first delinquency', '2019-02') }, { line: LINES.balance, otherwise: field('Balance', null) }])).toBe(
      'LUMEN CARD — Date of first delinquency: 2019-02',
    );
  });
  it('redacts what it prints', () => {
    const a = account({ evidence: ['Balance: $10 acct 4111222233334444 SSN 123-45-6789'] });
    const text = accountEvidence(a, [{ line: LINES.balance }]);
    expect(text).toContain('XXXXXXXXXXXX4444');
    expect(text).not.toMatch(/4111|123-45-6789/);
  });
});

describe('dedupeFindings', () => {
  const f = (fields: Partial<Finding>): Finding => ({
    code: 'missing_dofd',
    bureau: 'experian',
    creditor: 'ACME RECOVERY',
    accountNumber: 'XXXX1234',
    lawBasis: [],
    evidence: 'x',
    explanation: 'y',
    ...fields,
  });
  it('keeps one finding per code, bureau and entry', () => {
    const out = dedupeFindings([f({}), f({ creditor: 'Acme Recovery, Inc.' }), f({ bureau: 'equifax' }), f({ code: 'obsolete_item' }), f({ accountNumber: 'XXXX9999' })]);
    expect(out).toHaveLength(4);
  });
});
