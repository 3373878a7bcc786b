import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_TIMEOUT_MS, FileDeadline, OCR_RESERVE_MS, SCAN_TIMEOUT_MS, scanTimeoutOf } from './file-deadline';
import { OCR_TIME_BUDGET_MS } from './extract/limits';

describe('FileDeadline', () => {
  let clock = 0;
  const now = () => clock;
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('ends a file that is not a scan at the usual limit', () => {
    const expire = vi.fn();
    const deadline = new FileDeadline(55_000, 240_000, expire, now);
    deadline.progress('reading');
    deadline.progress('parsing');
    advance(54_999);
    expect(expire).not.toHaveBeenCalled();
    advance(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('gives a scan the scan limit, counted from the start of the file', () => {
    const expire = vi.fn();
    const deadline = new FileDeadline(55_000, 240_000, expire, now);
    advance(10_000);
    deadline.progress('ocr');
    advance(100_000);
    deadline.progress('ocr'); // later pages change nothing
    advance(129_999);
    expect(expire).not.toHaveBeenCalled();
    advance(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('keeps the usual limit for a scan when the scan limit is not longer (the analyze CLI)', () => {
    const expire = vi.fn();
    const deadline = new FileDeadline(55_000, 55_000, expire, now);
    deadline.progress('ocr');
    advance(55_000);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('does not expire once cleared', () => {
    const expire = vi.fn();
    const deadline = new FileDeadline(55_000, 240_000, expire, now);
    deadline.progress('ocr');
    deadline.clear();
    advance(300_000);
    expect(expire).not.toHaveBeenCalled();
  });

  it('gives scans the scan limit unless the caller set a limit of its own', () => {
    expect(scanTimeoutOf({})).toBe(SCAN_TIMEOUT_MS);
    expect(scanTimeoutOf({ timeoutMs: 1500 })).toBe(1500);
    expect(scanTimeoutOf({ timeoutMs: 1500, scanTimeoutMs: 90_000 })).toBe(90_000);
    expect(scanTimeoutOf({ scanTimeoutMs: ANALYSIS_TIMEOUT_MS })).toBe(ANALYSIS_TIMEOUT_MS);
  });

  it('leaves the worker the same reserve after OCR for the usual and the scan limits', () => {
    expect(FileDeadline.ocrBudgetMs(ANALYSIS_TIMEOUT_MS)).toBe(OCR_TIME_BUDGET_MS);
    expect(FileDeadline.ocrBudgetMs(SCAN_TIMEOUT_MS)).toBe(SCAN_TIMEOUT_MS - OCR_RESERVE_MS);
    expect(SCAN_TIMEOUT_MS).toBeGreaterThan(ANALYSIS_TIMEOUT_MS);
  });
});
