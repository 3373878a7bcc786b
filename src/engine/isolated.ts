import { engineExitError, startEngineProcess, type EngineProcessOptions } from './engine-process';
import { EngineError } from './errors';
import { checkImageSize } from './extract/image-header';
import type { PageProgress, ProgressFn } from './extract/index';
import { MAX_FILE_BYTES } from './extract/limits';
import { ANALYSIS_TIMEOUT_MS, FileDeadline, scanTimeoutOf } from './file-deadline';
import type { AnalyzeStats } from './index';
import type { Analysis, Bureau, EngineErrorCode } from './model';
import { ENGINE_ERROR_CODES } from './model';
import { sniffFileType } from './sniff';

export { ANALYSIS_TIMEOUT_MS, SCAN_TIMEOUT_MS } from './file-deadline';

export { ANALYSIS_MAX_OLD_GENERATION_MB, ANALYSIS_MAX_RSS_MB } from './engine-process';

export interface IsolatedOptions extends EngineProcessOptions {
  fileName?: string;
  /** The bureau the person said the report is from (AnalyzeOptions.bureau). */
  bureau?: Bureau;
  onProgress?: ProgressFn;
  timeoutMs?: number;
  /** The time limit once the file is being read by OCR (`scanTimeoutOf`: SCAN_TIMEOUT_MS unless a limit is given). */
  scanTimeoutMs?: number;
  /** Where the worker entry lives when the engine is bundled; defaults to the file beside this one. */
  workerUrl?: URL;
}

/** Messages the worker entry (isolated-worker.ts) posts back. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'progress'; stage: string; percent: number; pages?: PageProgress }
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
  return import.meta.url.endsWith('.ts') ? new URL('./isolated-worker-tsx.mjs', import.meta.url) : new URL('./isolated-worker.js', import.meta.url);
}

export interface IsolatedResult {
  analysis: Analysis;
  /** Resident memory high-water mark of the process while the worker ran (bytes, sampled). */
  peakRssBytes: number;
  /** Time spent analysing inside the worker, without the worker's start-up. */
  seconds: number;
  stats: AnalyzeStats | null;
}

/** Checks that need only a few header bytes, done before paying for a worker. analyzeBytes repeats them. */
export function precheck(bytes: Uint8Array): void {
  if (bytes.length > MAX_FILE_BYTES) throw new EngineError('too_large');
  const kind = sniffFileType(bytes);
  if (kind === 'jpeg' || kind === 'png') checkImageSize(bytes, kind);
}

/** The error a worker reported (the engine's code when it is one), as the caller sees it. */
export function errorFromWorker(msg: { code: EngineErrorCode | null; detail: string }): Error {
  const code = msg.code && (ENGINE_ERROR_CODES as readonly string[]).includes(msg.code) ? msg.code : null;
  return code ? new EngineError(code, msg.detail) : new Error(`analysis failed: ${msg.detail}`);
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
 * Runs analyzeBytes in a fresh engine process (engine-process.ts) with its own memory limits and a hard timeout, so
 * one hostile or pathological file cannot stall, exhaust or kill the process that asked. Rejects with EngineError.
 */
export async function analyzeInWorkerDetailed(bytes: Uint8Array, opts: IsolatedOptions = {}): Promise<IsolatedResult> {
  precheck(bytes);
  const engine = startEngineProcess(opts.workerUrl ?? defaultWorkerUrl(), opts);

  return new Promise<IsolatedResult>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      deadline.clear();
      engine.kill();
      outcome();
    };
    const scanTimeoutMs = scanTimeoutOf(opts);
    const deadline = new FileDeadline(opts.timeoutMs ?? ANALYSIS_TIMEOUT_MS, scanTimeoutMs, () => finish(() => reject(new EngineError('timeout'))));
    engine.child.on('message', (msg: WorkerMessage) => {
      if (msg.type === 'ready') {
        engine.send(request);
      } else if (msg.type === 'progress') {
        deadline.progress(msg.stage);
        if (!settled) opts.onProgress?.(msg.stage, msg.percent, msg.pages);
      } else if (msg.type === 'result') {
        const { analysis, peakRssBytes, seconds, stats } = msg;
        finish(() => resolve({ analysis, peakRssBytes, seconds, stats }));
      } else {
        finish(() => reject(errorFromWorker(msg)));
      }
    });
    void engine.exited.then((exit) => finish(() => reject(engineExitError(exit))));
    // Sent once the process has loaded the engine and listens (a message before that would be lost).
    const request: WorkerRequest = {
      bytes,
      fileName: opts.fileName,
      bureau: opts.bureau,
      ocrBudgetMs: FileDeadline.ocrBudgetMs(scanTimeoutMs),
    };
  });
}

export async function analyzeInWorker(bytes: Uint8Array, opts: IsolatedOptions = {}): Promise<Analysis> {
  return (await analyzeInWorkerDetailed(bytes, opts)).analysis;
}
