import { Worker } from 'node:worker_threads';
import { EngineError } from './errors';
import { checkImageSize } from './extract/image-header';
import { MAX_FILE_BYTES } from './extract/limits';
import { ANALYSIS_TIMEOUT_MS, FileDeadline, scanTimeoutOf } from './file-deadline';
import type { AnalyzeStats } from './index';
import type { Analysis, Bureau, EngineErrorCode } from './model';
import { ENGINE_ERROR_CODES } from './model';
import { sniffFileType } from './sniff';

export { ANALYSIS_TIMEOUT_MS, SCAN_TIMEOUT_MS } from './file-deadline';

/** Heap for one analysis; the machine-wide ceiling for the whole process is 1 GB. */
export const ANALYSIS_MAX_OLD_GENERATION_MB = 768;

export interface IsolatedOptions {
  fileName?: string;
  /** The bureau the person said the report is from (AnalyzeOptions.bureau). */
  bureau?: Bureau;
  onProgress?: (stage: string, percent: number) => void;
  timeoutMs?: number;
  /** The time limit once the file is being read by OCR (`scanTimeoutOf`: SCAN_TIMEOUT_MS unless a limit is given). */
  scanTimeoutMs?: number;
  maxOldGenerationSizeMb?: number;
  /** Where the worker entry lives when the engine is bundled; defaults to the file beside this one. */
  workerUrl?: URL;
}

/** Messages the worker entry (isolated-worker.ts) posts back. */
export type WorkerMessage =
  | { type: 'progress'; stage: string; percent: number }
  | { type: 'result'; analysis: Analysis; peakRssBytes: number; seconds: number; stats: AnalyzeStats | null }
  | { type: 'error'; code: EngineErrorCode | null; detail: string };

export interface WorkerRequest {
  bytes: Uint8Array;
  fileName?: string;
  bureau?: Bureau;
  /** Time OCR may take from the start of the file (AnalyzeOptions.ocrBudgetMs). */
  ocrBudgetMs: number;
}

function defaultWorkerUrl(): URL {
  // From TypeScript sources the worker loads through tsx; built JavaScript has its entry beside this file.
  return import.meta.url.endsWith('.ts')
    ? new URL('./isolated-worker-tsx.mjs', import.meta.url)
    : new URL('./isolated-worker.js', import.meta.url);
}

export interface IsolatedResult {
  analysis: Analysis;
  /** Resident memory high-water mark of the process while the worker ran (bytes, sampled). */
  peakRssBytes: number;
  /** Time spent analysing inside the worker, without the worker's start-up. */
  seconds: number;
  stats: AnalyzeStats | null;
}

/**
 * Runs analyzeBytes in a worker thread with its own heap limit and a hard timeout, so one hostile or
 * pathological file cannot stall or exhaust the process that asked. Rejects with EngineError.
 */
/** Checks that need only a few header bytes, done before paying for a worker. analyzeBytes repeats them. */
export function precheck(bytes: Uint8Array): void {
  if (bytes.length > MAX_FILE_BYTES) throw new EngineError('too_large');
  const kind = sniffFileType(bytes);
  if (kind !== 'pdf') checkImageSize(bytes, kind);
}

/** The error a worker reported (the engine's code when it is one), as the caller sees it. */
export function errorFromWorker(msg: { code: EngineErrorCode | null; detail: string }): Error {
  const code = msg.code && (ENGINE_ERROR_CODES as readonly string[]).includes(msg.code) ? msg.code : null;
  return code ? new EngineError(code, msg.detail) : new Error(`analysis failed: ${msg.detail}`);
}

/** What a worker's own failure means: exceeding the heap limit ends it, so the file could not be read within bounds. */
export function threadError(err: Error & { code?: string }): Error {
  return err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new EngineError('damaged_file', 'out of memory') : err;
}

/**
 * Worker entries: an error that escapes the reading libraries while a file is read (pdf.js "Missing endstream
 * command" from a lazily parsed stream, an image decoder misled by bogus header dimensions) is that file's fault:
 * the thread reads nothing else, and reading it again fails the same way. It is reported as a damaged file, never
 * as an internal error that a job would retry.
 */
export function onEscapedError(report: (failure: { code: EngineErrorCode; detail: string }) => void): void {
  const handle = (err: unknown) => {
    const name = err instanceof Error ? err.constructor.name : typeof err;
    report({ code: 'damaged_file', detail: `escaped ${name}` });
  };
  process.on('unhandledRejection', handle);
  process.on('uncaughtException', handle);
}

/** What the worker entries post when analyzeBytes fails: the engine's code, or none with the message. */
export function workerFailure(err: unknown): { code: EngineErrorCode | null; detail: string } {
  if (err instanceof EngineError) return { code: err.code, detail: typeof err.cause === 'string' ? err.cause : '' };
  return { code: null, detail: err instanceof Error ? err.message : String(err) };
}

/**
 * What libraries print in a worker (pdf.js warnings, Tesseract's "Invalid resolution" notes) is dropped: it says
 * nothing to the person, the CLI's stdout is one JSON document and its stderr one line, and it could quote report
 * text. The streams are still read so a chatty library never blocks on a full pipe.
 */
export function discardOutput(worker: Worker): void {
  worker.stdout.resume();
  worker.stderr.resume();
}

export async function analyzeInWorkerDetailed(bytes: Uint8Array, opts: IsolatedOptions = {}): Promise<IsolatedResult> {
  precheck(bytes);
  const worker = new Worker(opts.workerUrl ?? defaultWorkerUrl(), {
    // The parent's loader flags (tsx's) are not needed by the worker and would load it twice.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb ?? ANALYSIS_MAX_OLD_GENERATION_MB },
    // Libraries may print; nothing of theirs may reach the caller's stdout (the CLI's JSON).
    stdout: true,
    stderr: true,
  });
  discardOutput(worker);

  return new Promise<IsolatedResult>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      deadline.clear();
      void worker.terminate().finally(outcome);
    };
    const scanTimeoutMs = scanTimeoutOf(opts);
    const deadline = new FileDeadline(opts.timeoutMs ?? ANALYSIS_TIMEOUT_MS, scanTimeoutMs, () =>
      finish(() => reject(new EngineError('timeout'))),
    );
    worker.on('message', (msg: WorkerMessage) => {
      if (msg.type === 'progress') {
        deadline.progress(msg.stage);
        if (!settled) opts.onProgress?.(msg.stage, msg.percent);
      } else if (msg.type === 'result') {
        const { analysis, peakRssBytes, seconds, stats } = msg;
        finish(() => resolve({ analysis, peakRssBytes, seconds, stats }));
      } else {
        finish(() => reject(errorFromWorker(msg)));
      }
    });
    worker.on('error', (err: Error & { code?: string }) => finish(() => reject(threadError(err))));
    worker.on('exit', (code) => {
      finish(() => reject(new Error(`analysis worker exited with code ${code}`)));
    });
    const copy = new Uint8Array(bytes); // transferred to the worker; the caller keeps its own bytes
    const request: WorkerRequest = {
      bytes: copy,
      fileName: opts.fileName,
      bureau: opts.bureau,
      ocrBudgetMs: FileDeadline.ocrBudgetMs(scanTimeoutMs),
    };
    worker.postMessage(request, [copy.buffer]);
  });
}

export async function analyzeInWorker(bytes: Uint8Array, opts: IsolatedOptions = {}): Promise<Analysis> {
  return (await analyzeInWorkerDetailed(bytes, opts)).analysis;
}
