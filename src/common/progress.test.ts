import { describe, expect, it } from 'vitest';
import {
  barHeight,
  computeProgress,
  milestones,
  monthlyHistory,
  nextSteps,
  overallBand,
  overallMessage,
  overallPercent,
  PROGRESS_TEXT,
  recentAchievements,
  remainingItems,
  removedBand,
  removedMessage,
  removedPercent,
  scoreBand,
  scoreProgressPercent,
  targetScore,
} from './progress';
import type { Bureau } from './analysis';
import { emptyFigures, type CreditFiguresDto, type RoundFigure } from './figures';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('progress formulas (spec document 2 §9)', () => {
  it('target = lowest recorded score + 50, or 720 without a score', () => {
    expect(targetScore([640, 600, 655])).toBe(650);
    expect(targetScore([])).toBe(720);
  });

  it('removed-items percent = floor(removed / total × 100)', () => {
    expect(removedPercent(1, 3)).toBe(33);
    expect(removedPercent(2, 3)).toBe(66);
    expect(removedPercent(0, 0)).toBe(0);
  });

  it('score progress = floor of the gain over the start-to-target range', () => {
    expect(scoreProgressPercent(600, 633, 650)).toBe(66);
    expect(scoreProgressPercent(600, 580, 650)).toBe(0);
    expect(scoreProgressPercent(600, 700, 650)).toBe(100);
    expect(scoreProgressPercent(null, null, 720)).toBe(0);
  });

  it('overall = min(100, round(removed/total × 70 + gain toward target × 30))', () => {
    // 3 of 10 removed (21) and 30 of 50 points (18) → 39
    expect(overallPercent(3, 10, 600, 630, 650)).toBe(39);
    // 1 of 3 removed: 23.33 + 0 → 23
    expect(overallPercent(1, 3, 600, 600, 650)).toBe(23);
    expect(overallPercent(10, 10, 600, 700, 650)).toBe(100);
    expect(overallPercent(0, 0, null, null, 720)).toBe(0);
  });

  it('remaining = total − removed − in dispute, not below 0', () => {
    expect(remainingItems(10, 3, 4)).toBe(3);
    expect(remainingItems(2, 1, 4)).toBe(0);
  });

  it('monthly history averages per month (rounded) sorted by month', () => {
    expect(
      monthlyHistory([
        { date: '2026-02-10', score: 640 },
        { date: '2026-01-05', score: 601 },
        { date: '2026-01-20', score: 610 },
        { date: '2026-02', score: 641 },
      ]),
    ).toEqual([
      { month: '2026-01', score: 606 },
      { month: '2026-02', score: 641 },
    ]);
  });

  it('bar height = (score − 500) / 3 px', () => {
    expect(barHeight(800)).toBe(100);
    expect(barHeight(650)).toBe(50);
    expect(barHeight(450)).toBe(0);
  });

  it('colour bands', () => {
    expect([70, 69, 40, 39, 20, 19].map(overallBand)).toEqual(['success', 'info', 'info', 'warning', 'warning', 'danger']);
    expect([70, 40, 39, 10, 9].map(removedBand)).toEqual(['success', 'info', 'warning', 'warning', 'danger']);
    expect([750, 749, 670, 669, 580, 579].map(scoreBand)).toEqual(['success', 'info', 'info', 'warning', 'warning', 'danger']);
  });

  it('card messages', () => {
    expect(overallMessage(0)).toBe('Start your credit repair journey today!');
    expect(overallMessage(49)).toBe(PROGRESS_TEXT.overall.under50);
    expect(overallMessage(50)).toBe(PROGRESS_TEXT.overall.great);
    expect(removedMessage(0, 2)).toBe('2 items in dispute');
    expect(removedMessage(0, 0)).toBe('No items removed yet');
    expect(removedMessage(1, 0)).toBe('Great progress removing negative items!');
  });

  const round = (r: Partial<RoundFigure> & { round: number }): RoundFigure => ({
    items: 1,
    answered: 0,
    lapsed: 0,
    complete: false,
    completedOn: null,
    nextDue: null,
    ...r,
  });

  it('milestones: initial, the last complete round, the open round due at its next deadline, target in 90 days; sorted by date', () => {
    const list = milestones({
      firstAnalysisAt: '2026-01-05T10:00:00Z',
      rounds: [
        round({ round: 1, items: 4, answered: 3, lapsed: 1, complete: true, completedOn: '2026-02-12' }),
        round({ round: 2, items: 2, answered: 1, nextDue: '2026-03-10' }),
      ],
      targetScore: 650,
      currentScore: 630,
      now: NOW,
    });
    expect(list.map((m) => [m.id, m.date, m.completed])).toEqual([
      ['initial', '2026-01-05', true],
      ['round-completed', '2026-02-12', true],
      ['active-round', '2026-03-10', false],
      ['target', '2026-05-30', false],
    ]);
    expect(list[1]!.description).toBe("Round 1: every item (4) answered or past the bureau's deadline.");
    expect(list[2]!.description).toMatch(/^Round 2: 1 of 2 items still waiting/);
    expect(nextSteps(list).map((m) => m.id)).toEqual(['active-round', 'target']);
    expect(recentAchievements(list).map((m) => m.id)).toEqual(['initial', 'round-completed']);
  });

  it('a round with one answer out of four is not completed', () => {
    const list = milestones({
      firstAnalysisAt: null,
      rounds: [round({ round: 1, items: 4, answered: 1, nextDue: '2026-03-10' })],
      targetScore: 650,
      currentScore: null,
      now: NOW,
    });
    expect(list.some((m) => m.id === 'round-completed')).toBe(false);
    expect(list.find((m) => m.id === 'active-round')!.description).toMatch(/3 of 4 items still waiting/);
  });

  it('computeProgress: empty, calculating and the figures of a second, better report, counted per debt', () => {
    const none = emptyFigures();
    const base = { firstAnalysisAt: null, figures: none, now: NOW };
    expect(computeProgress({ ...base, hasCompletedAnalysis: false }).state).toBe('empty');
    expect(computeProgress({ ...base, hasCompletedAnalysis: true, firstAnalysisAt: '2026-01-05T00:00:00Z' }).state).toBe('calculating');
    const figures: CreditFiguresDto = {
      ...none,
      scores: none.scores.map((s) => (s.bureau === 'experian' ? { ...s, score: 630, change: 30, reportDate: '2026-02-20', analysisId: 'b' } : s)),
      history: [
        { bureau: 'experian', date: '2026-01-05', score: 600, analysisId: 'a' },
        { bureau: 'experian', date: '2026-02-20', score: 630, analysisId: 'b' },
      ],
      negatives: { debts: 7, listings: 12 },
      disputes: { inDispute: 2, debtsInDispute: 1, removed: 5, debtsRemoved: 3 },
      rounds: [round({ round: 1, items: 7, answered: 5, nextDue: '2026-03-10' })],
      trackedDebts: 10,
    };
    const p = computeProgress({ hasCompletedAnalysis: true, firstAnalysisAt: '2026-01-05T00:00:00Z', figures, now: NOW });
    expect(p.state).toBe('ready');
    expect(p.creditScore).toMatchObject({
      startScore: 600,
      currentScore: 630,
      targetScore: 650,
      history: [
        { month: '2026-01', score: 600 },
        { month: '2026-02', score: 630 },
      ],
    });
    expect(p.creditScore.bureaus.map((b) => [b.bureau, b.score])).toEqual([['experian', 630]]);
    expect(p.negativeItems).toEqual({ removed: 3, inDispute: 1, remaining: 6, total: 10 });
    expect(p.figures).toBe(figures);
    expect(p.overall).toBe(39);
    expect(p.removedPercent).toBe(30);
    expect(p.scoreProgressPercent).toBe(60);
    expect(p.milestones.some((m) => m.id === 'round-completed')).toBe(false);
    expect(p.milestones.find((m) => m.id === 'target')).toMatchObject({ date: '2026-05-30', completed: false });
  });

  it("computeProgress: the current score is the average of the bureaus' current scores, the start of their first", () => {
    const none = emptyFigures();
    const at = (bureau: Bureau, score: number) => none.scores.map((s) => (s.bureau === bureau ? { ...s, score } : s)).find((s) => s.bureau === bureau)!;
    const figures: CreditFiguresDto = {
      ...none,
      scores: [at('experian', 598), at('transunion', 612), { ...none.scores[2]!, score: null }],
      history: [
        { bureau: 'experian', date: '2026-01', score: 580, analysisId: 'a' },
        { bureau: 'experian', date: '2026-02', score: 598, analysisId: 'b' },
        { bureau: 'transunion', date: '2026-02', score: 612, analysisId: 'c' },
      ],
      trackedDebts: 1,
    };
    const p = computeProgress({ hasCompletedAnalysis: true, firstAnalysisAt: '2026-01-05T00:00:00Z', figures, now: NOW });
    expect(p.creditScore).toMatchObject({ startScore: 596, currentScore: 605, targetScore: 630 });
    expect(p.creditScore.bureaus.map((b) => b.score)).toEqual([598, 612]);
  });

  it('computeProgress: a target reached is dated when a report first reached it', () => {
    const none = emptyFigures();
    const reached = computeProgress({
      hasCompletedAnalysis: true,
      firstAnalysisAt: '2026-01-05T00:00:00Z',
      figures: {
        ...none,
        scores: none.scores.map((s) => (s.bureau === 'experian' ? { ...s, score: 660 } : s)),
        history: [
          { bureau: 'experian', date: '2026-01-05', score: 600, analysisId: 'a' },
          { bureau: 'experian', date: '2026-02', score: 660, analysisId: 'b' },
        ],
        trackedDebts: 1,
      },
      now: NOW,
    });
    expect(reached.milestones.find((m) => m.id === 'target')).toMatchObject({ date: '2026-02-01', completed: true });
  });
});
