import { describe, expect, it, vi } from 'vitest';
import { EngineError } from '../errors';
import { OcrBudget } from './ocr-budget';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const codeOf = (fn: () => void): string | null => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof EngineError ? err.code : 'other';
  }
};

describe('the OCR time budget', () => {
  it('stops a scan whose pace shows it cannot finish in time, as soon as the pace is known', () => {
    const c = clock();
    const budget = new OcrBudget(2, 48_000, c.now);
    c.advance(1_000); // reading the text layer
    budget.start();
    c.advance(8_000);
    expect(codeOf(() => budget.check(1, 54))).toBeNull(); // one page read in parallel with another says nothing
    expect(codeOf(() => budget.check(2, 54))).toBe('timeout'); // 4 s a page: 54 pages need about 217 s
  });

  it('lets a scan go on when its pace fits', () => {
    const c = clock();
    const budget = new OcrBudget(2, 48_000, c.now);
    budget.start();
    c.advance(8_000);
    expect(codeOf(() => budget.check(2, 10))).toBeNull(); // 40 s for ten pages
    expect(codeOf(() => budget.check(2, 12))).toBeNull(); // 48 s for twelve
    expect(codeOf(() => budget.check(2, 13))).toBeNull(); // 52 s for thirteen: the first pages' pace may overstate
    expect(codeOf(() => budget.check(2, 16))).toBe('timeout'); // 64 s for sixteen
    c.advance(30_000);
    expect(codeOf(() => budget.check(9, 10))).toBeNull();
  });

  it('stops once the budget is spent whatever the pace, and never once every page is read', () => {
    const c = clock();
    const budget = new OcrBudget(2, 48_000, c.now);
    budget.start();
    c.advance(49_000);
    expect(codeOf(() => budget.check(0, 3))).toBe('timeout');
    expect(codeOf(() => budget.check(3, 3))).toBeNull();
  });

  it('stops at the end of the budget even while no page completes, unless cancelled', () => {
    vi.useFakeTimers();
    try {
      const c = clock();
      const stopped: string[] = [];
      const budget = new OcrBudget(2, 48_000, c.now);
      budget.whenSpent((err) => stopped.push(err.code));
      vi.advanceTimersByTime(47_999);
      expect(stopped).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(stopped).toEqual(['timeout']);
      const cancel = new OcrBudget(2, 48_000, c.now).whenSpent((err) => stopped.push(err.code));
      cancel();
      vi.advanceTimersByTime(60_000);
      expect(stopped).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
