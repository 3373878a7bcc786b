/**
 * Files the engine cannot use: each ends with its EngineError code (CLI: exit 2 and one plain line)
 * well within 60 s, and nothing hangs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_ERROR_MESSAGES, EngineError, analyzeBytes, analyzeInWorker, shutdownOcr } from '../src/engine/index';
import { makePdf, manyPagesPdf, pdfWithCompressionBomb, pdfWithOpenActionScript, pngHeaderOnly, textImage, textPdf } from './engine/test-files';
import { readTruth } from './fixtures/generate';
import { generateFixture } from './fixtures/generator/index';
import { generateScans } from './fixtures/generator/scan';
import { savedPageOf } from './fixtures/saved-page';
import { nodeArgs } from './integration/helpers/built-entry';

const NOT_A_REPORT = ['Minutes of the garden club meeting', 'Tomatoes were planted in the north bed.', 'Next meeting: Tuesday'];

/** A web archive as Chrome saves one ("Webpage, Single File"): the page as a base64 text/html part. */
function mhtmlOf(html: string): Buffer {
  const b = '----MultipartBoundary--cli----';
  const body = Buffer.from(html, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  const parts = ['MIME-Version: 1.0', `Content-Type: multipart/related; type="text/html"; boundary="${b}"`, '', `--${b}`];
  parts.push('Content-Type: text/html; charset="utf-8"', 'Content-Transfer-Encoding: base64', '', body, `--${b}--`, '');
  return Buffer.from(parts.join('\r\n'), 'latin1');
}

async function failure(p: Promise<unknown>): Promise<{ code: string; ms: number }> {
  const started = Date.now();
  try {
    await p;
  } catch (err) {
    return { code: err instanceof EngineError ? err.code : `unexpected: ${String(err)}`, ms: Date.now() - started };
  }
  return { code: 'no error', ms: Date.now() - started };
}

afterAll(() => shutdownOcr());

describe('analyzeBytes refuses bad input with a typed reason', () => {
  it('zero bytes → empty_file', async () => {
    expect((await failure(analyzeBytes(new Uint8Array()))).code).toBe('empty_file');
  });

  it('a truncated PDF → damaged_file', async () => {
    const good = await textPdf(NOT_A_REPORT);
    expect((await failure(analyzeBytes(good.subarray(0, good.length - 300)))).code).toBe('damaged_file');
  });

  it('a PDF header followed by garbage → damaged_file', async () => {
    const junk = Buffer.concat([Buffer.from('%PDF-1.6\n'), Buffer.alloc(3000, 'x7\u0001'), Buffer.from('\n%%EOF\n')]);
    expect((await failure(analyzeBytes(new Uint8Array(junk)))).code).toBe('damaged_file');
  });

  it('a password-protected PDF → password_protected', async () => {
    const bytes = await textPdf(NOT_A_REPORT, { userPassword: 'secret', ownerPassword: 'owner' });
    expect((await failure(analyzeBytes(bytes, { fileName: 'report.pdf' }))).code).toBe('password_protected');
  });

  it('a PDF that is not a credit report → not_a_credit_report', async () => {
    expect((await failure(analyzeBytes(await textPdf(NOT_A_REPORT)))).code).toBe('not_a_credit_report');
  });

  it('PNG bytes named .pdf are read as a PNG (OCR), not refused for the name', async () => {
    const stages = new Set<string>();
    const result = await failure(analyzeBytes(textImage(NOT_A_REPORT, { width: 1275 }), { fileName: 'report.pdf', onProgress: (s) => stages.add(s) }));
    expect(stages.has('ocr')).toBe(true);
    expect(result.code).toBe('not_a_credit_report');
  });

  it('a text file named .pdf → unsupported_type', async () => {
    const bytes = new TextEncoder().encode('EXPERIAN CREDIT REPORT\nAccount Name: CAPITAL ONE\n');
    expect((await failure(analyzeBytes(bytes, { fileName: 'report.pdf' }))).code).toBe('unsupported_type');
  });

  it('a 500-page PDF → too_many_pages, quickly', async () => {
    const result = await failure(analyzeBytes(await manyPagesPdf(500)));
    expect(result.code).toBe('too_many_pages');
    expect(result.ms).toBeLessThan(10_000);
  });

  it('a 20000×20000 PNG → image_too_large without decoding it', async () => {
    const bytes = pngHeaderOnly(20000, 20000);
    const result = await failure(analyzeBytes(bytes));
    expect(result.code).toBe('image_too_large');
    expect(result.ms).toBeLessThan(1000);
  });

  it('a PDF with an OpenAction script is read normally and the script never runs', async () => {
    const base = await textPdf(NOT_A_REPORT);
    const bytes = await pdfWithOpenActionScript(base, 'globalThis.__engineScriptRan = 1; app.launchURL("http://example.invalid");');
    expect((await failure(analyzeBytes(bytes))).code).toBe('not_a_credit_report');
    expect((globalThis as Record<string, unknown>).__engineScriptRan).toBeUndefined();
  });

  it('a compression bomb (a small stream inflating to 400 MB) → damaged_file, without inflating it all', async () => {
    const bytes = await pdfWithCompressionBomb(400 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    const result = await failure(analyzeBytes(bytes));
    expect(result.code).toBe('damaged_file');
    expect(result.ms).toBeLessThan(10_000);
  });

  it('a file over 10 MB → too_large', async () => {
    const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect((await failure(analyzeBytes(bytes))).code).toBe('too_large');
  });
});

describe('analyzeInWorker', () => {
  it('passes the worker’s typed error back', async () => {
    const bytes = await textPdf(NOT_A_REPORT, { userPassword: 'secret' });
    expect((await failure(analyzeInWorker(bytes))).code).toBe('password_protected');
  });

  it('ends a slow analysis at its time limit with timeout', async () => {
    const scan = textImage(NOT_A_REPORT, { width: 1700 });
    const pdf = await makePdf((doc) => {
      for (let i = 0; i < 6; i++) {
        if (i > 0) doc.addPage();
        doc.image(Buffer.from(scan), 0, 0, { width: 612, height: 792 });
      }
    });
    const result = await failure(analyzeInWorker(pdf, { timeoutMs: 1500 }));
    expect(result.code).toBe('timeout');
    expect(result.ms).toBeLessThan(4000);
  });
});

describe('the analyze command', () => {
  let dir = '';
  let command: string[] = [];
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'engine-cli-'));
    command = nodeArgs('src/engine/cli.ts');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * The command as built for the tests (helpers/built-entry.ts): the same cli.ts without tsx compiling it and the
   * engine again at every start. `viaNpm` runs `npm run --silent analyze` itself, the script people type.
   */
  function run(...files: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
    return runCommand(process.execPath, [...command, ...files]);
  }
  const viaNpm = (...files: string[]) => runCommand('npm', ['run', '--silent', 'analyze', '--', ...files]);

  function runCommand(command: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(command, args, { cwd: process.cwd() });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
  }

  // npm itself may warn on stderr about the machine's npm config; those lines are not the command's.
  const ownLines = (stderr: string) => stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'));

  it.each([
    ['empty.pdf', () => new Uint8Array(), ENGINE_ERROR_MESSAGES.empty_file],
    ['notes.pdf', () => new TextEncoder().encode('just some notes\n'), ENGINE_ERROR_MESSAGES.unsupported_type],
    ['huge.png', () => pngHeaderOnly(20000, 20000), ENGINE_ERROR_MESSAGES.image_too_large],
  ])('%s → exit 2 and one plain line', async (name, make, message) => {
    const file = path.join(dir, name);
    writeFileSync(file, make());
    const { status, stdout, stderr } = await run(file);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(ownLines(stderr)).toEqual([message]);
  });

  it('a credit report → exit 0 and exactly one JSON document on stdout', async () => {
    const fixture = await generateFixture({ layout: 'equifax-a', seed: 77, index: 0, variant: 'default' });
    const file = path.join(dir, 'report.PNG'); // a misleading name: the bytes decide
    writeFileSync(file, fixture.pdf);
    const { status, stdout } = await run(file);
    expect(status).toBe(0);
    const analysis = JSON.parse(stdout) as { reports: Array<{ bureau: string; accounts: unknown[] }>; negativeItems: unknown[]; findings: unknown[] };
    expect(analysis.reports.map((r) => r.bureau)).toEqual(['equifax']);
    expect(analysis.reports[0]?.accounts.length).toBe(fixture.truth.reports[0]?.accounts.length);
    expect(Array.isArray(analysis.negativeItems) && Array.isArray(analysis.findings)).toBe(true);
    // Nothing a report prints in full may reach the output: SSNs and long unmasked numbers.
    expect(stdout).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b/);
    expect(stdout).not.toMatch(/\d{8,}/);
  });

  type CliAnalysis = { reports: Array<{ bureau: string; accounts: unknown[] }>; negativeItems: unknown[]; findings: unknown[] };

  // contracts/analyze-cli.md: a saved web page (.html, .htm, .mhtml) is a report file like a PDF.
  it('a saved web page (.html, and the same page as .mhtml) → exit 0 and one JSON document', async () => {
    const saved = await savedPageOf({ layout: 'experian-monitor', seed: 20240601, index: 0, variant: 'default' });
    const html = path.join(dir, 'My Report.htm');
    writeFileSync(html, saved.html);
    const mhtml = path.join(dir, 'My Report.mhtml');
    writeFileSync(mhtml, mhtmlOf(saved.html));
    for (const file of [html, mhtml]) {
      const { status, stdout, stderr } = await run(file);
      expect(status, stderr).toBe(0);
      const analysis = JSON.parse(stdout) as CliAnalysis;
      expect(analysis.reports.map((r) => r.bureau)).toEqual(['experian']);
      expect(analysis.reports[0]?.accounts.length).toBe(saved.truth.reports[0]?.accounts.length);
    }
  }, 60_000);

  // contracts/analyze-cli.md: several images are the pages of one report, in the order given: one JSON document.
  it('several images → the pages of one report: exit 0 and one JSON document', async () => {
    const [scan] = await generateScans({ seed: 20240601, out: dir, plans: [{ layout: 'experian-classic', format: 'png' }] });
    if (!scan) throw new Error('no scan generated');
    const truth = readTruth(scan.truthPath);
    const back = path.join(dir, 'page-2.jpg');
    writeFileSync(back, textImage(['End of report'], { format: 'jpeg' }));
    const { status, stdout, stderr } = await run(scan.path, back);
    expect(status, stderr).toBe(0);
    const analysis = JSON.parse(stdout) as CliAnalysis;
    expect(analysis.reports.map((r) => r.bureau)).toEqual(['experian']);
    expect(analysis.reports[0]?.accounts.length).toBe(truth.reports[0]?.accounts.length);
  }, 120_000);

  it('several files that are not all images → exit 2 naming the one that is not', async () => {
    const image = path.join(dir, 'p1.png');
    writeFileSync(image, textImage(['page'], { format: 'png', width: 400 }));
    const pdf = path.join(dir, 'p2.pdf');
    writeFileSync(pdf, await textPdf(NOT_A_REPORT));
    const { status, stdout, stderr } = await run(image, pdf);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(ownLines(stderr)).toEqual([`Several files must all be images (JPEG or PNG), the pages of one report: ${pdf} is not.`]);
  });

  it('`npm run analyze` runs the command: a missing file → exit 2 with the reason', async () => {
    const { status, stdout, stderr } = await viaNpm(path.join(dir, 'missing.pdf'));
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(ownLines(stderr)).toEqual([`File not found: ${path.join(dir, 'missing.pdf')}`]);
  });

  it('a file over 10 MB → too_large, by its size', async () => {
    const file = path.join(dir, 'big.pdf');
    writeFileSync(file, Buffer.alloc(11 * 1024 * 1024, 0x25));
    const { status, stderr } = await run(file);
    expect(status).toBe(2);
    expect(ownLines(stderr)).toEqual([ENGINE_ERROR_MESSAGES.too_large]);
  });
});
