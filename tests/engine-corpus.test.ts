/**
 * Runs the whole engine over the generated fixture corpus and checks it against the truth files
 * (docs/decisions/001 matching). Targets from the issue: text PDFs — accounts F1 ≥ 0.98, negative items
 * F1 ≥ 0.97, findings F1 ≥ 0.95, overall and per layout family; scans — accounts F1 ≥ 0.90. No timings.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeBytes, shutdownOcr } from '../src/engine/index';
import type { Analysis } from '../src/engine/model';
import { ensureFixtures, readTruth, type FixtureFile } from './fixtures/generate';
import { familyOf } from './fixtures/generator/truth';
import { compareAnalysis, formatScore, summarize, type Comparison } from './fixtures/truth-compare';

const EMPTY: Analysis = { reports: [], negativeItems: [], findings: [] };

async function run(file: FixtureFile): Promise<{ comparison: Comparison; error: string | null }> {
  const truth = readTruth(file.truthPath);
  let analysis = EMPTY;
  let error: string | null = null;
  try {
    analysis = await analyzeBytes(new Uint8Array(readFileSync(file.path)), { fileName: file.path });
  } catch (err) {
    error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  }
  return { comparison: compareAnalysis(analysis, truth), error };
}

function report(label: string, list: Comparison[]): void {
  const s = summarize(list);
  console.log(`${label.padEnd(18)} files ${s.files}  accounts ${formatScore(s.accounts)}`);
  console.log(`${''.padEnd(18)} negative items ${formatScore(s.negativeItems)}`);
  console.log(`${''.padEnd(18)} findings ${formatScore(s.findings)}  scores ${s.scores.found}/${s.scores.printed} invented ${s.scores.invented}`);
  console.log(
    `${''.padEnd(18)} fields ${Object.entries(s.fields)
      .map(([k, v]) => `${k} ${(v.rate * 100).toFixed(1)}%`)
      .join(', ')}`,
  );
}

describe('engine over the text-PDF fixture corpus', () => {
  const byFamily = new Map<string, Comparison[]>();
  const all: Comparison[] = [];

  beforeAll(async () => {
    // With the scans, as the second describe asks: a set generated without them would be generated again, whole.
    const files = await ensureFixtures({ scans: true });
    for (const file of files.filter((f) => f.kind === 'pdf-text')) {
      const { comparison, error } = await run(file);
      const family = familyOf(file.layout);
      byFamily.set(family, [...(byFamily.get(family) ?? []), comparison]);
      all.push(comparison);
      if (error || comparison.diff.length > 0) {
        console.log(`--- ${file.layout}/${file.path.split('/').pop()}${error ? ` error ${error}` : ''}`);
        for (const line of comparison.diff.slice(0, 12)) console.log(`    ${line}`);
        if (comparison.diff.length > 12) console.log(`    … ${comparison.diff.length - 12} more`);
      }
    }
    for (const [family, list] of byFamily) report(family, list);
    report('overall', all);
  }, 300_000);

  it('covers every layout family with at least two files each', () => {
    expect([...byFamily.keys()].sort()).toEqual(['equifax', 'experian', 'merged', 'transunion']);
    for (const list of byFamily.values()) expect(list.length).toBeGreaterThanOrEqual(4);
  });

  it('meets the F1 targets overall', () => {
    const s = summarize(all);
    expect(s.accounts.f1).toBeGreaterThanOrEqual(0.98);
    expect(s.negativeItems.f1).toBeGreaterThanOrEqual(0.97);
    expect(s.findings.f1).toBeGreaterThanOrEqual(0.95);
  });

  for (const family of ['experian', 'transunion', 'equifax', 'merged']) {
    it(`meets the F1 targets for ${family}`, () => {
      const s = summarize(byFamily.get(family) ?? []);
      expect(s.files).toBeGreaterThan(0);
      expect(s.accounts.f1, 'accounts').toBeGreaterThanOrEqual(0.98);
      expect(s.negativeItems.f1, 'negative items').toBeGreaterThanOrEqual(0.97);
      expect(s.findings.f1, 'findings').toBeGreaterThanOrEqual(0.95);
    });
  }
});

describe('engine over scanned fixtures', () => {
  let scans: FixtureFile[] = [];

  beforeAll(async () => {
    scans = (await ensureFixtures({ scans: true })).filter((f) => f.kind !== 'pdf-text');
  }, 300_000);

  afterAll(async () => {
    await shutdownOcr();
  });

  for (const kind of ['scan-png', 'scan-pdf'] as const) {
    it(`reads a scanned ${kind === 'scan-png' ? 'PNG' : 'PDF'} with accounts F1 ≥ 0.90`, async () => {
      const file = scans.find((f) => f.kind === kind);
      expect(file, 'scan fixture').toBeDefined();
      if (!file) return;
      const { comparison, error } = await run(file);
      console.log(`${kind} ${file.path.split('/').pop()}: ${error ?? ''} accounts ${formatScore(comparison.accounts)}`);
      for (const line of comparison.diff.slice(0, 12)) console.log(`    ${line}`);
      expect(error).toBeNull();
      expect(comparison.accounts.f1).toBeGreaterThanOrEqual(0.9);
    }, 300_000);
  }
});
