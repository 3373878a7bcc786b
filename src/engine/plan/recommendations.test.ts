import { describe, expect, it } from 'vitest';
import type { FindingCode } from '../model';
import { withDofd } from '../detect/common/dofd';
import { account, collection, publicRecord, report } from '../detect/testing/factory';
import { buildRecommendations } from './index';
import { analyse, cleanReport, everyFindingReport } from './scenario.test-data';

const byName = (name: string) => (r: { account_name: string }) => r.account_name.startsWith(name);

describe('buildRecommendations: a report with every finding type', () => {
  const analysis = analyse([everyFindingReport()]);
  const recs = buildRecommendations(analysis);

  it('the engine raised every single-report finding on the scenario', () => {
    const codes = new Set(analysis.findings.map((f) => f.code));
    const expected: FindingCode[] = [
      'obsolete_item',
      'duplicate_account',
      'balance_after_transfer',
      'reaged_debt',
      'paid_collection_balance',
      'missing_dofd',
      'medical_collection_under_500',
      'inquiry_without_account',
    ];
    expect([...codes].sort()).toEqual([...expected].sort());
  });

  it('gives one recommendation per disputed entry and per untouched negative item, with the spec fields and its action', () => {
    // 8 findings on 8 entries, plus 3 negative items without a finding (COMENITY charge-off, DISCOVER late, CAVALRY collection).
    expect(recs).toHaveLength(11);
    for (const r of recs) {
      expect(Object.keys(r).sort()).toEqual(['account_name', 'action', 'dispute_reason', 'estimated_impact', 'priority', 'recommended_action']);
    }
  });

  it('sets priorities from the finding type and the item', () => {
    const priority = (name: string) => recs.find(byName(name))!.priority;
    expect(priority('PORTFOLIO RECOVERY')).toBe('high'); // obsolete
    expect(priority('WELLS FARGO')).toBe('high'); // re-aged
    expect(priority('MIDLAND CREDIT MANAGEMENT')).toBe('high'); // duplicate
    expect(priority('MEDICAL DATA SYSTEMS')).toBe('high'); // medical under $500
    expect(priority('LVNV FUNDING')).toBe('medium'); // paid collection with a balance
    expect(priority('ENHANCED RECOVERY')).toBe('medium'); // missing DOFD
    expect(priority('CHASE')).toBe('medium'); // balance after transfer on a non-negative account
    expect(priority('ACME AUTO LENDING')).toBe('low'); // inquiry without account
  });

  it('orders by priority, then by possible effect', () => {
    const rank = { high: 0, medium: 1, low: 2 };
    const ranks = recs.map((r) => rank[r.priority]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const medium = recs.filter((r) => r.priority === 'medium').map((r) => r.account_name);
    // The sold CHASE account (a reporting error, weight 20) comes after the collections (weight 100).
    expect(medium[medium.length - 1]).toBe('CHASE (XXXX3333)');
  });

  it('names the law and the printed dates in the action', () => {
    const obsolete = recs.find(byName('PORTFOLIO RECOVERY'))!;
    expect(obsolete.dispute_reason).toContain('Experian');
    expect(obsolete.recommended_action).toContain('July 2023');
    expect(obsolete.recommended_action).toContain('January 2016');
    const reaged = recs.find(byName('WELLS FARGO'))!;
    expect(reaged.recommended_action).toContain('May 2021');
    expect(reaged.recommended_action).toContain('March 2021');
    expect(recs.find(byName('CHASE'))!.recommended_action).toContain('$800');
    expect(recs.find(byName('MIDLAND'))!.recommended_action).toContain('on the COMENITY BANK account');
  });

  it('gives honest impact words with a range and no promise', () => {
    for (const r of recs) {
      expect(r.estimated_impact).toMatch(/^(High|Medium to high|Medium|Low) — /);
      // No unsourced point ranges (issue 24).
      expect(r.estimated_impact).not.toMatch(/\d+\s*[–-]\s*\d+ points|points/);
      expect(r.estimated_impact).toContain('no result is guaranteed');
      expect(`${r.estimated_impact} ${r.recommended_action}`).not.toMatch(/\bguarantee(d|s)? (to|that|removal)|\bwill be (removed|deleted)\b/i);
    }
    expect(recs.find(byName('MIDLAND'))!.estimated_impact).toMatch(/^High — a collection usually lowers a score most while it is recent/);
    expect(recs.find(byName('ACME'))!.estimated_impact).toMatch(/^Low/);
  });
});

describe('buildRecommendations: several findings on one account', () => {
  it('groups them into one recommendation whose reason names each', () => {
    const analysis = analyse([
      report({
        accounts: [
          account({
            creditor: 'ACE COLLECTIONS',
            originalCreditor: 'CITY HOSPITAL',
            accountNumber: 'XXXX2468',
            type: 'Collection',
            category: 'collection',
            status: 'Paid collection',
            balance: 120,
            highBalance: 300,
            creditLimit: null,
            dateOfFirstDelinquency: null,
          }),
        ],
      }),
    ]);
    expect(analysis.findings.map((f) => f.code).sort()).toEqual(['medical_collection_under_500', 'missing_dofd', 'paid_collection_balance']);
    const recs = buildRecommendations(analysis);
    expect(recs).toHaveLength(1);
    expect(recs[0]!.priority).toBe('high');
    expect(recs[0]!.dispute_reason).toContain('medical collection under $500');
    expect(recs[0]!.dispute_reason).toContain('paid or settled but still shows a balance');
    expect(recs[0]!.dispute_reason).toContain('no date of first delinquency');
  });
});

describe('buildRecommendations: the bureau’s own dates', () => {
  it('asks for the removal date to be corrected when it is later than the law allows', () => {
    const analysis = analyse([
      report({ reportDate: '2024-06-01', accounts: [collection({ creditor: 'CAVALRY SPV', dateOfFirstDelinquency: '2018-03', removalDate: '2026-09' })] }),
    ]);
    expect(analysis.findings.map((f) => f.code)).toEqual(['removal_date_beyond_limit']);
    const [rec] = buildRecommendations(analysis);
    expect(rec!.priority).toBe('high');
    expect(rec!.dispute_reason).toContain("the bureau's own removal date is later than 7 years and 180 days");
    expect(rec!.recommended_action).toContain('it prints the first delinquency as March 2018 yet says the item stays until September 2026');
    expect(rec!.recommended_action).toContain('by September 2025');
  });
  it('names a derived DOFD as the one the removal date implies', () => {
    const analysis = analyse([
      report({ reportDate: '2024-06-01', accounts: [withDofd(collection({ creditor: 'CAVALRY SPV', dateOfFirstDelinquency: null, removalDate: '2016-09' }))] }),
    ]);
    expect(analysis.findings.map((f) => f.code)).toEqual(['obsolete_item']);
    expect(buildRecommendations(analysis)[0]!.recommended_action).toContain(
      "after the date of first delinquency the bureau's removal date implies (September 2009)",
    );
  });
});

describe('buildRecommendations: cross-bureau mismatch', () => {
  it('raises one low-priority recommendation per bureau for a clean account reported differently', () => {
    const card = (balance: number) => account({ creditor: 'CAPITAL ONE', accountNumber: 'XXXX1234', balance });
    const analysis = analyse([report({ accounts: [card(500)] }, 'experian'), report({ accounts: [card(900)] }, 'transunion')], true);
    expect(analysis.findings.map((f) => `${f.code}:${f.bureau}`)).toEqual(['cross_bureau_mismatch:experian', 'cross_bureau_mismatch:transunion']);
    const recs = buildRecommendations(analysis);
    expect(recs.map((r) => [r.account_name, r.priority])).toEqual([
      ['CAPITAL ONE (XXXX1234)', 'low'],
      ['CAPITAL ONE (XXXX1234)', 'low'],
    ]);
    expect(recs[0]!.dispute_reason).toContain('Experian');
    expect(recs[1]!.dispute_reason).toContain('TransUnion');
  });
});

describe('buildRecommendations: accurate negatives', () => {
  const analysis = analyse([everyFindingReport()]);
  const recs = buildRecommendations(analysis);
  const accurate = ['DISCOVER', 'CAVALRY SPV', 'COMENITY BANK'].map((n) => recs.find(byName(n))!);

  it('never recommends a dispute, and says why', () => {
    for (const r of accurate) {
      expect(r.dispute_reason).toContain('should not be disputed');
      expect(r.recommended_action).not.toMatch(/\bdispute\b/i);
      expect(r.action?.kind).not.toBe('dispute');
    }
  });

  it('names the one action of each item (decision 081): disputes by bureau, accurate items pay, goodwill or wait', () => {
    for (const r of recs.filter((x) => !accurate.includes(x)))
      expect(r.action).toEqual({ kind: 'dispute', label: expect.stringMatching(/^Dispute with /), until: null, reason: expect.any(String) });
    for (const r of accurate) {
      expect(['pay', 'goodwill', 'wait']).toContain(r.action!.kind);
      expect(r.recommended_action.toLowerCase()).toContain(r.action!.kind === 'pay' ? 'pay' : r.action!.kind === 'goodwill' ? 'goodwill' : 'drop off');
    }
  });

  it('recommends goodwill, pay-for-delete or waiting, with the FCRA 605 drop-off date from the printed dates', () => {
    const late = recs.find(byName('DISCOVER'))!;
    expect(late.recommended_action).toContain('goodwill letter');
    // Latest late month February 2023 → 7 years.
    expect(late.recommended_action).toContain('by February 2030');
    const collection = recs.find(byName('CAVALRY SPV'))!;
    expect(collection.recommended_action).toContain('pay-for-delete');
    // DOFD August 15, 2022 → + 7 years + 180 days.
    expect(collection.recommended_action).toContain('by February 11, 2030');
    expect(collection.priority).toBe('medium');
    // DOFD November 2020 (the whole month) → November 30, 2027 + 180 days.
    expect(recs.find(byName('COMENITY BANK'))!.recommended_action).toContain('by May 2028');
    expect(late.priority).toBe('low');
  });

  it('puts a still-past-due account first: bringing it current comes before anything else', () => {
    const pastDue = analyse([report({ accounts: [account({ creditor: 'CITI', accountNumber: 'XXXX1357', status: '30 days past due', pastDue: 85 })] })]);
    const [rec] = buildRecommendations(pastDue);
    expect(rec!.priority).toBe('high');
    expect(rec!.recommended_action).toContain('Pay the $85 past due');
  });

  it('gives a bankruptcy its 10-year (chapter 7) or 7-year (chapter 13) date and no removal advice', () => {
    const analysis7 = analyse([report({ publicRecords: [publicRecord({ date: '2020-03-10', chapter: 7 })] })]);
    const [ch7] = buildRecommendations(analysis7);
    expect(ch7!.recommended_action).toContain('by March 10, 2030');
    expect(ch7!.recommended_action).toContain('cannot be removed early');
    const analysis13 = analyse([report({ publicRecords: [publicRecord({ date: '2020-03-10', chapter: 13, type: 'Chapter 13 bankruptcy' })] })]);
    const ch13 = buildRecommendations(analysis13)[0]!.recommended_action;
    expect(ch13).toContain('by March 10, 2027');
    // Seven years for chapter 13 is the bureaus' policy; the law allows ten.
    expect(ch13).toContain("Under the bureaus' policy for chapter 13 bankruptcies (the FCRA allows up to 10 years)");
    expect(ch7!.recommended_action).toContain('Under FCRA 605 it should drop off your report by March 10, 2030: 10 years after the filing date');
  });

  it('describes the item from its type when the item carries no description', () => {
    const analysis3 = analyse([everyFindingReport()]);
    const items = analysis3.negativeItems.map((n) => (n.creditor === 'CAVALRY SPV' ? { ...n, description: '' } : n));
    const rec = buildRecommendations({ ...analysis3, negativeItems: items }).find(byName('CAVALRY SPV'))!;
    expect(rec.dispute_reason).toMatch(/terms of use\. CAVALRY SPV reports a collection\.$/);
  });

  it('says so when the report prints no date to count from', () => {
    const analysis2 = analyse([
      report({ accounts: [account({ creditor: 'ONE MAIN', accountNumber: 'XXXX2020', status: 'Settled for less than full balance' })] }),
    ]);
    const [rec] = buildRecommendations(analysis2);
    expect(rec!.recommended_action).toContain('cannot be computed');
  });
});

describe('buildRecommendations: a clean report', () => {
  it('recommends nothing', () => {
    expect(buildRecommendations(analyse([cleanReport()]))).toEqual([]);
  });
});
