import {
  DETAIL_FACTOR_BANDS,
  HIGH_INQUIRY_COUNT,
  FACTOR_STATUS_THRESHOLDS,
  LOWEST_SCORE_BAND,
  SCORE_BANDS,
  type DetailFactorBand,
  type FactorStatus,
  type ScoreBand,
} from './constants';

/** The dashboard rating of a 300–850 score. */
export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS.find((b) => score >= b.min)?.band ?? LOWEST_SCORE_BAND;
}

/** A factor's status from its 0–100 value. */
export function factorStatus(value: number): FactorStatus {
  if (value >= FACTOR_STATUS_THRESHOLDS.good) return 'good';
  if (value >= FACTOR_STATUS_THRESHOLDS.fair) return 'fair';
  return 'poor';
}

/** A factor's band in the analysis detail from its 0–100 value. */
export function detailFactorBand(value: number): DetailFactorBand {
  return DETAIL_FACTOR_BANDS.find((b) => value >= b.min)?.band ?? 'Very Poor';
}

/** More than 5 hard inquiries is flagged high (spec document 2 §9). */
export function isHighInquiryCount(count: number): boolean {
  return count > HIGH_INQUIRY_COUNT;
}
