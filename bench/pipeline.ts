/**
 * `npm run bench:pipeline [-- --pg [URL]] [--runs N] [--burst N]`
 *
 * The analysis pipeline end to end, through HTTP on a real server (in this process, jobs in-process with the
 * configured WORKER_CONCURRENCY): seconds from the upload request to the row being completed for a generated
 * Experian text PDF (median of 10 sequential uploads, with the queue wait and the job's own time apart), the time to
 * read one analysis and the list back (they open the sealed report data), and completed analyses per minute with 20
 * uploads sent at once. Always on PGlite; on PostgreSQL too when
 * DATABASE_URL is set or --pg is given (default postgres://postgres@127.0.0.1:5432/test): a scratch database
 * is created there and dropped afterwards. On PostgreSQL the same is measured with the web process running no
 * jobs (JOBS_IN_PROCESS=false) and one `npm run worker` process doing them ("PG+worker").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnalysisDto } from '../src/common/analysis';
import { buildSettings, processEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { startServer } from '../src/server/server';
import { generateFixture } from '../tests/fixtures/generator/index';
import { createScratchDatabase } from '../tests/integration/helpers/scratch-database';

const ORIGIN = 'http://bench.test';
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
const POLL_MS = 25;

interface Options {
  pg: string | undefined;
  runs: number;
  burst: number;
}

function parseArgs(argv: string[]): Options {
  const env = processEnv();
  const opts: Options = { pg: env.DATABASE_URL || undefined, runs: 10, burst: 20 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = argv[i + 1];
    if (a === '--pg') {
      opts.pg = next && !next.startsWith('--') ? (i++, next) : (opts.pg ?? DEFAULT_PG);
    } else if (a === '--runs' && next) {
      opts.runs = Number((i++, next));
    } else if (a === '--burst' && next) {
      opts.burst = Number((i++, next));
    } else {
      throw new Error(`unknown argument ${a}`);
    }
  }
  return opts;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmt = (ms: number) => (ms / 1000).toFixed(2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Client {
  private cookie = '';
  constructor(private readonly base: string) {}

  async json<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetch(this.base + url, {
      method,
      headers: { Origin: ORIGIN, Cookie: this.cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) this.cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async upload(pdf: Uint8Array): Promise<AnalysisDto> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'experian.pdf');
    const response = await fetch(`${this.base}/api/analyses/upload?bureau=experian`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: this.cookie },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { analyses: AnalysisDto[] }).analyses[0]!;
  }

  async waitCompleted(id: string): Promise<AnalysisDto> {
    for (;;) {
      const { analysis } = await this.json<{ analysis: AnalysisDto }>('GET', `/api/analyses/${id}`);
      if (analysis.analysis_status === 'completed') return analysis;
      if (analysis.analysis_status === 'failed') throw new Error(`analysis failed: ${JSON.stringify(analysis.metadata.error)}`);
      await sleep(POLL_MS);
    }
  }
}

/** `npm run worker` as a child process on the same database and DATA_DIR; resolves once it runs workers. */
async function startWorkerProcess(dataDir: string, databaseUrl: string, concurrency: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      WORKER_CONCURRENCY: String(concurrency),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('analysis worker started')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
  return child;
}

async function benchTarget(label: string, databaseUrl: string | undefined, pdf: Uint8Array, opts: Options, workerProcess = false) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-bench-'));
  const settings = buildSettings({
    ...processEnv(),
    PORT: '0',
    HOST: '127.0.0.1',
    APP_URL: ORIGIN,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    JOBS_IN_PROCESS: workerProcess ? 'false' : 'true',
  });
  const server = await startServer(settings, { logger: createLogger('silent'), webDir: path.join(dataDir, 'web') });
  const worker = workerProcess ? await startWorkerProcess(dataDir, databaseUrl!, settings.workerConcurrency) : undefined;
  try {
    // Two users: one user may start 30 uploads an hour (UPLOADS_PER_HOUR); the runs and the burst take 31.
    const signedUp = async (name: string) => {
      const c = new Client(server.url);
      await c.json('POST', '/api/auth/sign-up/email', { name, email: `${name}-${Date.now()}@example.com`, password: 'correct horse battery' });
      return c;
    };
    const client = await signedUp('bench');
    const burstClient = await signedUp('bench-burst');

    // Warm-up (first worker thread, first queries) is not counted.
    await client.waitCompleted((await client.upload(pdf)).id);

    const totals: number[] = [];
    const waits: number[] = [];
    const runs: number[] = [];
    for (let i = 0; i < opts.runs; i++) {
      const started = performance.now();
      const row = await client.upload(pdf);
      const done = await client.waitCompleted(row.id);
      totals.push(performance.now() - started);
      const uploaded = Date.parse(done.upload_date);
      waits.push(Date.parse(done.metadata.started_at!) - uploaded);
      runs.push(Date.parse(done.metadata.finished_at!) - Date.parse(done.metadata.started_at!));
    }

    // Reading back: one analysis in full, and the list of the runs' analyses as summaries (both open the sealed
    // raw_data with the user's data key since decision 195).
    const timed = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        await client.json('GET', url);
        times.push(performance.now() - started);
      }
      return median(times).toFixed(1);
    };
    const lastId = (await client.json<{ analyses: AnalysisDto[] }>('GET', '/api/analyses')).analyses[0]!.id;
    const readOne = await timed(`/api/analyses/${lastId}`);
    const readList = await timed('/api/analyses');

    const burstStarted = performance.now();
    const rows = await Promise.all(Array.from({ length: opts.burst }, () => burstClient.upload(pdf)));
    await Promise.all(rows.map((r) => burstClient.waitCompleted(r.id)));
    const burstSeconds = (performance.now() - burstStarted) / 1000;

    console.log(
      `${label.padEnd(10)} upload→completed median ${fmt(median(totals))} s (min ${fmt(Math.min(...totals))}, max ${fmt(Math.max(...totals))}; ` +
        `queue wait ${fmt(median(waits))} s, job ${fmt(median(runs))} s) · ${opts.burst} at once: ${burstSeconds.toFixed(1)} s = ` +
        `${((opts.burst / burstSeconds) * 60).toFixed(0)} analyses/min (concurrency ${settings.workerConcurrency}) · ` +
        `GET one analysis ${readOne} ms, the list of ${opts.runs + 1} ${readList} ms (medians of 20)`,
    );
  } finally {
    if (worker) {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const opts = parseArgs(process.argv.slice(2));
const fixture = await generateFixture({ layout: 'experian-current', seed: 20240601, index: 0, variant: 'default' });
console.log(`text PDF ${fixture.pdf.length} bytes, ${opts.runs} sequential runs, burst of ${opts.burst}; target ≤ 3 s median`);
await benchTarget('PGlite', undefined, fixture.pdf, opts);
if (opts.pg) {
  const scratch = await createScratchDatabase(opts.pg, 'bench');
  try {
    await benchTarget('PostgreSQL', scratch.url, fixture.pdf, opts);
    await benchTarget('PG+worker', scratch.url, fixture.pdf, opts, true);
  } finally {
    await scratch.drop();
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL or pass --pg [URL]');
}
