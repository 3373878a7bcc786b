import { describe, expect, it } from 'vitest';
import { makeAnalysis, reportDated } from '../../../common/analysis.test-data';
import {
  accountsSummary,
  bannerState,
  creditFactors,
  defaultFactorSource,
  factorSources,
  factorsFrom,
  failedAnalyses,
  unratedFactors,
  hasDisplayableData,
  inquiryCount,
  taskType,
  upcomingTasks,
} from './model';
import { incompleteAnalyses } from '../analyses/reading/IncompleteNotice';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

describe('creditFactors', () => {
  it('reads the stored factors, accepting the spec spellings and computing a missing status (>=70 good, >=40 fair)', () => {
    const a = makeAnalysis({
      raw: {
        score_factors: [
          { name: 'Payment History', value: 85, status: 'good', description: 'On time.', weight: 35 },
          { factor: 'Credit Utilization', score: 40, description: 'High.', impact: 30 },
          { factor: 'Credit Age', score: 39 },
          { name: 'Broken' },
        ] as never,
      },
    });
    expect(creditFactors(a)).toEqual([
      { name: 'Payment History', value: 85, status: 'good', description: 'On time.', weight: 35 },
      { name: 'Credit Utilization', value: 40, status: 'fair', description: 'High.', weight: 30 },
      { name: 'Credit Age', value: 39, status: 'poor', description: '', weight: null },
    ]);
  });

  it('builds factors from the per-factor scores and insights when score_factors is empty', () => {
    const a = makeAnalysis({
      raw: {
        score_factors: [],
        paymentHistoryScore: 65,
        amountsOwedScore: null,
        creditAgeScore: 100,
        creditMixScore: 50,
        aiInsights: { paymentHistory: 'Some late.', amountsOwed: '', creditAge: 'Old.', creditMix: 'Two types.' },
      },
    });
    expect(creditFactors(a)).toEqual([
      { name: 'Payment History', value: 65, status: 'fair', description: 'Some late.', weight: 35 },
      { name: 'Credit Age', value: 100, status: 'good', description: 'Old.', weight: 15 },
      { name: 'Account Mix', value: 50, status: 'fair', description: 'Two types.', weight: 10 },
    ]);
  });

  it('is empty without raw data', () => {
    expect(creditFactors(makeAnalysis({ analysis_status: 'processing' }))).toEqual([]);
    expect(creditFactors(null)).toEqual([]);
  });
});

describe('accountsSummary and inquiries', () => {
  it('reads counts, balances and negatives per type', () => {
    const a = makeAnalysis({
      raw: {
        creditCardCount: 3,
        creditCardBalance: 1200.5,
        creditCardNegativeCount: 1,
        loanCount: 2,
        loanBalance: 15000,
        loanNegativeCount: 0,
        collectionCount: 1,
        collectionBalance: 400,
        total_balances: 16600.5,
      },
    });
    expect(accountsSummary(a)).toEqual([
      { type: 'Credit Cards', count: 3, totalBalance: 1200.5, negativeCount: 1 },
      { type: 'Installment Loans', count: 2, totalBalance: 15000, negativeCount: 0 },
      { type: 'Collections', count: 1, totalBalance: 400, negativeCount: 1 },
    ]);
  });

  it('splits the total balance 35/55/10 when no balance is reported', () => {
    const a = makeAnalysis({ raw: { creditCardCount: 1, loanCount: 1, collectionCount: 0, total_balances: 10_000 } as never });
    expect(accountsSummary(a).map((r) => r.totalBalance)).toEqual([3500, 5500, 1000]);
  });

  it('reads hard_inquiries, inquiries or inquiryCount', () => {
    expect(inquiryCount(makeAnalysis({ raw: { hard_inquiries: 7, inquiryCount: 2 } }))).toBe(7);
    expect(inquiryCount(makeAnalysis({ raw: { hard_inquiries: undefined, inquiries: [{}, {}], inquiryCount: 9 } as never }))).toBe(2);
    expect(inquiryCount(makeAnalysis({ raw: { hard_inquiries: undefined, inquiryCount: 4 } as never }))).toBe(4);
    expect(inquiryCount(makeAnalysis({ raw: null }))).toBeNull();
  });
});

describe('factorSources', () => {
  it("offers each bureau's completed report with the latest report date, in the score cards' order; opens on the latest report", () => {
    // Uploaded after `ex` but printed earlier: not the latest Experian report.
    const oldEx = makeAnalysis({ bureau: 'experian', upload_date: '2026-10-09T00:00:00Z', raw: reportDated('2025-09-01') });
    const ex = makeAnalysis({ bureau: 'experian', upload_date: '2026-10-01T00:00:00Z', raw: reportDated('2026-09-20') });
    const tu = makeAnalysis({ bureau: 'transunion', upload_date: '2026-10-05T00:00:00Z', raw: reportDated('2026-08-01') });
    const eqRunning = makeAnalysis({ bureau: 'equifax', analysis_status: 'processing' });
    const sources = factorSources([tu, oldEx, ex, eqRunning]);
    expect(sources).toEqual([ex, tu]);
    expect(defaultFactorSource(sources)).toBe(ex);
    expect(factorsFrom(ex)).toEqual({ bureau: 'experian', date: '2026-09-20' });
    expect(defaultFactorSource([])).toBeNull();
  });

  it('names the spec factors a report could not rate, with the reason, and none the report rated', () => {
    const rated = makeAnalysis({ raw: { paymentHistoryScore: 85, amountsOwedScore: 70, creditAgeScore: 40 } as never });
    expect(unratedFactors(rated, [])).toEqual([]);
    const merged = makeAnalysis({ raw: { paymentHistoryScore: null, amountsOwedScore: 70, creditAgeScore: 40 } as never });
    expect(unratedFactors(merged, []).map((f) => [f.name, f.weight])).toEqual([['Payment History', 35]]);
    expect(unratedFactors(merged, [])[0]!.reason).toMatch(/no month-by-month payment history/);
  });
});

describe('bannerState (spec §4)', () => {
  const done = makeAnalysis({ raw: { score_factors: [{ name: 'A', value: 80, status: 'good', description: '', weight: 10 }] } });

  it('is null when everything is done and there is data', () => {
    expect(bannerState([done], NOW)).toBeNull();
    expect(bannerState([], NOW)).toBeNull();
  });

  it('shows processing while a row is pending or processing', () => {
    const running = makeAnalysis({ bureau: 'equifax', analysis_status: 'pending', upload_date: minutesAgo(2) });
    expect(bannerState([running, done], NOW)).toMatchObject({ kind: 'processing', running: [running], stuck: [] });
  });

  it('shows stuck for rows pending or processing over 15 minutes, exhausted once all used 5 attempts', () => {
    const stuck = makeAnalysis({ analysis_status: 'processing', upload_date: minutesAgo(16) });
    const fresh = makeAnalysis({ analysis_status: 'pending', upload_date: minutesAgo(1) });
    expect(bannerState([stuck, fresh], NOW)).toMatchObject({ kind: 'stuck', stuck: [stuck], exhausted: false });
    const spent = makeAnalysis({
      analysis_status: 'processing',
      upload_date: minutesAgo(60),
      metadata: { recovery_attempts: 5, last_recovery_at: minutesAgo(20) },
    });
    expect(bannerState([spent], NOW)).toMatchObject({ kind: 'stuck', exhausted: true });
    expect(bannerState([spent, stuck], NOW)).toMatchObject({ kind: 'stuck', exhausted: false });
  });

  it('shows no-data when analyses exist without any score or factor', () => {
    const failed = makeAnalysis({ analysis_status: 'failed' });
    const unscored = makeAnalysis({ score: null, raw: { score_factors: [] } });
    expect(hasDisplayableData([failed, unscored])).toBe(false);
    expect(bannerState([failed, unscored], NOW)?.kind).toBe('no-data');
  });

  it('says none could be read, not "not ready", when every upload failed', () => {
    const failed = makeAnalysis({ analysis_status: 'failed' });
    expect(bannerState([failed], NOW)?.kind).toBe('all-failed');
    expect(bannerState([failed, makeAnalysis({ analysis_status: 'failed', bureau: 'equifax' })], NOW)?.kind).toBe('all-failed');
  });

  it('says a report names another person instead of "not ready" when that is all there is (decision 189)', () => {
    const other = makeAnalysis({ metadata: { owner: { check: 'other_person', name_on_report: 'JANE Q SAMPLE' } } });
    expect(hasDisplayableData([other])).toBe(false);
    expect(bannerState([other], NOW)).toMatchObject({ kind: 'other-person', others: [other] });
    expect(bannerState([other, done], NOW)).toBeNull();
    const confirmed = makeAnalysis({ metadata: { owner: { check: 'confirmed', name_on_report: 'JANE Q SAMPLE' } } });
    expect(hasDisplayableData([confirmed])).toBe(true);
  });
});

describe('warnings', () => {
  it('flags the newest completed row of a bureau without a score or raw data', () => {
    const noScore = makeAnalysis({ bureau: 'experian', score: null, raw: {} });
    const noRaw = makeAnalysis({ bureau: 'transunion', raw: null });
    const fine = makeAnalysis({ bureau: 'equifax', raw: {} });
    const corrected = makeAnalysis({ bureau: 'equifax', upload_date: '2026-11-05T00:00:00Z', score: null, corrected_score: 690, raw: {} });
    expect(incompleteAnalyses([noScore, noRaw, fine])).toEqual([noScore, noRaw]);
    expect(incompleteAnalyses([corrected, fine])).toEqual([]);
  });

  it("lists a bureau's failure only while it is the bureau's newest upload", () => {
    const failed = makeAnalysis({ bureau: 'experian', analysis_status: 'failed', upload_date: '2026-10-01T00:00:00Z' });
    const later = makeAnalysis({ bureau: 'experian', upload_date: '2026-10-02T00:00:00Z' });
    const tuFailed = makeAnalysis({ bureau: 'transunion', analysis_status: 'failed' });
    expect(failedAnalyses([failed, later, tuFailed])).toEqual([tuFailed]);
  });
});

describe('repair plan and upcoming tasks', () => {
  const items = [
    { id: '1', account_name: 'Bank A', status: 'pending', due_date: '2026-12-10' },
    { id: '2', account_name: 'Bank B', status: 'in_progress', due_date: '2026-12-01' },
    { id: '3', account_name: 'Bank C', status: 'completed', due_date: '2026-11-01', updated_at: '2026-11-02' },
    { id: '4', account_name: 'Bank D', status: 'responded', due_date: null },
    { id: '5', account_name: 'Bank E', status: 'pending', due_date: '2026-12-20' },
    { id: '6', account_name: 'Bank F', status: 'completed', due_date: null, updated_at: '2026-11-10' },
    { id: '7', account_name: 'Bank G', status: 'completed', due_date: null, updated_at: '2026-10-10' },
    { id: '8', account_name: 'Bank H', status: 'pending', due_date: '2026-12-30' },
    { id: '9', account_name: 'Bank I', status: 'pending', due_date: '2027-01-30' },
  ];

  it('maps dispute status to task type', () => {
    expect([taskType('pending'), taskType('in_progress'), taskType('sent')]).toEqual(['dispute', 'follow-up', 'review']);
  });

  it('lists up to 4 open tasks with a due date, soonest first', () => {
    expect(upcomingTasks(items)).toEqual([
      { id: '2', title: 'Bank B', dueDate: '2026-12-01', type: 'follow-up' },
      { id: '1', title: 'Bank A', dueDate: '2026-12-10', type: 'dispute' },
      { id: '5', title: 'Bank E', dueDate: '2026-12-20', type: 'dispute' },
      { id: '8', title: 'Bank H', dueDate: '2026-12-30', type: 'dispute' },
    ]);
  });
});
