import { describe, expect, it } from 'vitest';
import { formatScoreChange, formatShortDate, scoreBandTone, scoreScalePercent } from './score-band';
import { changeLabel } from './texts';

describe('score bands (spec: 800+ Excellent, 740+ Very Good, 670+ Good, 580+ Fair, 520+ Poor, below Very Poor)', () => {
  it.each([
    [850, 'Excellent'],
    [800, 'Excellent'],
    [799, 'Very Good'],
    [740, 'Very Good'],
    [739, 'Good'],
    [670, 'Good'],
    [669, 'Fair'],
    [580, 'Fair'],
    [579, 'Poor'],
    [520, 'Poor'],
    [519, 'Very Poor'],
    [300, 'Very Poor'],
  ])('%i is %s', (score, band) => {
    expect(scoreBandTone(score).band).toBe(band);
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

  it('formats dates as short month, day, year', () => {
    expect(formatShortDate('2026-11-02T12:00:00Z')).toBe('Nov 2, 2026');
    expect(formatShortDate('not a date')).toBe('not a date');
  });
});
