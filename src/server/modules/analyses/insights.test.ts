import { describe, expect, it } from 'vitest';
import { deriveRawData, type RawData } from '../../../engine/score/raw-data';
import { cleanReport } from '../../../engine/plan/scenario.test-data';
import { completedMessage, failedMessage, wrongBureauMessage } from './constants';
import { buildInsights } from './insights';

const base = (): RawData => deriveRawData(cleanReport(), [], []);

describe('buildInsights', () => {
  it('writes one sentence per factor from the figures', () => {
    const insights = buildInsights(base());
    expect(insights.paymentHistory).toBe('All of your reported payments were on time (Excellent). Keep paying every account on time.');
    expect(insights.amountsOwed).toMatch(/^You use \d+% of your card limits: excellent\. Keep it below 10%\.$/);
    expect(insights.creditMix).toBe(
      'You have 2 of 4 credit types (credit cards, installment loans). That mix counts for you; there is no need to open accounts just for it.',
    );
  });

  it('follows the utilization and age thresholds', () => {
    const raw = base();
    expect(buildInsights({ ...raw, credit_utilization: 45 }).amountsOwed).toContain('Paying balances down below 30%');
    expect(buildInsights({ ...raw, credit_utilization: 30 }).amountsOwed).toContain('under the 30% mark');
    expect(buildInsights({ ...raw, credit_utilization: 10 }).amountsOwed).toContain('excellent');
    expect(buildInsights({ ...raw, credit_age_years: 2 }).creditAge).toContain('a young file');
    expect(buildInsights({ ...raw, credit_age_years: 3 }).creditAge).not.toContain('young');
  });

  it('says when a figure cannot be computed', () => {
    const raw = base();
    const empty = buildInsights({
      ...raw,
      payment_factors: { on_time_payments: null },
      payment_history: null,
      credit_utilization: null,
      credit_age_years: null,
      account_mix: { revolving: 0, installment: 0, mortgage: 0, other: 0 },
    });
    expect(empty.paymentHistory).toContain('cannot be rated');
    expect(empty.amountsOwed).toContain('cannot be computed');
    expect(empty.creditAge).toContain('cannot be computed');
    expect(empty.creditMix).toContain('No credit accounts are reported.');
    expect(buildInsights({ ...raw, payment_factors: { on_time_payments: 92 }, payment_history: 'Good' }).paymentHistory).toBe(
      '92% of your reported payments were on time, rated Good. Late payments weigh less as they age; every on-time month from now on helps.',
    );
  });
});

describe('notification and failure texts', () => {
  it('counts in words with singular and plural', () => {
    expect(completedMessage('experian', 4, 2)).toBe('Your Experian credit report has been analyzed: 4 negative items and 2 possible errors found.');
    expect(completedMessage('transunion', 1, 1)).toBe('Your TransUnion credit report has been analyzed: 1 negative item and 1 possible error found.');
    expect(completedMessage('equifax', 0, 0)).toBe('Your Equifax credit report has been analyzed: 0 negative items and 0 possible errors found.');
    expect(failedMessage('equifax', 'The file is empty.')).toBe('Your Equifax credit report could not be analyzed. The file is empty.');
  });

  it('uses the right article before the bureau', () => {
    expect(wrongBureauMessage('transunion')).toBe('This looks like a TransUnion report. Please upload it as your TransUnion report.');
    expect(wrongBureauMessage('equifax')).toBe('This looks like an Equifax report. Please upload it as your Equifax report.');
  });
});
