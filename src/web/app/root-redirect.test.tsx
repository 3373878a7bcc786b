// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT_REDIRECT_DEFER_MS, ROOT_REDIRECT_FORCE_MS } from '../lib/timing';
import { rootRedirectStep, useRootRedirect, type AuthProgress } from './root-redirect';

describe('rootRedirectStep', () => {
  it('goes where the user belongs once auth has resolved', () => {
    expect(rootRedirectStep({ isPending: false, signedIn: true }, 0)).toEqual({ navigateTo: '/dashboard' });
    expect(rootRedirectStep({ isPending: false, signedIn: false }, 0)).toEqual({ navigateTo: '/landing' });
  });

  it('defers by one second while auth loads, and never past the forced limit', () => {
    expect(rootRedirectStep({ isPending: true, signedIn: false }, 0)).toEqual({ retryInMs: ROOT_REDIRECT_DEFER_MS });
    expect(rootRedirectStep({ isPending: true, signedIn: false }, 2500)).toEqual({ retryInMs: 500 });
    expect(rootRedirectStep({ isPending: true, signedIn: false }, ROOT_REDIRECT_FORCE_MS)).toEqual({ navigateTo: '/landing' });
  });
});

describe('useRootRedirect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(initial: AuthProgress) {
    const navigate = vi.fn();
    const hook = renderHook((auth: AuthProgress) => useRootRedirect(auth, navigate), { initialProps: initial });
    return { navigate, hook };
  }

  it('navigates at once when auth is already resolved', () => {
    const { navigate } = setup({ isPending: false, signedIn: true });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/dashboard');
  });

  it('waits while auth loads and forces /landing after 3 seconds', () => {
    const { navigate } = setup({ isPending: true, signedIn: false });
    act(() => vi.advanceTimersByTime(ROOT_REDIRECT_DEFER_MS));
    act(() => vi.advanceTimersByTime(ROOT_REDIRECT_FORCE_MS - ROOT_REDIRECT_DEFER_MS - 1));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/landing');
  });

  it('navigates as soon as auth resolves during the wait, and only once', () => {
    const { navigate, hook } = setup({ isPending: true, signedIn: false });
    act(() => vi.advanceTimersByTime(1500));
    hook.rerender({ isPending: false, signedIn: true });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/dashboard');
    act(() => vi.advanceTimersByTime(ROOT_REDIRECT_FORCE_MS));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
