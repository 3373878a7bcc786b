/**
 * `npx tsx bench/engine-long-scan.ts [--pages N] [--dpi N] [--cli | --no-limit]`
 *
 * A long scanned disclosure (issue 8: a 54-page TransUnion disclosure printed and scanned) read as the app reads it:
 * one file through analyzeInWorkerDetailed with the app's time limits (SCAN_TIMEOUT_MS once OCR starts), or with
 * `--cli` the analyze CLI's 55 s, or with `--no-limit` none (to measure the CPU a page needs on a busy machine). The pages are the real-format TransUnion fixtures (then the other TransUnion
 * layouts), printed at `--dpi` (200 unless given: a 54-page scan fits the 10 MB upload only at about that) with
 * scanner noise. Prints whether the file was answered, wall and CPU seconds (CPU is all threads: on an idle
 * 2-core machine the wall time is about half of it), and per page. The file's accounts are those of several
 * invented people: accuracy is measured on the short scans of `npm run bench:engine`, not here.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { analyzeInWorkerDetailed } from '../src/engine/isolated';
import { ANALYSIS_TIMEOUT_MS, SCAN_TIMEOUT_MS } from '../src/engine/file-deadline';
import { MAX_FILE_BYTES } from '../src/engine/extract/limits';
import { ensureFixtures, ensureRealFormatFixtures } from '../tests/fixtures/generate';
import { degrade, imagePdf, renderPdfPages } from '../tests/fixtures/generator/scan';
import { Rng } from '../tests/fixtures/generator/prng';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

async function longScan(pages: number, dpi: number): Promise<Uint8Array> {
  const files = [...(await ensureRealFormatFixtures()), ...(await ensureFixtures({ scans: false }))];
  const sources = ['transunion-acr', 'transunion-a', 'transunion-b'].flatMap((layout) => files.filter((f) => f.layout === layout));
  const rng = new Rng(54);
  const images: Buffer[] = [];
  for (const file of sources) {
    for (const page of await renderPdfPages(new Uint8Array(readFileSync(file.path)), dpi)) {
      if (images.length >= pages) break;
      const canvas = degrade(page, { dpi, angle: (rng.next() * 2 - 1) * 1, noise: 2, contrast: 0.9, blur: 0.2 }, rng);
      images.push(await canvas.encode('jpeg', { quality: 50, resolution: dpi }));
    }
  }
  if (images.length < pages) throw new Error(`only ${images.length} fixture pages to scan`);
  return imagePdf(images);
}

const pages = option('--pages', 54);
const dpi = option('--dpi', 200);
const cli = process.argv.includes('--cli');
const limitMs = process.argv.includes('--no-limit') ? 3_600_000 : cli ? ANALYSIS_TIMEOUT_MS : SCAN_TIMEOUT_MS;
const bytes = await longScan(pages, dpi);
const load = os.loadavg()[0]?.toFixed(1);
console.log(
  `${pages}-page scan at ${dpi} dpi: ${(bytes.length / 1e6).toFixed(1)} MB (upload limit ${MAX_FILE_BYTES / 1024 / 1024} MB); ${os.cpus().length} cores, load average ${load}`,
);
const cpuStart = process.cpuUsage();
const started = performance.now();
let ocrPages = 0;
let outcome: string;
try {
  const result = await analyzeInWorkerDetailed(bytes, {
    fileName: 'long-scan.pdf',
    scanTimeoutMs: limitMs,
  });
  ocrPages = result.stats?.ocrPages ?? 0;
  outcome = `answered: ${result.analysis.reports.length} report(s), ${result.analysis.reports.reduce((n, r) => n + r.accounts.length, 0)} accounts, ${ocrPages} pages OCR'd`;
} catch (err) {
  outcome = `failed: ${err instanceof Error ? err.message : String(err)}`;
}
const wall = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(outcome);
console.log(
  `limit ${limitMs / 1000} s; wall ${wall.toFixed(1)} s (${(wall / pages).toFixed(2)} s a page); CPU ${cpuSeconds.toFixed(1)} s (${(cpuSeconds / pages).toFixed(2)} CPU-s a page; about ${(cpuSeconds / os.cpus().length).toFixed(0)} s wall on ${os.cpus().length} idle cores)`,
);
