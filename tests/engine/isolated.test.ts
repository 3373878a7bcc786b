import { describe, expect, it, vi } from 'vitest';
import { EngineError } from '../../src/engine/errors';
import { analyzeInWorker } from '../../src/engine/isolated';
import { textPdf } from './test-files';

describe('analyzeInWorker: one engine process per file', () => {
  it('an engine process that exhausts its heap is aborted by V8; the caller survives with a typed error', async () => {
    const bytes = await textPdf(['anything']);
    const err = await analyzeInWorker(bytes, {
      workerUrl: new URL('./isolated-oom.test-worker.mjs', import.meta.url),
      maxOldGenerationSizeMb: 32,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('reader_crashed');
    // V8's fatal out-of-memory error aborts the engine process, never this one.
    expect(String((err as EngineError).cause)).toMatch(/^crashed: (signal SIGABRT|signal SIGTRAP|exit code 134)/);
  });

  it('an error escaping a reading library is a damaged file, and what the library prints goes nowhere', async () => {
    const bytes = await textPdf(['anything']);
    const written: string[] = [];
    const spy = (stream: NodeJS.WriteStream) => vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => (written.push(String(chunk)), true));
    const spies = [spy(process.stdout), spy(process.stderr)];
    try {
      const err = await analyzeInWorker(bytes, { workerUrl: new URL('./isolated-escape.test-worker.mjs', import.meta.url) }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EngineError);
      expect((err as EngineError).code).toBe('damaged_file');
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      for (const s of spies) s.mockRestore();
    }
    expect(written.join('')).not.toMatch(/Invalid resolution|endstream/);
  });

  it('refuses from the header alone, before starting a worker', async () => {
    // A 1 ms limit: had a worker been started, the answer would be the time limit's, not the header's.
    const err = await analyzeInWorker(new Uint8Array(), { timeoutMs: 1 }).catch((e: unknown) => e);
    expect((err as EngineError).code).toBe('empty_file');
  });
});
