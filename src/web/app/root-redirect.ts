import { useEffect, useRef } from 'react';
import { ROOT_REDIRECT_DEFER_MS, ROOT_REDIRECT_FORCE_MS } from '../lib/timing';

export interface AuthProgress {
  isPending: boolean;
  signedIn: boolean;
}

export type RootRedirectStep = { navigateTo: '/dashboard' | '/landing' } | { retryInMs: number };

/**
 * What `/` does at a given moment (spec 000 §2): once auth has resolved, go where the user belongs; while it is
 * still loading, defer and look again in ROOT_REDIRECT_DEFER_MS; never wait longer than ROOT_REDIRECT_FORCE_MS
 * in total — then go with what is known (no session yet means /landing).
 */
export function rootRedirectStep({ isPending, signedIn }: AuthProgress, elapsedMs: number): RootRedirectStep {
  if (!isPending || elapsedMs >= ROOT_REDIRECT_FORCE_MS) return { navigateTo: signedIn ? '/dashboard' : '/landing' };
  return { retryInMs: Math.min(ROOT_REDIRECT_DEFER_MS, ROOT_REDIRECT_FORCE_MS - elapsedMs) };
}

/** Runs rootRedirectStep on every auth change and on each deferral tick; navigates exactly once. */
export function useRootRedirect(auth: AuthProgress, navigate: (to: string) => void): void {
  const startedAt = useRef<number | null>(null);
  const latest = useRef(auth);
  const done = useRef(false);
  const navigateRef = useRef(navigate);

  useEffect(() => {
    latest.current = auth;
    navigateRef.current = navigate;
  });

  useEffect(() => {
    if (startedAt.current === null) startedAt.current = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const evaluate = (state: AuthProgress) => {
      if (done.current) return;
      const step = rootRedirectStep(state, Date.now() - (startedAt.current ?? Date.now()));
      if ('navigateTo' in step) {
        done.current = true;
        navigateRef.current(step.navigateTo);
      } else {
        timer = setTimeout(() => evaluate(latest.current), step.retryInMs);
      }
    };

    evaluate({ isPending: auth.isPending, signedIn: auth.signedIn });
    return () => clearTimeout(timer);
  }, [auth.isPending, auth.signedIn]);
}
