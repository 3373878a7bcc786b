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

  it('milestones: initial, round completed with its count, active round due at the first, target in 90 days; sorted by date', () => {
    const list = milestones({
      firstAnalysisAt: '2026-01-05T10:00:00Z',
      completedDisputes: [{ updatedAt: '2026-02-10T00:00:00Z' }, { updatedAt: '2026-02-12T00:00:00Z' }],
      openDisputes: [{ dueDate: '2026-03-20' }, { dueDate: '2026-03-10' }],
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
    expect(list[1]!.description).toBe('2 dispute items completed.');
    expect(nextSteps(list).map((m) => m.id)).toEqual(['active-round', 'target']);
    expect(recentAchievements(list).map((m) => m.id)).toEqual(['initial', 'round-completed']);
  });

  it('computeProgress: empty, calculating and the figures of a second, better report', () => {
    const base = { firstAnalysisAt: null, points: [], totalNegativeItems: 0, disputes: [], now: NOW };
    expect(computeProgress({ ...base, hasCompletedAnalysis: false }).state).toBe('empty');
    expect(computeProgress({ ...base, hasCompletedAnalysis: true, firstAnalysisAt: '2026-01-05T00:00:00Z' }).state).toBe('calculating');
    const p = computeProgress({
      hasCompletedAnalysis: true,
      firstAnalysisAt: '2026-01-05T00:00:00Z',
      points: [
        { date: '2026-01-05', score: 600 },
        { date: '2026-02-20', score: 630 },
      ],
      totalNegativeItems: 10,
      disputes: [
        { status: 'completed', removed: true, dueDate: '2026-02-04', updatedAt: '2026-02-15T00:00:00Z' },
        { status: 'completed', removed: true, dueDate: '2026-02-04', updatedAt: '2026-02-15T00:00:00Z' },
        { status: 'completed', removed: true, dueDate: '2026-02-04', updatedAt: '2026-02-15T00:00:00Z' },
        { status: 'completed', removed: false, dueDate: '2026-02-04', updatedAt: '2026-02-16T00:00:00Z' },
        { status: 'sent', removed: false, dueDate: '2026-03-10', updatedAt: '2026-02-09T00:00:00Z' },
      ],
      now: NOW,
    });
    expect(p.state).toBe('ready');
    expect(p.creditScore).toEqual({
      startScore: 600,
      currentScore: 630,
      targetScore: 650,
      history: [
        { month: '2026-01', score: 600 },
        { month: '2026-02', score: 630 },
      ],
    });
    expect(p.negativeItems).toEqual({ removed: 3, inDispute: 1, remaining: 6, total: 10 });
    expect(p.overall).toBe(39);
    expect(p.removedPercent).toBe(30);
    expect(p.scoreProgressPercent).toBe(60);
    expect(p.milestones.find((m) => m.id === 'target')).toMatchObject({ date: '2026-05-30', completed: false });
    const reached = computeProgress({
      hasCompletedAnalysis: true,
      firstAnalysisAt: '2026-01-05T00:00:00Z',
      points: [
        { date: '2026-01-05', score: 600 },
        { date: '2026-02', score: 660 },
      ],
      totalNegativeItems: 1,
      disputes: [],
      now: NOW,
    });
    expect(reached.milestones.find((m) => m.id === 'target')).toMatchObject({ date: '2026-02-01', completed: true });
  });
});
