import { REALTIME_RECONNECT_DELAYS_MS } from './constants';

/**
 * The wait before reconnect number `attempt` (0 = the first one after a lost or refused stream): 1, 2, 5, then
 * 10 s for every later attempt. A stream that delivered something resets the count to 0.
 */
export function reconnectDelayMs(attempt: number, delays: readonly number[] = REALTIME_RECONNECT_DELAYS_MS): number {
  if (delays.length === 0) throw new Error('reconnectDelayMs needs at least one delay');
  const index = Math.min(Math.max(0, Math.floor(attempt)), delays.length - 1);
  return delays[index] as number;
}
