/**
 * One engine process: a child Node process that reads hostile files on behalf of the process that asked.
 *
 * A worker thread's heap limit does not contain every way a file can exhaust memory: V8 aborts the whole process
 * on some out-of-memory paths (a crafted PDF did, exit 134), and WASM memory (OCR) and array buffers sit outside
 * the heap limit. A child process has its own heap limit, its resident memory is watched from outside, and when
 * it dies only it dies (docs/decisions/155-engine-in-a-child-process.md).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { EngineError } from './errors';

/** Heap for one engine process (its JavaScript objects). */
export const ANALYSIS_MAX_OLD_GENERATION_MB = 768;
/**
 * Resident memory an engine process may reach — heap, OCR's WASM memory, decoded images — before it is ended.
 * A 54-page scan peaks near 660 MB (decision 147); four times the heap leaves room for any real report.
 */
export const ANALYSIS_MAX_RSS_MB = 1536;
const RSS_CHECK_MS = 200;

export interface EngineProcessOptions {
  maxOldGenerationSizeMb?: number;
  maxRssMb?: number;
}

/**
 * How the process ended without answering, as the caller sees it. `crashed` (killed by a signal or a fatal V8
 * error) and `memory` (over its resident-memory limit) are the file's doing or the machine's; the caller decides
 * whether one more try is worth it.
 */
export type EngineExit = { kind: 'crashed' | 'memory'; detail: string };

export function engineExitError(exit: EngineExit): EngineError {
  return new EngineError('reader_crashed', `${exit.kind}: ${exit.detail}`);
}

export interface EngineProcess {
  readonly child: ChildProcess;
  /** Resolves once the process has ended, with why when it ended on its own or by the memory watch. */
  readonly exited: Promise<EngineExit>;
  send(message: unknown): void;
  kill(): void;
}

/** Resident memory of a process in MB from /proc (Linux); null where /proc is not there. */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export function startEngineProcess(entry: URL, options: EngineProcessOptions = {}): EngineProcess {
  const heapMb = options.maxOldGenerationSizeMb ?? ANALYSIS_MAX_OLD_GENERATION_MB;
  const maxRssMb = options.maxRssMb ?? ANALYSIS_MAX_RSS_MB;
  const child = fork(fileURLToPath(entry), [], {
    // Not the parent's loader flags (tsx's, Vitest's): the entries load what they need themselves.
    execArgv: [`--max-old-space-size=${heapMb}`],
    // The engine needs no settings; secrets in the environment stay out of the process that reads hostile files.
    env: {},
    // Uint8Array and the analysis pass through the channel as structured clones.
    serialization: 'advanced',
    // What libraries print (pdf.js warnings, Tesseract's notes, V8's own fatal message) says nothing to the person,
    // could quote report text, and must never reach the CLI's stdout: nothing of it is kept.
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });

  let overMemory: string | null = null;
  let watching = false;
  const watch = setInterval(() => {
    if (watching || child.pid === undefined) return;
    watching = true;
    void residentMb(child.pid)
      .then((mb) => {
        if (mb !== null && mb > maxRssMb && overMemory === null) {
          overMemory = `resident memory ${Math.round(mb)} MB over ${maxRssMb} MB`;
          child.kill('SIGKILL');
        }
      })
      .finally(() => (watching = false));
  }, RSS_CHECK_MS);
  watch.unref();

  const exited = new Promise<EngineExit>((resolve) => {
    const done = (detail: string) => {
      clearInterval(watch);
      resolve(overMemory !== null ? { kind: 'memory', detail: overMemory } : { kind: 'crashed', detail });
    };
    child.once('exit', (code, signal) => done(signal ? `signal ${signal}` : `exit code ${code}`));
    // A process that could not be started at all.
    child.once('error', (error) => done(`could not start: ${error.message}`));
  });

  return {
    child,
    exited,
    send(message) {
      if (child.connected) child.send(message as object);
    },
    kill() {
      clearInterval(watch);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * In an engine process: end when the process that started it is gone (it was killed, or closed the channel), so
 * no engine process outlives the server or the CLI.
 */
export function exitWithParent(): void {
  process.on('disconnect', () => process.exit(0));
}
