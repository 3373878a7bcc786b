import { useEffect, useState } from 'react';
import { FORCED_REFETCH_AFTER_MS, FORCED_REFETCH_MAX } from './texts';

/**
 * Spec §4: the credit report screen forces a refetch when it is still loading after 10 s, at most 3 times. Each
 * forced refetch restarts the 10 s wait; the count is kept for the life of the screen.
 */
export function useForcedRefetch(loading: boolean, refetch: () => unknown): number {
  const [forced, setForced] = useState(0);
  useEffect(() => {
    if (!loading || forced >= FORCED_REFETCH_MAX) return;
    const timer = setTimeout(() => {
      setForced((n) => n + 1);
      refetch();
    }, FORCED_REFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading, forced, refetch]);
  return forced;
}
