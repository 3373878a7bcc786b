import { inject } from 'vitest';

/**
 * The shared app this worker's journeys use. Global setup starts one app per Vitest worker
 * (docs/decisions/146-parallel-journeys.md); a worker always talks to its own, so the journeys of two files
 * running at once never share an app's per-address rate limits.
 */
export function appURL(): string {
  const urls = inject('appURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(Math.max(worker, 1) - 1) % urls.length]!;
}
