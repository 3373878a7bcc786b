/**
 * The dashboard's fetch rhythm (spec document 2 §4), as pure functions: the polling back-off, the fetch gate
 * (one call in flight, non-forced calls at most one per 5 s) and the "empty polls" rule.
 */
import type { AnalysisSummaryDto } from '../../../common/analysis';
import { hasDisplayableData } from './model';
import { EMPTY_POLLS_BEFORE_RELOAD, FETCH_MIN_INTERVAL_MS, POLL_BASE_MS, POLL_MAX_ATTEMPTS, POLL_MAX_DELAY_MS, POLL_STEP_MS } from './texts';

/** 3 s plus 0.5 s per attempt (attempt 0 is the first poll), at most 20 s. */
export function pollDelayMs(attempt: number): number {
  return Math.min(POLL_BASE_MS + POLL_STEP_MS * Math.max(0, attempt), POLL_MAX_DELAY_MS);
}

/** At most 30 polls per polling run. */
export function canPoll(attempt: number): boolean {
  return attempt < POLL_MAX_ATTEMPTS;
}

/**
 * The wait before the next poll: the back-off delay, stretched to the end of the 5 s window when the last fetch was
 * more recent, so a poll is never thrown away by the rate limit (decision 047).
 */
export function nextPollDelayMs(attempt: number, now: number, lastFetchAt: number): number {
  return Math.max(pollDelayMs(attempt), lastFetchAt + FETCH_MIN_INTERVAL_MS - now);
}

export type FetchDecision = 'join' | 'skip' | 'fetch';

/**
 * A fetch asked for while one is in flight joins it (no second call); a non-forced fetch within 5 s of the last
 * one is skipped; otherwise it runs.
 */
export function fetchDecision(input: { inFlight: boolean; force: boolean; lastFetchAt: number; now: number }): FetchDecision {
  if (input.inFlight) return 'join';
  if (!input.force && input.now - input.lastFetchAt < FETCH_MIN_INTERVAL_MS) return 'skip';
  return 'fetch';
}

export interface EmptyPollState {
  /** Consecutive polls that brought nothing to show. */
  count: number;
  /** The one "reload" of this page visit has been used. */
  reloaded: boolean;
}

export const EMPTY_POLL_START: EmptyPollState = { count: 0, reloaded: false };

/**
 * Spec §4: "after 3 consecutive empty polls the page reloads after 5 s". A poll is empty when its answer has
 * nothing the dashboard can show (no score, no factors). The reload happens once per visit, so a report that takes
 * long never loops (decision 047).
 */
export function afterPoll(state: EmptyPollState, analyses: readonly AnalysisSummaryDto[]): { state: EmptyPollState; reload: boolean } {
  if (hasDisplayableData(analyses)) return { state: { ...state, count: 0 }, reload: false };
  const count = state.count + 1;
  if (count >= EMPTY_POLLS_BEFORE_RELOAD && !state.reloaded) return { state: { count: 0, reloaded: true }, reload: true };
  return { state: { ...state, count }, reload: false };
}
