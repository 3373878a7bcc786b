/** Score band helpers for the score cards (spec document 2 §9: 800+ Excellent … below 520 Very Poor). */
import { scoreBand, type ScoreBand } from '../../../../common/score';

/**
 * Colours per band: `text` passes WCAG AA on white (Tailwind 700 shades), `bar` fills the scale bar, `soft` is the
 * badge background.
 */
export const SCORE_BAND_TONES: Readonly<Record<ScoreBand, { text: string; bar: string; stroke: string; soft: string }>> = {
  Excellent: { text: 'text-emerald-700', bar: 'bg-emerald-500', stroke: 'stroke-emerald-500', soft: 'bg-emerald-50' },
  'Very Good': { text: 'text-green-700', bar: 'bg-green-500', stroke: 'stroke-green-500', soft: 'bg-green-50' },
  Good: { text: 'text-lime-700', bar: 'bg-lime-500', stroke: 'stroke-lime-500', soft: 'bg-lime-50' },
  Fair: { text: 'text-amber-700', bar: 'bg-amber-500', stroke: 'stroke-amber-500', soft: 'bg-amber-50' },
  Poor: { text: 'text-orange-700', bar: 'bg-orange-500', stroke: 'stroke-orange-500', soft: 'bg-orange-50' },
  'Very Poor': { text: 'text-red-700', bar: 'bg-red-500', stroke: 'stroke-red-500', soft: 'bg-red-50' },
};

/** The band and its colours for a 300–850 score. */
export function scoreBandTone(score: number): { band: ScoreBand; text: string; bar: string; stroke: string; soft: string } {
  const band = scoreBand(score);
  return { band, ...SCORE_BAND_TONES[band] };
}

/** "+12", "-8", "0". */
export function formatScoreChange(change: number): string {
  return change > 0 ? `+${change}` : String(change);
}
