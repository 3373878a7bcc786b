import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { analyzeInWorker } from './isolated';
import { textPdf } from './extract/test-files';

describe('analyzeInWorker limits', () => {
  it('a worker that exhausts its heap ends with a typed error, and the caller survives', async () => {
    const bytes = await textPdf(['anything']);
    const err = await analyzeInWorker(bytes, {
      workerUrl: new URL('./isolated-oom.test-worker.mjs', import.meta.url),
      maxOldGenerationSizeMb: 32,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('damaged_file');
  });

  it('refuses from the header alone, before starting a worker', async () => {
    const started = Date.now();
    const err = await analyzeInWorker(new Uint8Array(), { timeoutMs: 1 }).catch((e: unknown) => e);
    expect((err as EngineError).code).toBe('empty_file');
    expect(Date.now() - started).toBeLessThan(500);
  });
});
