import { OCR_TIME_BUDGET_MS } from './extract/limits';

/** Every file is answered within 60 s; this leaves time to start the worker and report. */
export const ANALYSIS_TIMEOUT_MS = 55_000;
/**
 * A file that turns out to be a scan (OCR starts) may take this long in the app: OCR reads about a page a
 * second or two on 2 cores, so a 54-page scanned disclosure needs more than the 55 s every other file gets
 * (docs/decisions/130). The analyze CLI keeps its 60 s answer by passing ANALYSIS_TIMEOUT_MS here.
 */
export const SCAN_TIMEOUT_MS = 240_000;
/**
 * The scan limit a caller gets: its own, else the limit it set for every file (a caller that sets one limit means
 * it for scans too), else SCAN_TIMEOUT_MS.
 */
export function scanTimeoutOf(limits: { timeoutMs?: number; scanTimeoutMs?: number }): number {
  return limits.scanTimeoutMs ?? limits.timeoutMs ?? SCAN_TIMEOUT_MS;
}
/** What the OCR budget inside the worker leaves of the time limit for parsing, start-up and the reply. */
export const OCR_RESERVE_MS = ANALYSIS_TIMEOUT_MS - OCR_TIME_BUDGET_MS;
/**
 * The time limit of one file: `timeoutMs`, raised to `scanTimeoutMs` (both from the start) when the worker reports
 * that OCR has begun. Calls `expire` when it is reached.
 */
export class FileDeadline {
  private readonly started: number;
  private timer: NodeJS.Timeout;
  private scanning = false;

  constructor(
    private readonly timeoutMs: number,
    private readonly scanTimeoutMs: number,
    private readonly expire: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
    this.timer = setTimeout(expire, timeoutMs);
  }

  /** The OCR budget the worker gets: what the scan limit leaves after the reserve. */
  static ocrBudgetMs(scanTimeoutMs: number): number {
    return Math.max(0, scanTimeoutMs - OCR_RESERVE_MS);
  }

  /** Called with every progress stage the worker reports. */
  progress(stage: string): void {
    if (stage !== 'ocr' || this.scanning || this.scanTimeoutMs <= this.timeoutMs) return;
    this.scanning = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(this.expire, Math.max(0, this.scanTimeoutMs - (this.now() - this.started)));
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}
