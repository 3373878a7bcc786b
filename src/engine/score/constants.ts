/**
 * The spec's score constants (document 2, §9) and the choices it leaves open
 * (docs/decisions/002-engine-score-figures.md), in one place for the engine and the web app.
 */

export const SCORE_MIN = 300;
export const SCORE_MAX = 850;

export type ScoreBand = 'Excellent' | 'Very Good' | 'Good' | 'Fair' | 'Poor' | 'Very Poor';
/** Dashboard bands, highest first: a score at or above `min` gets `band`. */
export const SCORE_BANDS: readonly { min: number; band: ScoreBand }[] = [
  { min: 800, band: 'Excellent' },
  { min: 740, band: 'Very Good' },
  { min: 670, band: 'Good' },
  { min: 580, band: 'Fair' },
  { min: 520, band: 'Poor' },
];
export const LOWEST_SCORE_BAND: ScoreBand = 'Very Poor';

export type FactorStatus = 'good' | 'fair' | 'poor';
/** Factor status: value ≥ 70 good, ≥ 40 fair, else poor. */
export const FACTOR_STATUS_THRESHOLDS = { good: 70, fair: 40 } as const;

export type DetailFactorBand = 'Excellent' | 'Good' | 'Fair' | 'Poor' | 'Very Poor';
/** Detail factor bands, highest first. */
export const DETAIL_FACTOR_BANDS: readonly { min: number; band: Exclude<DetailFactorBand, 'Very Poor'> }[] = [
  { min: 80, band: 'Excellent' },
  { min: 65, band: 'Good' },
  { min: 40, band: 'Fair' },
  { min: 25, band: 'Poor' },
];

/** Factor weights in percent. */
export const FACTOR_WEIGHTS = { paymentHistory: 35, utilization: 30, creditAge: 15, accountMix: 10 } as const;

export const FACTOR_NAMES = {
  paymentHistory: 'Payment History',
  utilization: 'Credit Utilization',
  creditAge: 'Credit Age',
  accountMix: 'Account Mix',
} as const;

export type PaymentHistoryWord = 'Excellent' | 'Good' | 'Fair' | 'Poor';
/**
 * The payment history word from the share of on-time payments (percent), highest first; below the last
 * threshold it is Poor. Excellent means no late payment at all in the months printed (decision 002).
 */
export const PAYMENT_HISTORY_WORD_THRESHOLDS: readonly { min: number; word: Exclude<PaymentHistoryWord, 'Poor'> }[] = [
  { min: 100, word: 'Excellent' },
  { min: 95, word: 'Good' },
  { min: 85, word: 'Fair' },
];
/** Payment history words map to 85, 65 and 40 (spec); Excellent to 95 (decision 002). */
export const PAYMENT_HISTORY_WORD_SCORES: Readonly<Record<PaymentHistoryWord, number>> = {
  Excellent: 95,
  Good: 85,
  Fair: 65,
  Poor: 40,
};

/** Age score = years × 10, capped at 100. */
export const AGE_POINTS_PER_YEAR = 10;
export const FACTOR_SCORE_MAX = 100;
/** Mix score = 25 per credit type present (revolving, installment, mortgage, other). */
export const MIX_POINTS_PER_TYPE = 25;

/** When raw balances are missing, the total balance is split 35% cards, 55% loans, 10% collections. */
export const BALANCE_SPLIT = { creditCards: 0.35, loans: 0.55, collections: 0.1 } as const;

/** More than this many hard inquiries is flagged high. */
export const HIGH_INQUIRY_COUNT = 5;

export const ACCOUNT_SUMMARY_TYPES = ['Credit Cards', 'Installment Loans', 'Collections'] as const;
export type AccountSummaryType = (typeof ACCOUNT_SUMMARY_TYPES)[number];
