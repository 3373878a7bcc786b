/**
 * How a score factor is shown everywhere (decision 080): one whole number out of 100, rounded once, and one band
 * scale — the spec's detail factor bands (>= 80 Excellent, >= 65 Good, >= 40 Fair, >= 25 Poor, else Very Poor) —
 * applied to that rounded number, so the dashboard and the report details never disagree about the same factor.
 */
import { detailFactorBand, FACTOR_NAMES, FACTOR_WEIGHTS } from '../../../../common/score';

export type FactorBand = ReturnType<typeof detailFactorBand>;
export type FactorTone = 'good' | 'fair' | 'poor';

export interface FactorDisplay {
  /** 0–100, whole. */
  value: number;
  band: FactorBand;
  tone: FactorTone;
  /** "85/100". */
  text: string;
}

const TONES: Record<FactorBand, FactorTone> = { Excellent: 'good', Good: 'good', Fair: 'fair', Poor: 'poor', 'Very Poor': 'poor' };

export function factorDisplay(raw: number): FactorDisplay {
  const value = Math.min(100, Math.max(0, Math.round(raw)));
  const band = detailFactorBand(value);
  return { value, band, tone: TONES[band], text: `${value}/100` };
}

/** Which scale the band words are on, said once beside the factors (the score's own bands use the same words). */
export const FACTOR_SCALE_NOTE = 'Each factor is rated out of 100: 80+ Excellent, 65+ Good, 40+ Fair, 25+ Poor, below 25 Very Poor.';

/** A spec factor the report gave nothing to compute from: shown with its weight and the reason, never as 0. */
export interface UnavailableFactor {
  name: string;
  weight: number;
  reason: string;
}

const UNAVAILABLE = [
  {
    field: 'paymentHistoryScore',
    /** The engine's own reason (decision 083: it names the bureau column of a 3-in-1 report); older rows lack it. */
    reasonField: 'payment_history_unrated_reason',
    name: FACTOR_NAMES.paymentHistory,
    weight: FACTOR_WEIGHTS.paymentHistory,
    reason: 'Not rated: no month-by-month payment history could be read from this report, so there is nothing to count on-time payments from.',
  },
  {
    field: 'amountsOwedScore',
    name: FACTOR_NAMES.utilization,
    weight: FACTOR_WEIGHTS.utilization,
    reason: 'Not rated: no open credit card with both a credit limit and a balance was read from this report.',
  },
  {
    field: 'creditAgeScore',
    name: FACTOR_NAMES.creditAge,
    weight: FACTOR_WEIGHTS.creditAge,
    reason: 'Not rated: no open account with an opening date was read from this report.',
  },
] as const;

/** The spec's factors (document 2 §9) missing from `factors` because raw_data has no figure for them. */
export function unavailableFactors(raw: Record<string, unknown> | null | undefined, shown: readonly { name: string }[]): UnavailableFactor[] {
  if (!raw) return [];
  return UNAVAILABLE.filter((f) => f.field in raw && raw[f.field] === null && !shown.some((s) => s.name === f.name)).map((f) => {
    const own = 'reasonField' in f ? raw[f.reasonField] : null;
    return { name: f.name, weight: f.weight, reason: typeof own === 'string' && own !== '' ? own : f.reason };
  });
}
