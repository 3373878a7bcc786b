import { describe, expect, it } from 'vitest';
import { collection, report } from '../testing/factory';
import { missingDofd } from '../rules/missing_dofd';
import { detectFindings } from '../index';
import { FINDING_CODES } from '../../model';
import { RULE_TEXT } from './finding-basis';

describe('finding basis', () => {
  it('gives every finding its rule, its printed lines and why the rule applies to this print', () => {
    const c = collection({
      dateOfFirstDelinquency: null,
      status: 'Collection account',
      evidence: ['MIDLAND CREDIT MANAGEMENT', 'Pay Status: >Collection Account<', 'Balance: $1,200'],
    });
    const reports = [report({ accounts: [c], printedFields: { dateOfFirstDelinquency: true, removalDate: false } })];
    const found = detectFindings(reports, { merged: false }).find((f) => f.code === 'missing_dofd');
    expect(found).toMatchObject({
      rule: RULE_TEXT.missing_dofd,
      printedLines: ['Pay Status: >Collection Account<'],
      appliesBecause: 'This print shows a date of first delinquency for its delinquent accounts, and none for this one.',
    });
    // the sentence said for what is not printed is evidence, not a printed line
    expect(missingDofd({ reports, merged: false })[0]!.evidence).toContain('No date of first delinquency is printed');
  });
  it('has a rule text for every code', () => {
    for (const code of FINDING_CODES) expect(RULE_TEXT[code].length).toBeGreaterThan(20);
  });
});
