import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine/errors';
import { textPdf } from './test-files';
import { createEnginePool } from '../../src/engine/isolated-pool';

const testWorker = new URL('./isolated-pool.test-worker.mjs', import.meta.url);

/** A small valid PDF whose last byte tells the test worker what to do. */
async function request(mode: 1 | 2 | 3 | 4 | 5 | 6 | 7): Promise<Uint8Array> {
  const pdf = await textPdf(['anything']);
  const bytes = new Uint8Array(pdf.length + 1);
  bytes.set(pdf);
  bytes[pdf.length] = mode;
  return bytes;
}

describe('engine pool', () => {
  it('reuses one warm process for files in turn and reports progress', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: testWorker });
    try {
      const stages: string[] = [];
      for (let i = 0; i < 3; i++) {
        const analysis = await pool.analyze(await request(1), { onProgress: (stage) => stages.push(stage) });
        expect(analysis).toEqual({ reports: [], negativeItems: [], findings: [] });
      }
      expect(stages).toEqual(['reading', 'reading', 'reading']);
      expect(pool.threads).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('prewarm: each process is told to keep OCR warm before its first file; without it, none is', async () => {
    for (const prewarm of [true, false]) {
      const pool = createEnginePool({ size: 1, workerUrl: testWorker, prewarm });
      try {
        const stages: string[] = [];
        await pool.analyze(await request(7), { onProgress: (stage) => stages.push(stage) });
        expect(stages).toEqual([prewarm ? 'warm' : 'cold']);
      } finally {
        await pool.close();
      }
    }
  });

  it('never runs more processes than its size; waiting files are served in turn', async () => {
    const pool = createEnginePool({ size: 2, workerUrl: testWorker });
    try {
      const results = await Promise.all(Array.from({ length: 5 }, async () => pool.analyze(await request(1))));
      expect(results).toHaveLength(5);
      expect(pool.threads).toBeLessThanOrEqual(2);
    } finally {
      await pool.close();
    }
  });

  it('times out a file, replaces the process, and serves the next file', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: testWorker, timeoutMs: 300 });
    try {
      const err = await pool.analyze(await request(2)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EngineError);
      expect((err as EngineError).code).toBe('timeout');
      await expect(pool.analyze(await request(1))).resolves.toBeDefined();
    } finally {
      await pool.close();
    }
  });

  it('a file whose process dies twice (heap exhausted, or an exit) fails as reader_crashed; the pool serves the next file', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: testWorker, maxOldGenerationSizeMb: 32 });
    try {
      const oom = await pool.analyze(await request(3)).catch((e: unknown) => e);
      expect(oom).toBeInstanceOf(EngineError);
      expect((oom as EngineError).code).toBe('reader_crashed');
      const crash = await pool.analyze(await request(4)).catch((e: unknown) => e);
      expect((crash as EngineError).code).toBe('reader_crashed');
      expect(String((crash as EngineError).cause)).toBe('crashed: exit code 3');
      await expect(pool.analyze(await request(1))).resolves.toBeDefined();
    } finally {
      await pool.close();
    }
  });

  it('memory outside the heap is watched: a process over its resident limit is ended and its file fails', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: testWorker, maxRssMb: 256 });
    try {
      const err = await pool.analyze(await request(5)).catch((e: unknown) => e);
      expect((err as EngineError).code).toBe('reader_crashed');
      expect(String((err as EngineError).cause)).toMatch(/^memory: resident memory \d+ MB over 256 MB/);
      await expect(pool.analyze(await request(1))).resolves.toBeDefined();
    } finally {
      await pool.close();
    }
  });

  it('a file whose process died once is read once more in a fresh process', async () => {
    const marker = join(tmpdir(), `engine-pool-crash-once-${process.pid}`);
    rmSync(marker, { force: true });
    const pool = createEnginePool({ size: 1, workerUrl: testWorker });
    try {
      await expect(pool.analyze(await request(6))).resolves.toEqual({ reports: [], negativeItems: [], findings: [] });
      expect(existsSync(marker)).toBe(true);
    } finally {
      rmSync(marker, { force: true });
      await pool.close();
    }
  });

  it('refuses from the header alone, without a process', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: testWorker });
    const err = await pool.analyze(new Uint8Array()).catch((e: unknown) => e);
    expect((err as EngineError).code).toBe('empty_file');
    expect(pool.threads).toBe(0);
    await pool.close();
  });

  it('runs the real engine on a report, twice in the same process', async () => {
    const { generateFixture } = await import('../fixtures/generator/index');
    const fx = await generateFixture({ layout: 'experian-current', seed: 20240601, index: 0, variant: 'default' });
    const pool = createEnginePool({ size: 1 });
    try {
      for (let i = 0; i < 2; i++) {
        const analysis = await pool.analyze(fx.pdf);
        expect(analysis.reports.map((r) => r.bureau)).toEqual(['experian']);
        expect(analysis.reports[0]?.score).toBe(fx.truth.reports[0]?.score);
      }
      expect(pool.threads).toBe(1);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
