/** Score band helpers for the score cards (spec document 2 §9: 800+ Excellent … below 520 Very Poor). */
import { scoreBand, type ScoreBand } from '../../../../common/score';

/**
 * Colours per band: `text` passes WCAG AA on white (Tailwind 700 shades), `bar` fills the scale bar, `soft` is the
 * badge background.
 */
export const SCORE_BAND_TONES: Readonly<Record<ScoreBand, { text: string; bar: string; stroke: string; soft: string }>> = {
  Excellent: { text: 'text-band-excellent', bar: 'bg-band-excellent-fill', stroke: 'stroke-band-excellent-fill', soft: 'bg-success-soft' },
  'Very Good': { text: 'text-band-very-good', bar: 'bg-band-very-good-fill', stroke: 'stroke-band-very-good-fill', soft: 'bg-success-soft' },
  Good: { text: 'text-band-good', bar: 'bg-band-good-fill', stroke: 'stroke-band-good-fill', soft: 'bg-success-soft' },
  Fair: { text: 'text-band-fair', bar: 'bg-band-fair-fill', stroke: 'stroke-band-fair-fill', soft: 'bg-warning-soft' },
  Poor: { text: 'text-band-poor', bar: 'bg-band-poor-fill', stroke: 'stroke-band-poor-fill', soft: 'bg-destructive-soft' },
  'Very Poor': { text: 'text-band-very-poor', bar: 'bg-band-very-poor-fill', stroke: 'stroke-band-very-poor-fill', soft: 'bg-destructive-soft' },
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
