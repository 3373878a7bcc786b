import { describe, expect, it } from 'vitest';
import { report } from '../../../engine/detect/testing/factory';
import { analyse, cleanReport, everyFindingReport } from '../../../engine/plan/scenario.test-data';
import { buildOutcome, pickReport, planFor } from './build-result';
import { fromNegativeItemDto, toNegativeItemDto } from './negative-items';

const NOW = new Date('2026-01-02T03:04:05.000Z');

describe('pickReport', () => {
  const experianOnly = { reports: [report({}, 'experian')] };

  it("takes the row's bureau report", () => {
    expect(pickReport(experianOnly, 'experian', false)).toEqual({ report: experianOnly.reports[0] });
  });

  it('names the bureau the file is from when uploaded in another box', () => {
    expect(pickReport(experianOnly, 'equifax', false)).toEqual({
      error: { code: 'wrong_bureau', message: 'This looks like an Experian report. Please upload it as your Experian report.' },
    });
    const tu = { reports: [report({}, 'transunion')] };
    expect(pickReport(tu, 'experian', false)).toEqual({
      error: { code: 'wrong_bureau', message: 'This looks like a TransUnion report. Please upload it as your TransUnion report.' },
    });
  });

  it('a merged upload without the bureau misses its section', () => {
    expect(pickReport(experianOnly, 'equifax', true)).toEqual({
      error: { code: 'bureau_missing', message: 'This merged report has no Equifax section. Please upload your Equifax report on its own.' },
    });
  });
});

describe('buildOutcome', () => {
  it('names the bureau column of a merged upload when its Payment History cannot be rated (decision 083)', () => {
    const blank = report({ accounts: [] }, 'transunion');
    const analysis = analyse([report({}, 'experian'), blank]);
    const merged = buildOutcome(analysis, { bureau: 'transunion', merged: true }, null, NOW);
    if (merged.status !== 'completed') throw new Error('expected completed');
    expect(merged.rawData.payment_history_unrated_reason).toBe(
      'Not rated: the TransUnion column of this 3-in-1 report lists no accounts, so there are no payments to count.',
    );
    const single = buildOutcome({ ...analysis, reports: [blank] }, { bureau: 'transunion', merged: false }, null, NOW);
    if (single.status !== 'completed') throw new Error('expected completed');
    expect(single.rawData.payment_history_unrated_reason).toBe('Not rated: this report lists no accounts, so there are no payments to count.');
  });

  it('completes a row with the engine figures, the DTO negative items, the plan and the score change', () => {
    const analysis = analyse([{ ...everyFindingReport(), score: 640 }]);
    const outcome = buildOutcome(analysis, { bureau: 'experian', merged: false }, 600, NOW);
    if (outcome.status !== 'completed') throw new Error('expected completed');
    expect(outcome.score).toBe(640);
    expect(outcome.rawData.scoreChange).toBe(40);
    expect(outcome.negativeItems).toHaveLength(analysis.negativeItems.length);
    expect(outcome.negativeItems).toEqual(analysis.negativeItems.map(toNegativeItemDto));
    expect(outcome.rawData.negative_items).toEqual(outcome.negativeItems);
    expect(outcome.possibleErrors).toBe(analysis.findings.length);
    expect(outcome.possibleErrors).toBeGreaterThan(0);
    expect(outcome.rawData.report).toBe(analysis.reports[0]);
    expect(outcome.rawData.strategy_generated_at).toBe(NOW.toISOString());
    expect(outcome.rawData.recommendations!.length).toBeGreaterThan(0);
    expect(outcome.rawData.personalized_strategy!.applicableLaws.length).toBeGreaterThan(0);
  });

  it('has no score change without a previous score or without a printed score', () => {
    const analysis = analyse([cleanReport()]);
    const noPrinted = buildOutcome(analysis, { bureau: 'experian', merged: false }, 700, NOW);
    expect(noPrinted.status === 'completed' && noPrinted.rawData.scoreChange).toBeNull();
    const printed = analyse([{ ...cleanReport(), score: 700 }]);
    const first = buildOutcome(printed, { bureau: 'experian', merged: false }, null, NOW);
    expect(first.status === 'completed' && first.rawData.scoreChange).toBeNull();
  });

  it('fails a row whose bureau is not in the file', () => {
    const outcome = buildOutcome(analyse([cleanReport()]), { bureau: 'transunion', merged: true }, null, NOW);
    expect(outcome).toEqual({ status: 'failed', error: expect.objectContaining({ code: 'bureau_missing' }) });
  });

  it('rebuilding the plan from the stored DTOs gives the plan made at completion', () => {
    const analysis = analyse([everyFindingReport()]);
    const outcome = buildOutcome(analysis, { bureau: 'experian', merged: false }, null, NOW);
    if (outcome.status !== 'completed') throw new Error('expected completed');
    const stored = JSON.parse(JSON.stringify(outcome.rawData)) as typeof outcome.rawData;
    const rebuilt = planFor(stored.report, stored.negative_items, stored.findings);
    expect(rebuilt.recommendations).toEqual(outcome.rawData.recommendations);
    expect(rebuilt.personalized_strategy).toEqual(outcome.rawData.personalized_strategy);
  });
});

describe('negative item DTO', () => {
  it('maps the spec names both ways without loss', () => {
    const items = analyse([everyFindingReport()]).negativeItems;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(fromNegativeItemDto(toNegativeItemDto(item), item.bureau)).toEqual(item);
    expect(toNegativeItemDto(items[0]!)).toEqual({
      account_name: items[0]!.creditor,
      account_type: items[0]!.accountType,
      status: items[0]!.status,
      issue_type: items[0]!.issueType,
      description: items[0]!.description,
      account_number: items[0]!.accountNumber,
      impact_level: items[0]!.impactLevel,
    });
  });
});
