import type { BillingDeps } from './deps';

/** Runs a billing sweep now and then every `intervalMs` in this process, logging (not throwing) a failure; stop() at shutdown. */
export function startSweep(deps: BillingDeps, name: string, run: () => Promise<unknown>, intervalMs: number): { stop(): void } {
  const once = () => run().catch((error: unknown) => deps.logger.error({ err: { message: (error as Error).message } }, `${name} sweep failed`));
  void once();
  const timer = setInterval(once, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
