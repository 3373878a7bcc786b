import { createContext, useContext } from 'react';

/**
 * True when the person's contracted services are not open (no plan, a plan ended or cancelled, or the cancellation
 * period still running): the disputes screen then shows their letters and mailed disputes read-only, with their
 * deadlines and downloads, and neither offers nor requests what would answer 402 or 403 (docs/decisions/160, 165).
 */
export const DisputesReadOnly = createContext(false);

export function useDisputesReadOnly(): boolean {
  return useContext(DisputesReadOnly);
}
