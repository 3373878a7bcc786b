import os from 'node:os';
import { recognizePage, type OcrPageInput } from './ocr';
import type { OcrBudget } from './ocr-budget';
import type { TextPage } from './types';

/**
 * Runs the OCR of a file's pages as they are found, at most one more at a time than there are cores (a page is
 * prepared while the workers read the others, and memory stays bounded on long scans). The first failure, or a
 * pace that shows the scan cannot be read within the budget, ends the work: pages being read are abandoned and
 * no other is started.
 */
export class OcrQueue {
  private readonly limit = Math.max(1, os.cpus().length) + 1;
  private readonly jobs: Array<Promise<void>> = [];
  private running = 0;
  private freed: (() => void) | null = null;
  private failure: { err: unknown } | null = null;
  private readonly stopped: Promise<never>;
  private reject: (err: unknown) => void = () => undefined;
  private readonly cancelTimer: () => void;
  /** Pages read so far. */
  done = 0;
  /** Pages the file is expected to need read in all (updated while the file is read). */
  private expected = 1;

  constructor(
    private readonly budget: OcrBudget,
    private readonly onDone: (page: TextPage, done: number, expected: number) => void,
  ) {
    this.stopped = new Promise<never>((_, reject) => (this.reject = reject));
    this.stopped.catch(() => undefined);
    budget.start();
    this.cancelTimer = budget.whenSpent((err) => this.fail(err));
  }

  private fail(err: unknown): void {
    this.failure ??= { err };
    this.reject(err);
  }

  /** How many pages the file will need read, as far as is known now. */
  expect(total: number): void {
    this.expected = Math.max(total, this.done + this.running, 1);
  }

  /**
   * Waits for a free place, then prepares the page (`input`, called only then) and starts reading it. Throws at
   * once when the work has been stopped.
   */
  async add(input: () => Promise<OcrPageInput> | OcrPageInput): Promise<void> {
    while (this.running >= this.limit && !this.failure) await Promise.race([new Promise<void>((resolve) => (this.freed = resolve)), this.stopped]);
    if (this.failure) throw this.failure.err;
    this.budget.check(this.done, this.expected);
    this.running++;
    let prepared: OcrPageInput;
    try {
      prepared = await input();
    } catch (err) {
      this.running--;
      throw err;
    }
    const job = recognizePage(prepared)
      .then((page) => {
        this.done++;
        this.onDone(page, this.done, this.expected);
        this.budget.check(this.done, this.expected);
      })
      .catch((err: unknown) => this.fail(err))
      .finally(() => {
        this.running--;
        const wake = this.freed;
        this.freed = null;
        wake?.();
      });
    this.jobs.push(job);
  }

  /** Waits for every page started; throws the first failure. */
  async finish(): Promise<void> {
    try {
      await Promise.race([Promise.all(this.jobs), this.stopped]);
      if (this.failure) throw this.failure.err;
    } finally {
      this.cancelTimer();
    }
  }

  /** Stops the budget's timer when the file ends early (an error while reading it). */
  close(): void {
    this.cancelTimer();
  }
}
