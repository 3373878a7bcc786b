/**
 * `npm run bench:engine [-- --count N] [--no-scans] [--no-holdout] [--source generated|real-format|holdout|scans] [--only TEXT] [--in-process [--ocr-budget S]]`
 *
 * Runs the engine over the fixtures (tests/fixtures, `npm run fixtures`) and prints, per layout:
 * precision / recall / F1 of accounts, negative items, findings and hard inquiries against the truth files; the score
 * extraction rate; invented public records; coverage (printed counts read right, warnings raised and whether
 * each is right); median and max seconds per file (scans: also seconds per page); peak memory. Then a summary
 * per source: "generated" (the invented layouts), "real-format" (the catalogue's formats printed by Chromium),
 * the held-out variant and the scans. Issue 8's targets are shown beside the figures.
 *
 * `--source first-contact` (issue 25): the layouts no parser was written for (tests/fixtures/unseen), the tuned ones
 * and the held-out ones in rows of their own, with misread accounts and how many of them carried no warning.
 *
 * Each file is analysed as the `analyze` command does it: in a fresh process (this script with `--one FILE`, or
 * `--one PAGE PAGE …` for a fixture whose several images are the pages of one report, packed as `analyze` packs them),
 * through analyzeInWorker. Seconds are the analysis inside the worker (process and worker start-up are
 * reported apart); memory is that process's resident high-water mark (the kernel's maxRSS), i.e. what one
 * CLI run needs. `--in-process` calls analyzeBytes in this process instead (memory then accumulates), after loading
 * the engine and, when scans are read, making and warming the OCR workers as the server does at start (both timed and
 * printed apart, decision 225).
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { analyzeInWorkerDetailed } from '../src/engine/isolated';
import type { Analysis } from '../src/engine/model';
import { ensureFixtures, ensureRealFormatFixtures, fixtureBytes, readTruth, type FixtureFile } from '../tests/fixtures/generate';
import { isRealFormat } from '../tests/fixtures/generator/truth';
import { ensureUnseenFixtures } from '../tests/fixtures/unseen/generate';
import { compareAnalysis, compareCoverage, summarize, type Comparison, type CoverageCheck, type Score } from '../tests/fixtures/truth-compare';

/** Issue 8's targets: findings are judged on precision (a false finding is worse than a missed one). */
const TARGETS = {
  text: { accountsF1: 0.98, negativeF1: 0.97, findingsPrecision: 0.98, medianSeconds: 1, inventedRecords: 0 },
  scan: { accountsF1: 0.9, secondsPerPage: 5 },
  /** The issue's memory ceiling for any input. */
  peakMb: 1024,
};

interface Options {
  count?: number;
  scans: boolean;
  holdout: boolean;
  inProcess: boolean;
  /** Only the files of one source. */
  source?: Source;
  /** Only the files whose path contains this text. */
  only?: string;
  /**
   * OCR time budget in ms (`--ocr-budget S`, with `--in-process`): at a load where scans time out, their quality
   * can still be compared.
   */
  ocrBudgetMs?: number;
}

type Source = 'generated' | 'real-format' | 'holdout' | 'scans' | 'first-contact';

function parseArgs(argv: string[]): Options {
  const opts: Options = { scans: true, holdout: true, inProcess: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--count') opts.count = Number(argv[++i]);
    else if (a === '--no-scans') opts.scans = false;
    else if (a === '--no-holdout') opts.holdout = false;
    else if (a === '--in-process') opts.inProcess = true;
    else if (a === '--source') opts.source = argv[++i] as Source;
    else if (a === '--only') opts.only = argv[++i];
    else if (a === '--ocr-budget') opts.ocrBudgetMs = Number(argv[++i]) * 1000;
    else if (a !== '--') throw new Error(`unknown option ${a}`);
  }
  return opts;
}

/** Resident-memory high-water mark of this process (all threads, OCR workers included), sampled. */
class RssSampler {
  private peak = 0;
  private readonly timer: NodeJS.Timeout;
  constructor() {
    this.timer = setInterval(() => this.sample(), 20);
    this.timer.unref();
  }
  sample(): void {
    this.peak = Math.max(this.peak, process.memoryUsage.rss());
  }
  take(): number {
    this.sample();
    const peak = this.peak;
    this.peak = process.memoryUsage.rss();
    return peak;
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

interface FileResult {
  file: FixtureFile;
  comparison: Comparison;
  coverage: CoverageCheck;
  seconds: number;
  /** Wall-clock seconds including the worker's start-up. */
  wallSeconds: number;
  /** CPU time of the whole process (all threads) while the file was analysed: independent of machine load. */
  cpuSeconds: number;
  pages: number;
  peakBytes: number;
  error: string | null;
}

const EMPTY: Analysis = { reports: [], negativeItems: [], findings: [] };

type Engine = typeof import('../src/engine/index');
let inProcessEngine: Engine | null = null;

/** What `--one FILE` prints: the analysis of one file and what it cost. */
interface OneResult {
  analysis: Analysis | null;
  error: string | null;
  seconds: number;
  pages: number;
  maxRssBytes: number;
  cpuSeconds: number;
}

/** `paths`: one file, or the pages of one report in order (packed as the `analyze` command packs several images). */
async function analyseOne(paths: string[]): Promise<OneResult> {
  const bytes = fixtureBytes({ path: paths[0] ?? '', pages: paths });
  const started = performance.now();
  try {
    const result = await analyzeInWorkerDetailed(bytes, { fileName: paths[0] });
    const used = await usage();
    return {
      analysis: result.analysis,
      error: null,
      seconds: result.seconds,
      pages: result.stats?.pages ?? 1,
      ...used,
      maxRssBytes: Math.max(used.maxRssBytes, result.peakRssBytes),
    };
  } catch (err) {
    const seconds = (performance.now() - started) / 1000;
    return { analysis: null, error: err instanceof Error ? err.message : String(err), seconds, pages: 1, ...(await usage()) };
  }
}

/** This process's child processes not yet ended and reaped (the engine process, ended after its answer). */
function liveChildren(): boolean {
  try {
    return readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8').trim() !== '';
  } catch {
    return false;
  }
}

/**
 * CPU seconds of this process and of the engine process it started (decision 155: the engine reads the file in a
 * child process, whose time the kernel adds to this one's children once it has ended), and this process's peak memory.
 */
/** Linux counts process times in ticks of 1/100 s (CLK_TCK). */
const TICKS_PER_SECOND = 100;

async function usage(): Promise<{ maxRssBytes: number; cpuSeconds: number }> {
  for (let i = 0; i < 100 && liveChildren(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  const u = process.resourceUsage();
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th of the line, in ticks
  const [cutime = 0, cstime = 0] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(13, 15)
    .map(Number);
  return { maxRssBytes: u.maxRSS * 1024, cpuSeconds: (u.userCPUTime + u.systemCPUTime) / 1e6 + (cutime + cstime) / TICKS_PER_SECOND };
}

function runChild(paths: string[]): Promise<OneResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--one', ...paths], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        resolve(JSON.parse(out) as OneResult);
      } catch {
        reject(new Error(`bench child for ${paths.join(' ')} exited with ${code}`));
      }
    });
  });
}

async function runFile(file: FixtureFile, opts: Options, rss: RssSampler): Promise<FileResult> {
  const started = performance.now();
  let one: OneResult;
  if (inProcessEngine) {
    rss.take();
    const cpuStart = process.cpuUsage();
    let pages = 1;
    let analysis: Analysis | null = null;
    let error: string | null = null;
    try {
      analysis = await inProcessEngine.analyzeBytes(fixtureBytes(file), {
        fileName: file.path,
        onStats: (s) => (pages = s.pages),
        ...(opts.ocrBudgetMs ? { ocrBudgetMs: opts.ocrBudgetMs } : {}),
      });
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const cpu = process.cpuUsage(cpuStart);
    one = {
      analysis,
      error,
      seconds: (performance.now() - started) / 1000,
      pages,
      maxRssBytes: rss.take(),
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
  } else {
    one = await runChild(file.pages ?? [file.path]);
  }
  const truth = readTruth(file.truthPath);
  return {
    file,
    comparison: compareAnalysis(one.analysis ?? EMPTY, truth),
    coverage: compareCoverage(one.analysis ?? EMPTY, truth),
    seconds: one.seconds,
    wallSeconds: (performance.now() - started) / 1000,
    cpuSeconds: one.cpuSeconds,
    pages: one.pages,
    peakBytes: one.maxRssBytes,
    error: one.error,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const f3 = (n: number) => n.toFixed(3);
const prf = (s: Score) => `${f3(s.precision)} / ${f3(s.recall)} / ${f3(s.f1)}`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

interface Row {
  label: string;
  kind: 'text' | 'scan';
  results: FileResult[];
}

function formatRow(row: Row): string {
  const s = summarize(row.results.map((r) => r.comparison));
  const seconds = row.results.map((r) => r.seconds);
  const perPage = row.results.map((r) => r.seconds / Math.max(1, r.pages));
  const peakMb = Math.max(...row.results.map((r) => r.peakBytes)) / 1024 / 1024;
  const errors = row.results.filter((r) => r.error).length;
  const t = row.kind === 'text' ? TARGETS.text : null;
  const accounts = `${prf(s.accounts)} ${mark(s.accounts.f1 >= (t ? t.accountsF1 : TARGETS.scan.accountsF1))}`;
  const negatives = `${prf(s.negativeItems)}${t ? ` ${mark(s.negativeItems.f1 >= t.negativeF1)}` : ''}`;
  const findings = `${prf(s.findings)}${t ? ` ${mark(s.findings.precision >= t.findingsPrecision)}` : ''}`;
  const cov = row.results.reduce(
    (a, r) => ({
      listedReports: a.listedReports + r.coverage.listedReports,
      listedRight: a.listedRight + r.coverage.listedRight,
      warned: a.warned + r.coverage.warned,
      owed: a.owed + r.coverage.owed,
      warningsRight: a.warningsRight + r.coverage.warningsRight,
      reports: a.reports + r.coverage.reports,
      inventedRecords: a.inventedRecords + r.coverage.inventedRecords,
    }),
    { listedReports: 0, listedRight: 0, warned: 0, owed: 0, warningsRight: 0, reports: 0, inventedRecords: 0 },
  );
  const coverage = `${cov.listedReports ? `${cov.listedRight}/${cov.listedReports}` : 'n/a'} | ${cov.warned} (${cov.owed} owed) | ${cov.warningsRight}/${cov.reports}`;
  const invented = `${cov.inventedRecords} ${mark(cov.inventedRecords <= TARGETS.text.inventedRecords)}`;
  const misread = row.results.reduce((a, r) => ({ m: a.m + r.comparison.misreads.misread, s: a.s + r.comparison.misreads.silent }), { m: 0, s: 0 });
  const misreads = `${misread.m} (${misread.s} silent) ${mark(misread.s === 0)}`;
  const scoreRate = s.scores.printed === 0 ? 'n/a' : `${s.scores.found}/${s.scores.printed}`;
  const history = s.fields.paymentHistory.total === 0 ? 'n/a' : s.fields.paymentHistory.rate.toFixed(3);
  const med = median(seconds);
  const timing = t
    ? `${med.toFixed(2)} ${mark(med <= t.medianSeconds)}`
    : `${med.toFixed(2)} (${median(perPage).toFixed(1)}/page ${mark(Math.max(...perPage) <= TARGETS.scan.secondsPerPage)})`;
  return [
    row.label,
    `${row.results.length}${errors ? ` (${errors} err)` : ''}`,
    accounts,
    negatives,
    findings,
    prf(s.inquiries),
    `${scoreRate}${s.scores.invented ? ` (+${s.scores.invented} invented)` : ''}`,
    history,
    invented,
    `${s.accounts.fp}`,
    misreads,
    coverage,
    timing,
    `${Math.max(...seconds).toFixed(2)}`,
    cpuColumn(row),
    `${peakMb.toFixed(0)} ${mark(peakMb < TARGETS.peakMb)}`,
  ].join(' | ');
}

/** Median CPU seconds a file; for scans also a page (start-up shared by the file's pages), as load does not change them. */
function cpuColumn(row: Row): string {
  const perFile = median(row.results.map((r) => r.cpuSeconds)).toFixed(2);
  if (row.kind === 'text') return perFile;
  return `${perFile} (${median(row.results.map((r) => r.cpuSeconds / Math.max(1, r.pages))).toFixed(2)}/page)`;
}

/**
 * `--in-process`: loads the engine and, for scans, makes and warms the OCR workers as the server's engine processes do
 * at start (decision 225), before the first file is timed; says what that took.
 */
async function loadEngine(scans: boolean): Promise<string> {
  const cost = (cpu: NodeJS.CpuUsage, since: number) =>
    `${((performance.now() - since) / 1000).toFixed(2)} s, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} CPU-s`;
  let cpu = process.cpuUsage();
  let since = performance.now();
  inProcessEngine = await import('../src/engine/index');
  const said = [`engine loaded in ${cost(process.cpuUsage(cpu), since)}`];
  if (scans) {
    cpu = process.cpuUsage();
    since = performance.now();
    await inProcessEngine.keepOcrWarm();
    said.push(`OCR workers made and warmed in ${cost(process.cpuUsage(cpu), since)}`);
  }
  const line = `${said.join('; ')}: before the first file, not counted in its figures`;
  console.error(line);
  return line;
}

async function main(): Promise<void> {
  const oneAt = process.argv.indexOf('--one');
  if (oneAt >= 0) {
    // every argument after --one: a file, or the pages of one report in order
    const paths = process.argv.slice(oneAt + 1);
    if (paths.length === 0) throw new Error('--one needs a file');
    process.stdout.write(JSON.stringify(await analyseOne(paths)));
    return;
  }
  const opts = parseArgs(process.argv.slice(2));
  console.error(`generating / checking fixtures (count ${opts.count ?? 'default'}, scans ${opts.scans}) …`);
  // Generate in a child process: rendering the scans would otherwise leave this process's memory high and
  // inflate every peak measured afterwards. The calls below then only read the manifest.
  const generate = `import('./tests/fixtures/generate.ts').then(async (m) => {
    await m.ensureFixtures(${JSON.stringify({ count: opts.count, scans: opts.scans })});
    ${opts.holdout ? `await m.ensureFixtures(${JSON.stringify({ count: opts.count, variant: 'holdout' })});` : ''}
    await m.ensureRealFormatFixtures(${JSON.stringify({ count: opts.count })});
    await (await import('./tests/fixtures/unseen/generate.ts')).ensureUnseenFixtures();
  })`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', generate], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error('fixture generation failed');
  const files = await ensureFixtures({ count: opts.count, scans: opts.scans });
  const holdout = opts.holdout ? await ensureFixtures({ count: opts.count, variant: 'holdout' }) : [];
  const real = await ensureRealFormatFixtures({ count: opts.count });
  const unseen = await ensureUnseenFixtures();
  const rss = new RssSampler();
  const rows: Row[] = [];
  const groups = new Map<string, Row>();
  const add = (label: string, kind: Row['kind'], result: FileResult) => {
    let row = groups.get(label);
    if (!row) {
      row = { label, kind, results: [] };
      groups.set(label, row);
      rows.push(row);
    }
    row.results.push(result);
  };

  const sources: Array<[Source, Array<{ file: FixtureFile; label: string; kind: Row['kind'] }>]> = [
    ['generated', files.filter((f) => f.kind === 'pdf-text').map((file) => ({ file, label: file.layout, kind: 'text' as const }))],
    ['real-format', real.map((file) => ({ file, label: `${file.layout} (real-format)`, kind: 'text' as const }))],
    ['holdout', holdout.filter((f) => f.kind === 'pdf-text').map((file) => ({ file, label: `${file.layout} (holdout)`, kind: 'text' as const }))],
    [
      'scans',
      files
        .filter((f) => f.kind !== 'pdf-text')
        .map((file) => ({
          file,
          label: `${file.kind === 'scan-pdf' ? 'scanned PDFs' : 'scanned images (PNG/JPEG)'}${isRealFormat(file.layout) ? ' (real-format)' : ''}`,
          kind: 'scan' as const,
        })),
    ],
    [
      'first-contact',
      unseen.map((file) => ({
        file,
        label: `${file.layout} (first contact${file.heldOut ? ', held out' : ''})`,
        kind: file.kind === 'pdf-text' || file.kind === 'html' ? ('text' as const) : ('scan' as const),
      })),
    ],
  ];
  const queue = sources
    .filter(([source]) => !opts.source || source === opts.source)
    .flatMap(([, items]) => items)
    .filter((item) => !opts.only || item.file.path.includes(opts.only));
  const warmUp = opts.inProcess ? await loadEngine(queue.some((item) => item.kind === 'scan')) : '';
  for (const [i, item] of queue.entries()) {
    const result = await runFile(item.file, opts, rss);
    const name = item.file.path.split('/').slice(-2).join('/');
    const cost = `${result.seconds.toFixed(2)} s, ${result.cpuSeconds.toFixed(2)} CPU-s, ${result.pages} page${result.pages === 1 ? '' : 's'}`;
    console.error(`[${i + 1}/${queue.length}] ${name} ${cost}${result.error ? ` error: ${result.error}` : ''}`);
    // Every miss and every false item; field differences (secondary) only up to ten.
    const misses = result.comparison.diff.filter((l) => !l.startsWith('field '));
    const fieldLines = result.comparison.diff.filter((l) => l.startsWith('field '));
    // the held-out first-contact layouts' differences are never printed: tuning must not see them
    const hidden = 'heldOut' in item.file && item.file.heldOut === true;
    if (hidden) console.error('    (held out: differences not shown)');
    else {
      for (const line of [...misses, ...fieldLines.slice(0, 10)]) console.error(`    ${line}`);
      if (fieldLines.length > 10) console.error(`    … ${fieldLines.length - 10} more field differences`);
    }
    add(item.label, item.kind, result);
  }
  rss.stop();
  await inProcessEngine?.shutdownOcr();

  const pick = (test: (r: Row) => boolean): FileResult[] => rows.filter(test).flatMap((r) => r.results);
  const generated = pick(
    (r) => r.kind === 'text' && !r.label.includes('(holdout)') && !r.label.includes('(real-format)') && !r.label.includes('(first contact'),
  );
  const realFormat = pick((r) => r.label.includes('(real-format)'));
  const holdoutResults = pick((r) => r.label.includes('(holdout)'));
  const scanResults = pick((r) => r.kind === 'scan' && !r.label.includes('(first contact'));
  const firstContact = pick((r) => r.label.includes('(first contact)'));
  const firstContactHeld = pick((r) => r.label.includes('(first contact, held out)'));
  const summaryRows: Row[] = [
    ...(generated.length ? [{ label: '**source: generated**', kind: 'text' as const, results: generated }] : []),
    ...(realFormat.length ? [{ label: '**source: real-format**', kind: 'text' as const, results: realFormat }] : []),
    ...(holdoutResults.length ? [{ label: '**source: holdout**', kind: 'text' as const, results: holdoutResults }] : []),
    ...(scanResults.length ? [{ label: '**source: scans**', kind: 'scan' as const, results: scanResults }] : []),
    ...(firstContact.length ? [{ label: '**source: first contact (tuned on)**', kind: 'text' as const, results: firstContact }] : []),
    ...(firstContactHeld.length ? [{ label: '**source: first contact, held out**', kind: 'text' as const, results: firstContactHeld }] : []),
  ];

  const header = [
    'layout',
    'files',
    'accounts P / R / F1',
    'negative items P / R / F1',
    'findings P / R / F1',
    'hard inquiries P / R / F1',
    'scores read',
    'history months right',
    'invented records',
    'accounts not printed (FP)',
    'misread accounts (silent)',
    'counts read right',
    'reports warned (owed)',
    'warnings right',
    'median s',
    'max s',
    'median CPU s',
    'peak RSS MB',
  ];
  const all = rows.flatMap((r) => r.results);
  const startup = median(all.map((r) => r.wallSeconds - r.seconds));
  console.log(
    `\nEngine benchmark — ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}, ` +
      `${opts.inProcess ? `in-process analyzeBytes (${warmUp})` : `each file in its own process and worker, as the CLI (start-up ${startup.toFixed(2)} s median, not counted below)`}\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of [...rows, ...summaryRows]) console.log(`| ${formatRow(row)} |`);
  console.log(
    `\nTargets (issue 8): text PDFs — accounts F1 ≥ ${TARGETS.text.accountsF1}, negative items F1 ≥ ${TARGETS.text.negativeF1}, ` +
      `findings precision ≥ ${TARGETS.text.findingsPrecision}, ${TARGETS.text.inventedRecords} invented public records, median ≤ ${TARGETS.text.medianSeconds} s per report; ` +
      `scans — accounts F1 ≥ ${TARGETS.scan.accountsF1}, ≤ ${TARGETS.scan.secondsPerPage} s per page; memory < 1 GB.`,
  );
  console.log(
    'Misread accounts = accounts returned that match no printed account, or match one with balance, limit, status, opened date, DOFD or original creditor wrong; silent = without a per-account reading warning (issue 25 target: 0).',
  );
  console.log(
    'Hard inquiries = hard inquiries matched on bureau, creditor and date (issue 25 target on 3-bureau prints: F1 ≥ 0.95); soft ones are not compared.',
  );
  console.log('Scores read = reports whose printed score was returned exactly / reports printing one.');
  console.log('History months right = payment-history months of the matched accounts returned with the printed code / months printed.');
  console.log(
    'Counts read right = reports whose printed account / inquiry counts (truth `listed`) the engine returned in `coverage` / reports printing counts.',
  );
  console.log(
    'Reports warned (owed) = reports with at least one warning (reports where the engine read fewer accounts or inquiries than the file lists, or returned an account without the number the report prints, or every account it returned is misread); warnings right = reports warned exactly when owed / all reports.',
  );
  console.log(
    'Median CPU s = CPU time of all threads of the analysing process per file (start-up included), for scans also per page; wall-clock seconds also depend on other load on the machine.',
  );
  console.log("Peak RSS = the analysing process's resident high-water mark (one CLI run).");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
