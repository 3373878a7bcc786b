import { EngineError } from '../errors';
import { OCR_TIME_BUDGET_MS } from './limits';

/**
 * Watches the pace of OCR over a file's scanned pages (or an image's tiles) and stops the work as soon as the
 * pages left cannot be read within the time budget at that pace, so an over-long scan fails in seconds with
 * the plain timeout error rather than running until the worker is killed. The clock starts when the file's
 * extraction starts (construction).
 */
/**
 * The pace of the first pages overstates the rest a little (workers warming up, the machine's other work):
 * a scan is stopped on its pace alone only when it would overrun the budget by this factor.
 */
const PACE_MARGIN = 1.2;

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
   * Calls `stop` with the timeout error when the budget is spent, even while no page completes; returns a
   * function that cancels the call.
   */
  whenSpent(stop: (err: EngineError) => void): () => void {
    const timer = setTimeout(
      () => stop(new EngineError('timeout', `OCR still running after ${Math.round(this.budgetMs / 1000)} s`)),
      Math.max(0, this.budgetMs - (this.now() - this.started)),
    );
    return () => clearTimeout(timer);
  }

  /**
   * Throws EngineError('timeout') when the budget is spent, or when the `done` of `total` pages read so far
   * show that the rest will not be read within it.
   */
  check(done: number, total: number): void {
    if (done >= total) return; // all read: late or not, the answer is here
    const now = this.now();
    const ocrStarted = this.ocrStarted ?? now;
    const elapsed = now - this.started;
    const projected = done >= this.minSample && done > 0 ? ocrStarted - this.started + ((now - ocrStarted) * total) / done : elapsed;
    if (elapsed > this.budgetMs || projected > this.budgetMs * PACE_MARGIN) {
      throw new EngineError('timeout', `${total} scanned pages: about ${Math.round(projected / 1000)} s needed`);
    }
  }
}
