import { describe, expect, it } from 'vitest';
import type { AnalysisRawData, Bureau, NegativeItemDto } from '../../../common/analysis';
import { account, collection, report } from '../../../engine/detect/testing/factory';
import type { Finding } from '../../../engine/model';
import { LAW_IDS } from '../../../engine/plan';
import { buildCandidates, candidateKey, type CandidateRow } from './build-candidates';

const midland = collection({ evidence: ['MIDLAND CREDIT MANAGEMENT  Collection  Balance $1,200  DOFD 11/2020'] });
const late = account({
  creditor: 'CHASE CARD',
  accountNumber: 'XXXX5555',
  status: '30 days late',
  negative: true,
  evidence: ['CHASE CARD 30 days late 03/2024'],
});
const clean = account({ creditor: 'AMEX', accountNumber: 'XXXX7777' });

function finding(bureau: Bureau, fields: Partial<Finding> = {}): Finding {
  return {
    code: 'duplicate_account',
    bureau,
    creditor: 'MIDLAND CREDIT MANAGEMENT',
    accountNumber: 'XXXX9876',
    lawBasis: ['FCRA 611(a)', 'FCRA 623(a)(1)'],
    evidence: 'MIDLAND CREDIT MANAGEMENT  Balance $1,200 (also reported by COMENITY BANK $1,200)',
    explanation: 'The same debt is reported twice, by the original creditor and the collector.',
    ...fields,
  };
}

const negative = (name: string, number: string, issue: string, impact: NegativeItemDto['impact_level'] = 'high'): NegativeItemDto => ({
  account_name: name,
  account_type: null,
  status: null,
  issue_type: issue,
  description: `${name} is reported as ${issue}.`,
  account_number: number,
  impact_level: impact,
});

function row(id: string, bureau: Bureau, raw: Partial<AnalysisRawData> = {}): CandidateRow {
  const rawData = {
    report: report({ bureau, accounts: [midland, late, clean] }),
    findings: [finding(bureau)],
    negative_items: [negative('MIDLAND CREDIT MANAGEMENT', 'XXXX9876', 'collection'), negative('CHASE CARD', 'XXXX5555', 'late_payment', 'medium')],
    ...raw,
  } as AnalysisRawData;
  return { id, bureau, rawData };
}

describe('dispute candidates', () => {
  it('lists each finding and each negative item no finding covers, with evidence, why and laws from the library', () => {
    const candidates = buildCandidates([row('a1', 'experian')]);
    expect(candidates.map((c) => [c.source, c.code, c.creditor])).toEqual([
      ['finding', 'duplicate_account', 'MIDLAND CREDIT MANAGEMENT'],
      ['negative_item', 'late_payment', 'CHASE CARD'],
    ]);
    const [dup, chase] = candidates;
    expect(dup).toMatchObject({ bureaus: ['experian'], analysisByBureau: { experian: 'a1' }, request: 'delete', priority: 'high', locked_accurate: false });
    expect(dup!.evidence).toContain('also reported by COMENITY BANK');
    expect(dup!.laws.map((l) => l.id)).toEqual(['FCRA 611', 'FCRA 623']);
    // The finding's reason reads as its title; its suggestion is built from the facts (the printed line), in the
    // first person, never from the finding's explanation (issue 24).
    expect(dup!.reasons[0]).toMatchObject({ id: 'finding', text: 'Account reported twice', request: 'delete' });
    expect(dup!.reasons[0]!.suggestion).toContain(`My report shows “${dup!.evidence}”`);
    for (const r of [...dup!.reasons, ...chase!.reasons]) {
      expect(r.suggestion).not.toContain(dup!.why);
      expect(r.suggestion).not.toMatch(/\b(you|your)\b/i);
    }
    // A negative item the reading found no error in says so, not how much it lowers a score.
    expect(chase!.why).toContain('The reading found no error');
    expect(chase!.why).not.toMatch(/score|points/i);
    expect(dup!.reasons.map((r) => r.id)).toEqual(['finding', 'wrong_balance', 'not_mine', 'other']);
    expect(chase).toMatchObject({ evidence: 'CHASE CARD 30 days late 03/2024', priority: 'medium', problem: null });
    expect(chase!.reasons.map((r) => r.id)).toContain('wrong_payment_history');
    expect(chase!.reasons.map((r) => r.id)).not.toContain('finding');
    for (const c of candidates) for (const l of c.laws) expect(LAW_IDS).toContain(l.id);
    // The clean account is no candidate.
    expect(candidates.some((c) => c.creditor === 'AMEX')).toBe(false);
  });

  it('merges the three rows of a merged report: one candidate per item with every bureau that reports it', () => {
    const rows = [row('e', 'experian'), row('t', 'transunion', { findings: [] }), row('q', 'equifax')];
    const candidates = buildCandidates(rows);
    const dup = candidates.find((c) => c.code === 'duplicate_account')!;
    expect(dup.bureaus).toEqual(['experian', 'equifax']);
    expect(dup.analysisByBureau).toEqual({ experian: 'e', equifax: 'q' });
    // On TransUnion no finding covers the collection: it is a negative-item candidate there.
    expect(candidates.find((c) => c.source === 'negative_item' && c.code === 'collection')?.bureaus).toEqual(['transunion']);
    expect(candidates.find((c) => c.code === 'late_payment')?.bureaus).toEqual(['experian', 'transunion', 'equifax']);
  });

  it('keys are stable across analyses and independent of the bureau; different problems get different keys', () => {
    const a = buildCandidates([row('a1', 'experian')]);
    const b = buildCandidates([row('b9', 'transunion')]);
    expect(a.map((c) => c.key)).toEqual(b.map((c) => c.key));
    expect(candidateKey('finding', 'duplicate_account', 'Midland Credit Management', 'XXXX9876')).toBe(a[0]!.key);
    expect(candidateKey('finding', 'obsolete_item', 'MIDLAND CREDIT MANAGEMENT', 'XXXX9876')).not.toBe(a[0]!.key);
    for (const c of a) expect(c.key).toMatch(/^c-[0-9a-f]{16}$/);
  });

  it('"not mine" accounts become candidates to delete; "accurate as reported" accounts can never be disputed', () => {
    const stranger = account({ creditor: 'UNKNOWN LENDER', accountNumber: 'XXXX0001', evidence: ['UNKNOWN LENDER Open $300'] });
    const candidates = buildCandidates([
      row('a1', 'experian', {
        review: {
          not_mine: [{ key: 'r-000000000000-0', account: stranger }],
          accurate: [{ key: 'r-111111111111-0', creditor: 'CHASE CARD', accountNumber: 'XXXX5555' }],
          added: 0,
          corrected_fields: 0,
          updated_at: '2026-01-01T00:00:00Z',
        },
      }),
    ]);
    const notMine = candidates.find((c) => c.source === 'not_mine')!;
    expect(notMine).toMatchObject({
      creditor: 'UNKNOWN LENDER',
      request: 'delete',
      priority: 'high',
      evidence: 'UNKNOWN LENDER Open $300',
      locked_accurate: false,
    });
    expect(candidates.find((c) => c.creditor === 'CHASE CARD')).toMatchObject({ locked_accurate: true });
    expect(candidates.find((c) => c.creditor === 'MIDLAND CREDIT MANAGEMENT')).toMatchObject({ locked_accurate: false });
  });

  it('says what helps with an accurate negative: when it should drop off', () => {
    const [dup] = buildCandidates([row('a1', 'experian')]);
    expect(dup!.accurate_advice).toMatch(/should leave your report by/);
  });
});
