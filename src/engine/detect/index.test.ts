import { describe, expect, it } from 'vitest';
import { FINDING_CODES } from '../model';
import { detectFindings, detectNegativeItems } from './index';
import { RULES } from './rules';
import { account, collection, history, inquiry, report } from './testing/factory';

describe('detectFindings', () => {
  it('has one rule for every finding code', () => {
    expect(Object.keys(RULES).sort()).toEqual([...FINDING_CODES].sort());
  });

  it('runs every rule over a report and reports each code, bureau and account once', () => {
    const r = report({
      reportDate: '2024-06-01',
      accounts: [
        account({ creditor: 'COMENITY BANK', accountNumber: 'XXXX4321', status: 'Charged off', balance: 1200, dateOfFirstDelinquency: '2020-11' }),
        // Duplicate of the charge-off, medical-free, with a DOFD; also listed twice by the parser.
        collection({ originalCreditor: 'COMENITY BANK' }),
        collection({ originalCreditor: 'COMENITY BANK' }),
        collection({
          creditor: 'ACME RECOVERY',
          accountNumber: 'XXXX7777',
          originalCreditor: 'MERCY HOSPITAL',
          balance: 180,
          highBalance: 180,
          dateOfFirstDelinquency: null,
        }),
        account({ creditor: 'CHASE', accountNumber: 'XXXX3333', paymentHistory: history('2023-01', ['OK', '30', 'OK']) }),
      ],
      inquiries: [inquiry({ creditor: 'DISCOVER BANK', date: '2024-01-15' }), inquiry({ creditor: 'DISCOVER BANK', date: '2024-02-15' })],
    });
    const findings = detectFindings([r], { merged: false });
    expect(findings.map((f) => [f.code, f.creditor, f.accountNumber])).toEqual([
      ['duplicate_account', 'MIDLAND CREDIT MANAGEMENT', 'XXXX9876'],
      ['missing_dofd', 'ACME RECOVERY', 'XXXX7777'],
      ['medical_collection_under_500', 'ACME RECOVERY', 'XXXX7777'],
      ['inquiry_without_account', 'DISCOVER BANK', null],
    ]);
    for (const f of findings) {
      expect(f.lawBasis.length).toBeGreaterThan(0);
      expect(f.evidence.length).toBeGreaterThan(0);
      expect(f.explanation.length).toBeGreaterThan(20);
    }
  });

  it('never puts a full account number or an SSN into evidence', () => {
    const c = collection({
      dateOfFirstDelinquency: '2010-01-01',
      evidence: ['Account 4111 2222 3333 4444 SSN 123-45-6789', 'Date of first delinquency 01/01/2010 ref 998877665544'],
    });
    const [f] = detectFindings([report({ reportDate: '2024-06-01', accounts: [c] })], { merged: false });
    expect(f!.code).toBe('obsolete_item');
    expect(f!.evidence).not.toMatch(/\d{8,}|123-45-6789/);
    expect(f!.evidence).toContain('XXXXXXXX5544');
  });

  it('compares bureaus only in merged mode', () => {
    const tu = report({ accounts: [account({ balance: 100 })] }, 'transunion');
    const eq = report({ accounts: [account({ balance: 700 })] }, 'equifax');
    expect(detectFindings([tu, eq], { merged: false })).toEqual([]);
    expect(detectFindings([tu, eq], { merged: true }).map((f) => f.bureau)).toEqual(['transunion', 'equifax']);
  });
});

describe('detectNegativeItems', () => {
  it('lists the negative items of every report with its bureau', () => {
    const tu = report({ accounts: [collection()] }, 'transunion');
    const ex = report({ accounts: [account()], inquiries: [inquiry()] }, 'experian');
    expect(detectNegativeItems([tu, ex]).map((i) => [i.bureau, i.issueType])).toEqual([
      ['transunion', 'collection'],
      ['experian', 'hard_inquiry'],
    ]);
  });
});
