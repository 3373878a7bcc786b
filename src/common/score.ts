/**
 * The spec's score constants (document 2 §9) for the web app: the engine's constants and bands re-exported (both
 * modules are pure, no I/O), plus the small helpers the screens need. The web never imports the engine directly.
 */
export {
  ACCOUNT_SUMMARY_TYPES,
  FACTOR_NAMES,
  FACTOR_WEIGHTS,
  BALANCE_SPLIT,
  type AccountSummaryType,
  type FactorStatus,
  type ScoreBand,
} from '../engine/score/constants';
export { detailFactorBand, factorStatus, isHighInquiryCount, scoreBand } from '../engine/score/bands';
import { SCORE_MAX, SCORE_MIN } from './analysis';

/** Where a score sits on the 300–850 scale, 0–100 (clamped), for the score bar. */
export function scoreScalePercent(score: number): number {
  const percent = ((score - SCORE_MIN) / (SCORE_MAX - SCORE_MIN)) * 100;
  return Math.min(100, Math.max(0, Math.round(percent * 10) / 10));
}
