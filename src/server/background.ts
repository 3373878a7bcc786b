import type { Logger } from './logger';

/**
 * Work that must not delay or fail the answer (sending emails). Errors are logged; shutdown waits for what is
 * still running so no email is lost.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly logger: Logger) {}

  run(label: string, work: Promise<unknown> | (() => Promise<unknown>)): void {
    const promise = (typeof work === 'function' ? Promise.resolve().then(work) : work).catch((error: unknown) => {
      this.logger.error({ err: error }, `${label} failed`);
    });
    this.running.add(promise);
    void promise.finally(() => this.running.delete(promise));
  }

  get size(): number {
    return this.running.size;
  }

  /** Resolves when every task started so far has settled. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
