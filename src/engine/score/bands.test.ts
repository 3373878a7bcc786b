import { describe, expect, it } from 'vitest';
import { detailFactorBand, factorStatus, scoreBand } from './bands';

describe('score bands', () => {
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
    expect(scoreBand(score)).toBe(band);
  });
});

describe('factor status and detail bands', () => {
  it.each([
    [100, 'good'],
    [70, 'good'],
    [69.9, 'fair'],
    [40, 'fair'],
    [39, 'poor'],
    [0, 'poor'],
  ])('status of %d is %s', (value, status) => {
    expect(factorStatus(value)).toBe(status);
  });
  it.each([
    [80, 'Excellent'],
    [79, 'Good'],
    [65, 'Good'],
    [64, 'Fair'],
    [40, 'Fair'],
    [39, 'Poor'],
    [25, 'Poor'],
    [24, 'Very Poor'],
  ])('detail band of %d is %s', (value, band) => {
    expect(detailFactorBand(value)).toBe(band);
  });
});
