// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORCED_REFETCH_AFTER_MS } from './texts';
import { useForcedRefetch } from './use-forced-refetch';

describe('useForcedRefetch (spec: refetch if still loading after 10 s, at most 3 times)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refetches every 10 s while loading, three times at most', () => {
    const refetch = vi.fn();
    renderHook(() => useForcedRefetch(true, refetch));
    act(() => vi.advanceTimersByTime(FORCED_REFETCH_AFTER_MS - 1));
    expect(refetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(FORCED_REFETCH_AFTER_MS));
    act(() => vi.advanceTimersByTime(FORCED_REFETCH_AFTER_MS));
    expect(refetch).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(FORCED_REFETCH_AFTER_MS * 5));
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('does nothing once loaded', () => {
    const refetch = vi.fn();
    const { rerender } = renderHook(({ loading }) => useForcedRefetch(loading, refetch), { initialProps: { loading: true } });
    act(() => vi.advanceTimersByTime(FORCED_REFETCH_AFTER_MS / 2));
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(FORCED_REFETCH_AFTER_MS * 4));
    expect(refetch).not.toHaveBeenCalled();
  });
});
