/**
 * Fuzz: the real-format fixtures with bytes inserted, deleted and flipped at random offsets (a fixed seed), read by
 * the same warm engine pool the server uses. Whatever a file does to the process reading it, this process lives on,
 * and every file ends read or refused with a sentence a person understands (docs/decisions/155).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_ERROR_MESSAGES, EngineError } from '../../src/engine/errors';
import { createEnginePool } from '../../src/engine/isolated-pool';
import { ensureRealFormatFixtures } from '../fixtures/generate';
import { mutate, seeded } from './mutate';

const SEED = 20261127;
/**
 * 60 files in the test command (every fixture layout mutated several times; decision 158); a longer run of the same
 * seed: `FUZZ_FILES=1000 npx vitest run tests/fuzz`.
 */
const FILES = Number(process.env.FUZZ_FILES ?? 60);
/** Short limits: a file whose text layer the mutations broke goes to OCR, and its refusal by time is an answer too. */
const LIMITS = { timeoutMs: 3_000, scanTimeoutMs: 500 };

describe('engine fuzz', () => {
  it(`${FILES} mutated real-format reports: no process death here, each file read or refused with a message`, async () => {
    const fixtures = (await ensureRealFormatFixtures()).filter((f) => f.kind === 'pdf-text');
    expect(fixtures.length).toBeGreaterThan(10);
    const sources = fixtures.map((f) => new Uint8Array(readFileSync(f.path)));
    const random = seeded(SEED);
    const pool = createEnginePool({ size: 2, ...LIMITS });
    const outcomes = new Map<string, number>();
    const messages = new Set(Object.values(ENGINE_ERROR_MESSAGES));
    try {
      const files = Array.from({ length: FILES }, (_, i) => {
        const source = sources[i % sources.length]!;
        return { name: `${i} from ${fixtures[i % sources.length]!.layout}`, ...mutate(source, random, 1 + Math.floor(random() * 30)) };
      });
      await Promise.all(
        files.map(async (file) => {
          const outcome = await pool.analyze(file.bytes).then(
            (analysis) => (Array.isArray(analysis.reports) ? 'completed' : 'no reports'),
            (error: unknown) => (error instanceof EngineError && messages.has(error.message) ? `failed: ${error.code}` : `unexplained: ${String(error)}`),
          );
          expect(outcome, `${file.name}: ${file.edits.join(', ')}`).toMatch(/^(completed|failed: \w+)$/);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }),
      );
    } finally {
      await pool.close();
    }
    // Nothing of that stays behind: a new pool with the server's limits reads a whole report.
    const fresh = createEnginePool({ size: 1 });
    try {
      expect((await fresh.analyze(sources[0]!)).reports.length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
    console.log(
      `engine fuzz (seed ${SEED}): ${[...outcomes]
        .sort()
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBe(FILES);
  }, 900_000);
});
