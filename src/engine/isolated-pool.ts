/**
 * A small pool of warm engine worker threads, reused across files. Same isolation as analyzeInWorker — each
 * thread has its own heap limit, each file a hard timeout — without paying the thread's start-up (loading the
 * engine through tsx, about a second) on every file. A thread that times out, runs out of memory or crashes is
 * terminated and replaced by a fresh one; a thread is also retired after MAX_FILES_PER_THREAD files.
 */
import { Worker } from 'node:worker_threads';
import { EngineError } from './errors';
import {
  ANALYSIS_MAX_OLD_GENERATION_MB,
  ANALYSIS_TIMEOUT_MS,
  discardOutput,
  errorFromWorker,
  precheck,
  threadError,
} from './isolated';
import { FileDeadline, scanTimeoutOf } from './file-deadline';
import type { Analysis, Bureau, EngineErrorCode } from './model';

/** A thread is replaced after this many files, so slow leaks in libraries cannot add up. */
export const MAX_FILES_PER_THREAD = 50;

export interface PoolRequest {
  id: number;
  bytes: Uint8Array;
  fileName?: string;
  bureau?: Bureau;
  ocrBudgetMs: number;
}

export type PoolMessage =
  | { id: number; type: 'ready' }
  | { id: number; type: 'progress'; stage: string; percent: number }
  | { id: number; type: 'result'; analysis: Analysis; seconds: number }
  | { id: number; type: 'error'; code: EngineErrorCode | null; detail: string };

export interface EnginePoolOptions {
  /** Threads at most (each may use maxOldGenerationSizeMb of heap). */
  size: number;
  timeoutMs?: number;
  /** The time limit once a file is being read by OCR (`scanTimeoutOf`: SCAN_TIMEOUT_MS unless a limit is given). */
  scanTimeoutMs?: number;
  maxOldGenerationSizeMb?: number;
  workerUrl?: URL;
  /** Start the threads now, so the first file does not wait for one. */
  prewarm?: boolean;
}

export interface PoolAnalyzeOptions {
  fileName?: string;
  /** The bureau the person said the report is from (AnalyzeOptions.bureau). */
  bureau?: Bureau;
  onProgress?: (stage: string, percent: number) => void;
}

export interface EnginePool {
  analyze(bytes: Uint8Array, options?: PoolAnalyzeOptions): Promise<Analysis>;
  /** Threads alive now (busy or idle). */
  readonly threads: number;
  close(): Promise<void>;
}

function defaultWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./isolated-pool-worker-tsx.mjs', import.meta.url)
    : new URL('./isolated-pool-worker.js', import.meta.url);
}


interface Job {
  id: number;
  bytes: Uint8Array;
  options: PoolAnalyzeOptions;
  resolve: (analysis: Analysis) => void;
  reject: (error: Error) => void;
}

class Thread {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  files = 0;
  job: Job | null = null;
  dead = false;
  private deadline: FileDeadline | undefined;

  constructor(
    url: URL,
    maxOldGenerationSizeMb: number,
    private readonly timeoutMs: number,
    private readonly scanTimeoutMs: number,
    private readonly onFree: (thread: Thread) => void,
    private readonly onDead: (thread: Thread) => void,
  ) {
    this.worker = new Worker(url, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb },
      stdout: true,
      stderr: true,
    });
    discardOutput(this.worker);
    this.worker.unref();
    let markReady: () => void = () => undefined;
    this.ready = new Promise<void>((resolve) => (markReady = resolve));
    this.worker.on('message', (msg: PoolMessage) => {
      if (msg.type === 'ready') return markReady();
      const job = this.job;
      if (!job || msg.id !== job.id) return;
      if (msg.type === 'progress') {
        this.deadline?.progress(msg.stage);
        job.options.onProgress?.(msg.stage, msg.percent);
      }
      else if (msg.type === 'result') this.settle(() => job.resolve(msg.analysis));
      else this.settle(() => job.reject(errorFromWorker(msg)));
    });
    this.worker.on('error', (err: Error & { code?: string }) => this.kill(threadError(err)));
    this.worker.on('exit', (code) => this.kill(new Error(`analysis worker exited with code ${code}`)));
  }

  /** Gives the thread a file; it is sent once the thread has loaded the engine. The timeout runs from now. */
  run(job: Job): void {
    this.job = job;
    this.files += 1;
    this.deadline = new FileDeadline(this.timeoutMs, this.scanTimeoutMs, () => this.kill(new EngineError('timeout')));
    void this.ready.then(() => {
      if (this.dead || this.job !== job) return;
      const copy = new Uint8Array(job.bytes); // transferred to the thread; the caller keeps its own bytes
      const request: PoolRequest = {
        id: job.id,
        bytes: copy,
        fileName: job.options.fileName,
        bureau: job.options.bureau,
        ocrBudgetMs: FileDeadline.ocrBudgetMs(this.scanTimeoutMs),
      };
      this.worker.postMessage(request, [copy.buffer]);
    });
  }

  private settle(outcome: () => void): void {
    this.deadline?.clear();
    this.job = null;
    outcome();
    this.onFree(this);
  }

  /** Ends the thread; a file it was reading fails with `error`. */
  kill(error: Error): void {
    if (this.dead) return;
    this.dead = true;
    this.deadline?.clear();
    const job = this.job;
    this.job = null;
    void this.worker.terminate().catch(() => undefined);
    job?.reject(error);
    this.onDead(this);
  }
}

export function createEnginePool(options: EnginePoolOptions): EnginePool {
  const url = options.workerUrl ?? defaultWorkerUrl();
  const heap = options.maxOldGenerationSizeMb ?? ANALYSIS_MAX_OLD_GENERATION_MB;
  const timeoutMs = options.timeoutMs ?? ANALYSIS_TIMEOUT_MS;
  const scanTimeoutMs = scanTimeoutOf(options);
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Thread => {
    const thread = new Thread(url, heap, timeoutMs, scanTimeoutMs, free, dead);
    threads.add(thread);
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

  function dead(thread: Thread): void {
    threads.delete(thread);
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
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
        waiting.push({ id: nextId++, bytes, options: analyzeOptions, resolve, reject });
        dispatch();
      });
    },

    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the engine pool is closed'));
      await Promise.all([...threads].map((thread) => thread.worker.terminate().catch(() => undefined)));
      threads.clear();
      idle.length = 0;
    },
  };
}
