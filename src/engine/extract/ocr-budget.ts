import { EngineError } from '../errors';
import { OCR_TIME_BUDGET_MS } from './limits';

/**
 * Watches the pace of OCR over a file's scanned pages (or an image's tiles) and stops the work as soon as the
 * pages left cannot be read within the time budget at that pace, so an over-long scan fails in seconds with
 * the plain timeout error rather than running until the worker is killed. The clock starts when the file's
 * extraction starts (construction).
 */
export class OcrBudget {
  private readonly started: number;
  private ocrStarted: number | null = null;

  constructor(
    /** Pages that must be done before their pace says anything: those read in parallel finish together. */
    private readonly minSample: number,
    private readonly budgetMs = OCR_TIME_BUDGET_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
  }

  /** Marks the start of OCR (the pace is measured from here; the budget from construction). */
  start(): void {
    this.ocrStarted ??= this.now();
  }

  /**
   * Throws EngineError('timeout') when the budget is spent, or when the `done` of `total` pages read so far
   * show that the rest will not be read within it.
   */
  check(done: number, total: number): void {
    if (done >= total) return; // all read: late or not, the answer is here
    const now = this.now();
    const ocrStarted = this.ocrStarted ?? now;
    const projected =
      done >= this.minSample && done > 0
        ? ocrStarted - this.started + ((now - ocrStarted) * total) / done
        : now - this.started;
    if (projected > this.budgetMs) {
      throw new EngineError('timeout', `${total} scanned pages: about ${Math.round(projected / 1000)} s needed`);
    }
  }
}
