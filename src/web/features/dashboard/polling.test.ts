import { describe, expect, it } from 'vitest';
import { makeAnalysis } from '../../../common/analysis.test-data';
import { afterPoll, canPoll, EMPTY_POLL_START, fetchDecision, nextPollDelayMs, pollDelayMs } from './polling';

describe('polling back-off (spec: 3 s + 0.5 s per attempt, max 20 s, 30 attempts)', () => {
  it('grows by half a second and stops growing at 20 s', () => {
    expect([0, 1, 2, 10].map(pollDelayMs)).toEqual([3000, 3500, 4000, 8000]);
    expect(pollDelayMs(34)).toBe(20_000);
    expect(pollDelayMs(100)).toBe(20_000);
  });

  it('allows 30 attempts', () => {
    expect(canPoll(0)).toBe(true);
    expect(canPoll(29)).toBe(true);
    expect(canPoll(30)).toBe(false);
  });

  it('waits for the 5 s rate window when the last fetch was recent', () => {
    expect(nextPollDelayMs(0, 10_000, 9_000)).toBe(4_000);
    expect(nextPollDelayMs(0, 10_000, 0)).toBe(3_000);
    expect(nextPollDelayMs(20, 10_000, 9_000)).toBe(13_000);
  });
});

describe('fetchDecision', () => {
  it('joins a fetch in flight, skips a non-forced one within 5 s, runs otherwise', () => {
    expect(fetchDecision({ inFlight: true, force: true, lastFetchAt: 0, now: 100_000 })).toBe('join');
    expect(fetchDecision({ inFlight: false, force: false, lastFetchAt: 96_000, now: 100_000 })).toBe('skip');
    expect(fetchDecision({ inFlight: false, force: false, lastFetchAt: 95_000, now: 100_000 })).toBe('fetch');
    expect(fetchDecision({ inFlight: false, force: true, lastFetchAt: 99_999, now: 100_000 })).toBe('fetch');
  });
});

describe('empty polls', () => {
  const empty = [makeAnalysis({ analysis_status: 'processing' })];
  const withData = [makeAnalysis({ score: 700 })];

  it('reloads once after 3 consecutive empty polls, never again in the same visit', () => {
    let state = EMPTY_POLL_START;
    const reloads: boolean[] = [];
    for (let i = 0; i < 9; i++) {
      const next = afterPoll(state, empty);
      state = next.state;
      reloads.push(next.reload);
    }
    expect(reloads).toEqual([false, false, true, false, false, false, false, false, false]);
  });

  it('starts counting again when a poll brings data', () => {
    let state = afterPoll(afterPoll(EMPTY_POLL_START, empty).state, empty).state;
    state = afterPoll(state, withData).state;
    expect(state.count).toBe(0);
    expect(afterPoll(state, empty).reload).toBe(false);
  });
});
