import { describe, expect, it } from 'vitest';
import { scoreBand, scoreScalePercent } from '../../../../common/score';
import { formatScoreChange, SCORE_BAND_TONES, scoreBandTone } from './score-band';
import { changeLabel } from './texts';

describe('score band tones', () => {
  // The bands themselves are the engine's (src/engine/score/bands.test.ts); here: every band has its colours.
  it('gives each band of the scale its band name and colours', () => {
    for (const score of [850, 799, 739, 669, 579, 519]) {
      const tone = scoreBandTone(score);
      expect(tone.band).toBe(scoreBand(score));
      expect(tone).toEqual({ band: tone.band, ...SCORE_BAND_TONES[tone.band] });
    }
    expect(new Set([850, 799, 739, 669, 579, 519].map((s) => scoreBandTone(s).band)).size).toBe(6);
  });
});

describe('score helpers', () => {
  it('places a score on the 300–850 bar, clamped', () => {
    expect(scoreScalePercent(300)).toBe(0);
    expect(scoreScalePercent(575)).toBe(50);
    expect(scoreScalePercent(850)).toBe(100);
    expect(scoreScalePercent(900)).toBe(100);
    expect(scoreScalePercent(250)).toBe(0);
  });

  it('formats changes with their sign and describes them', () => {
    expect(formatScoreChange(12)).toBe('+12');
    expect(formatScoreChange(-8)).toBe('-8');
    expect(changeLabel(1)).toBe('Up 1 point since your previous report');
    expect(changeLabel(-8)).toBe('Down 8 points since your previous report');
  });
});
