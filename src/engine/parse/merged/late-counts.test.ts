import { describe, expect, it } from 'vitest';
import { formatLateCounts, lateCountRemarks, parseLateCounts } from './late-counts';

describe('7-year late counters', () => {
  it('reads the counters as printed, spaced or not', () => {
    expect(parseLateCounts('30: 0 60: 1 90: 0')).toEqual([
      { days: 30, times: 0 },
      { days: 60, times: 1 },
      { days: 90, times: 0 },
    ]);
    expect(formatLateCounts(parseLateCounts('30: 060: 090: 0') ?? [])).toBe('30: 0 60: 0 90: 0');
    expect(formatLateCounts(parseLateCounts('30: 160: 090: 0') ?? [])).toBe('30: 1 60: 0 90: 0');
    // a two-digit count before the next label is still read whole
    expect(formatLateCounts(parseLateCounts('30: 1260: 390: 0') ?? [])).toBe('30: 12 60: 3 90: 0');
    expect(formatLateCounts(parseLateCounts('30+: 2') ?? [])).toBe('30: 2');
  });

  it('reads nothing from a cell that is not one clean rising sequence of counters', () => {
    expect(parseLateCounts('30: 0 6O: 1 90: 0')).toBeNull();
    expect(parseLateCounts('60: 1 30: 0')).toBeNull();
    expect(parseLateCounts('30: 0 60: 0 90:')).toBeNull();
    expect(parseLateCounts('Days late 30: 1')).toBeNull();
    expect(parseLateCounts('')).toBeNull();
  });

  it('says what the counts say, only for counts above 0', () => {
    expect(lateCountRemarks(parseLateCounts('30: 2 60: 1 90: 0') ?? [])).toEqual([
      '7-year history: 2 times 30 days late',
      '7-year history: 1 time 60 days late',
    ]);
  });
});
