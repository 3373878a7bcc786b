/**
 * A small pool of warm engine processes, reused across files. Same isolation as analyzeInWorker — each process
 * has its own memory limits (engine-process.ts), each file a hard timeout — without paying the process's start-up
 * (loading the engine, about a second from sources) on every file. A process that times out, runs out of memory or
 * crashes is ended and replaced by a fresh one; a process is also retired after MAX_FILES_PER_THREAD files.
 *
 * A file whose process died under it is read once more in a fresh process: a death can be the machine's doing (the
 * kernel's out-of-memory killer choosing this process while another used the memory). A second death is the file's:
 * it fails with `reader_crashed` and is never tried again, so no file can put the service in a crash loop.
 */
import { engineExitError, startEngineProcess, type EngineExit, type EngineProcess } from './engine-process';
import { EngineError } from './errors';
import { ANALYSIS_MAX_OLD_GENERATION_MB, ANALYSIS_MAX_RSS_MB, ANALYSIS_TIMEOUT_MS, errorFromWorker, precheck } from './isolated';
import type { PageProgress, ProgressFn } from './extract/index';
import { FileDeadline, scanTimeoutOf } from './file-deadline';
import type { Analysis, Bureau, EngineErrorCode } from './model';

/** A process is replaced after this many files, so slow leaks in libraries cannot add up. */
export const MAX_FILES_PER_THREAD = 50;
/** Times a file is read again after its engine process died under it (see above). */
export const CRASH_RETRIES = 1;

export interface PoolRequest {
  id: number;
  bytes: Uint8Array;
  fileName?: string;
  bureau?: Bureau;
  ocrBudgetMs: number;
}

/** What the pool sends an engine process: a file to read, or to keep OCR workers ready between files (`prewarm`). */
export type PoolOrder = PoolRequest | { warm: true };

export type PoolMessage =
  | { id: number; type: 'ready' }
  | { id: number; type: 'progress'; stage: string; percent: number; pages?: PageProgress }
  | { id: number; type: 'result'; analysis: Analysis; seconds: number }
  | { id: number; type: 'error'; code: EngineErrorCode | null; detail: string };

export interface EnginePoolOptions {
  /** Engine processes at most (each may use maxOldGenerationSizeMb of heap, maxRssMb in all). */
  size: number;
  timeoutMs?: number;
  /** The time limit once a file is being read by OCR (`scanTimeoutOf`: SCAN_TIMEOUT_MS unless a limit is given). */
  scanTimeoutMs?: number;
  maxOldGenerationSizeMb?: number;
  maxRssMb?: number;
  workerUrl?: URL;
  /**
   * Start the processes now, and have each keep OCR workers ready (keepOcrWarm), so the first file, and the first
   * scan of each process, does not wait for them (decision 225).
   */
  prewarm?: boolean;
}

export interface PoolAnalyzeOptions {
  fileName?: string;
  /** The bureau the person said the report is from (AnalyzeOptions.bureau). */
  bureau?: Bureau;
  onProgress?: ProgressFn;
}

export interface EnginePool {
  analyze(bytes: Uint8Array, options?: PoolAnalyzeOptions): Promise<Analysis>;
  /** Engine processes alive now (busy or idle). */
  readonly threads: number;
  close(): Promise<void>;
}

function defaultWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./isolated-pool-worker-tsx.mjs', import.meta.url) : new URL('./isolated-pool-worker.js', import.meta.url);
}

interface Job {
  id: number;
  bytes: Uint8Array;
  options: PoolAnalyzeOptions;
  resolve: (analysis: Analysis) => void;
  reject: (error: Error) => void;
  /** Engine processes that died while reading this file. */
  crashes: number;
}

class Thread {
  readonly engine: EngineProcess;
  readonly ready: Promise<void>;
  files = 0;
  job: Job | null = null;
  dead = false;
  private deadline: FileDeadline | undefined;

  constructor(
    url: URL,
    limits: { maxOldGenerationSizeMb: number; maxRssMb: number },
    private readonly timeoutMs: number,
    private readonly scanTimeoutMs: number,
    private readonly onFree: (thread: Thread) => void,
    private readonly onDead: (thread: Thread, job: Job | null, exit: EngineExit | null, error: Error) => void,
  ) {
    this.engine = startEngineProcess(url, limits);
    // An idle pool does not keep the process that owns it alive.
    this.engine.child.unref();
    this.engine.child.channel?.unref();
    let markReady: () => void = () => undefined;
    this.ready = new Promise<void>((resolve) => (markReady = resolve));
    this.engine.child.on('message', (msg: PoolMessage) => {
      if (msg.type === 'ready') return markReady();
      const job = this.job;
      if (!job || msg.id !== job.id) return;
      if (msg.type === 'progress') {
        this.deadline?.progress(msg.stage);
        job.options.onProgress?.(msg.stage, msg.percent, msg.pages);
      } else if (msg.type === 'result') this.settle(() => job.resolve(msg.analysis));
      else this.settle(() => job.reject(errorFromWorker(msg)));
    });
    void this.engine.exited.then((exit) => this.end(engineExitError(exit), exit));
  }

  /**
   * Gives the process a file; it is sent once the process has loaded the engine, and the file's time limit runs from
   * then (a process that dies while starting fails the file through `exited`).
   */
  run(job: Job): void {
    this.job = job;
    this.files += 1;
    void this.ready.then(() => {
      if (this.dead || this.job !== job) return;
      this.deadline = new FileDeadline(this.timeoutMs, this.scanTimeoutMs, () => this.kill(new EngineError('timeout')));
      const request: PoolRequest = {
        id: job.id,
        bytes: job.bytes,
        fileName: job.options.fileName,
        bureau: job.options.bureau,
        ocrBudgetMs: FileDeadline.ocrBudgetMs(this.scanTimeoutMs),
      };
      this.engine.send(request);
    });
  }

  private settle(outcome: () => void): void {
    this.deadline?.clear();
    this.job = null;
    outcome();
    this.onFree(this);
  }

  /** Ends the process; a file it was reading fails with `error`. */
  kill(error: Error): void {
    this.end(error, null);
  }

  /** The process is gone or going: `exit` says how when it died on its own (or over its memory limit). */
  private end(error: Error, exit: EngineExit | null): void {
    if (this.dead) return;
    this.dead = true;
    this.deadline?.clear();
    const job = this.job;
    this.job = null;
    this.engine.kill();
    this.onDead(this, job, exit, error);
  }
}

export function createEnginePool(options: EnginePoolOptions): EnginePool {
  const url = options.workerUrl ?? defaultWorkerUrl();
  const limits = {
    maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? ANALYSIS_MAX_OLD_GENERATION_MB,
    maxRssMb: options.maxRssMb ?? ANALYSIS_MAX_RSS_MB,
  };
  const timeoutMs = options.timeoutMs ?? ANALYSIS_TIMEOUT_MS;
  const scanTimeoutMs = scanTimeoutOf(options);
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Thread => {
    const thread = new Thread(url, limits, timeoutMs, scanTimeoutMs, free, dead);
    threads.add(thread);
    if (options.prewarm) void thread.ready.then(() => thread.engine.send({ warm: true } satisfies PoolOrder));
    return thread;
  };

  function dispatch(): void {
    while (waiting.length > 0 && !closed) {
      const thread = idle.pop() ?? (threads.size < options.size ? spawn() : undefined);
      if (!thread) return;
      thread.run(waiting.shift()!);
    }
  }

  function free(thread: Thread): void {
    if (thread.files >= MAX_FILES_PER_THREAD || closed) {
      thread.kill(new Error('retired'));
      return;
    }
    idle.push(thread);
    dispatch();
  }

  function dead(thread: Thread, job: Job | null, exit: EngineExit | null, error: Error): void {
    threads.delete(thread);
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
    if (job && exit && job.crashes < CRASH_RETRIES && !closed) {
      job.crashes += 1;
      waiting.unshift(job);
    } else {
      job?.reject(error);
    }
    dispatch();
  }

  if (options.prewarm) for (let i = 0; i < options.size; i++) idle.push(spawn());

  return {
    get threads() {
      return threads.size;
    },

    analyze(bytes, analyzeOptions = {}) {
      if (closed) return Promise.reject(new Error('the engine pool is closed'));
      try {
        precheck(bytes);
      } catch (error) {
        return Promise.reject(error as Error);
      }
      return new Promise<Analysis>((resolve, reject) => {
        waiting.push({ id: nextId++, bytes, options: analyzeOptions, resolve, reject, crashes: 0 });
        dispatch();
      });
    },

    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the engine pool is closed'));
      const exits = [...threads].map((thread) => thread.engine.exited);
      for (const thread of threads) thread.kill(new Error('the engine pool is closed'));
      await Promise.all(exits);
      threads.clear();
      idle.length = 0;
    },
  };
}
