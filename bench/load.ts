/**
 * `npm run bench:load [-- --pg [URL]] [--seconds N] [--sessions 100,200] [--think MS] [--no-pglite] [--no-multi]
 *   [--profile DIR]`
 *
 * Read load on the screens' polled endpoints (issue 15 "Load"; docs/decisions/096), against 127.0.0.1 only. Not a
 * test: it prints a table. A seeded set of users, each with three analysed reports (one report is analysed by the
 * engine once, then its row is copied per user and bureau) and a few notifications; then N concurrent sessions,
 * each a signed-in user looping over what the dashboard, credit report and notifications screens read:
 * GET /api/analyses, /api/analyses/status, /api/notifications?limit=20, /api/notifications/unread-count — sending
 * If-None-Match as the web client does once it has an answer. Each session waits `--think` ms between requests
 * (default 0: a closed loop, as autocannon runs; 3000 is a screen polling at the spec's fastest interval,
 * docs/decisions/140). The server runs in child processes, built as `npm start` and `npm run worker` run it
 * (dist/server), so the load generator does not share their event loop.
 *
 * Forms: PGlite (one process); PostgreSQL (one web process running jobs); and PostgreSQL with two web processes
 * (JOBS_IN_PROCESS=false, sessions spread over both as a load balancer would) plus two `npm run worker` processes —
 * the multi-machine form of README "Two machines". Memory is the peak RSS (VmHWM) of the server processes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AnalysisDto } from '../src/common/analysis';
import { buildSettings, processEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { startServer } from '../src/server/server';
import { generateFixture } from '../tests/fixtures/generator/index';
import { createScratchDatabase } from '../tests/integration/helpers/scratch-database';

const ORIGIN = 'http://bench.test';
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = path.resolve(import.meta.dirname, '..');
/** Sign-ups at the test cost of scrypt (tests/integration use it too): 200 sign-ups at 128 MiB each would be the
 * bench's whole minute. It does not touch the reads measured. */
const BENCH_PASSWORD_HASH_N = '16384';
const READS = ['/api/analyses', '/api/analyses/status', '/api/notifications?limit=20', '/api/notifications/unread-count'];
const NOTIFICATIONS_PER_USER = 5;
const SIGN_UPS_AT_ONCE = 8;

interface Options {
  pg: string | undefined;
  pglite: boolean;
  seconds: number;
  sessions: number[];
  thinkMs: number;
  /** Only the single-process PostgreSQL form (no two-web, two-worker run). */
  multi: boolean;
  /** Directory for V8 CPU profiles of the web processes (node --cpu-prof). */
  profileDir: string | undefined;
}

function parseArgs(argv: string[]): Options {
  const env = processEnv();
  const opts: Options = { pg: env.DATABASE_URL || undefined, pglite: true, seconds: 10, sessions: [100, 200], thinkMs: 0, multi: true, profileDir: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = argv[i + 1];
    if (a === '--pg') opts.pg = next && !next.startsWith('--') ? (i++, next) : (opts.pg ?? DEFAULT_PG);
    else if (a === '--no-pglite') opts.pglite = false;
    else if (a === '--seconds' && next) opts.seconds = Number((i++, next));
    else if (a === '--sessions' && next) opts.sessions = (i++, next).split(',').map(Number);
    else if (a === '--think' && next) opts.thinkMs = Number((i++, next));
    else if (a === '--no-multi') opts.multi = false;
    else if (a === '--profile' && next) opts.profileDir = path.resolve((i++, next));
    else throw new Error(`unknown argument ${a}`);
  }
  if (!(opts.seconds > 0 && opts.seconds <= 120)) throw new Error('--seconds must be between 1 and 120');
  return opts;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverEnv(dataDir: string, databaseUrl: string | undefined, extra: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    ...processEnv(),
    PORT: '0',
    HOST: '127.0.0.1',
    APP_URL: ORIGIN,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    PASSWORD_HASH_N: BENCH_PASSWORD_HASH_N,
    ...extra,
  };
}

async function jsonCall<T>(base: string, method: string, url: string, cookie: string, body?: unknown): Promise<{ body: T; cookie: string }> {
  const response = await fetch(base + url, {
    method,
    headers: { Origin: ORIGIN, Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = response.headers.getSetCookie();
  const next = setCookie.length > 0 ? setCookie.map((line) => line.split(';')[0]).join('; ') : cookie;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as T, cookie: next };
}

/**
 * Migrates, signs up `users` users, analyses one report with the engine, copies its row to every user and bureau,
 * adds notifications, and returns the session cookies. Runs the server in this process, then closes it.
 */
async function seed(dataDir: string, databaseUrl: string | undefined, users: number, pdf: Uint8Array): Promise<string[]> {
  const settings = buildSettings(serverEnv(dataDir, databaseUrl));
  const server = await startServer(settings, { logger: createLogger('silent'), webDir: path.join(dataDir, 'web') });
  try {
    const cookies: string[] = [];
    const ids: string[] = [];
    const stamp = Date.now();
    for (let first = 0; first < users; first += SIGN_UPS_AT_ONCE) {
      const batch = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, users - first) }, (_, j) =>
        jsonCall<{ user: { id: string } }>(server.url, 'POST', '/api/auth/sign-up/email', '', {
          name: `Bench ${first + j}`,
          email: `bench-${first + j}-${stamp}@example.com`,
          password: 'correct horse battery',
        }),
      );
      for (const signUp of await Promise.all(batch)) {
        cookies.push(signUp.cookie);
        ids.push(signUp.body.user.id);
      }
    }
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'experian.pdf');
    const uploaded = await fetch(`${server.url}/api/analyses/upload?bureau=experian`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookies[0]! },
      body: form,
    });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status}`);
    const template = ((await uploaded.json()) as { analyses: AnalysisDto[] }).analyses[0]!.id;
    for (;;) {
      const { body } = await jsonCall<{ analysis: AnalysisDto }>(server.url, 'GET', `/api/analyses/${template}`, cookies[0]!);
      if (body.analysis.analysis_status === 'completed') break;
      if (body.analysis.analysis_status === 'failed') throw new Error('the template analysis failed');
      await sleep(100);
    }
    const db = server.database.db;
    const userIds = sql`unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[])`;
    await db.execute(sql`
      insert into credit_report_analyses (user_id, report_id, bureau, analysis_status, upload_date, analysis_date, score, negative_items, metadata, raw_data)
      select u.id, report_id, b.bureau, analysis_status, upload_date, analysis_date, score, negative_items, metadata,
             jsonb_set(raw_data, '{report,bureau}', to_jsonb(b.bureau))
      from credit_report_analyses, (values ('experian'), ('transunion'), ('equifax')) as b(bureau), ${userIds} as u(id)
      where credit_report_analyses.id = ${template}`);
    await db.execute(sql`
      insert into notifications (user_id, type, title, message, read)
      select u.id, 'CREDIT_ANALYSIS_COMPLETE', 'Credit Analysis Complete', 'Your credit report has been analyzed.', n % 2 = 0
      from ${userIds} as u(id), generate_series(1, ${NOTIFICATIONS_PER_USER}) as n`);
    await db.execute(sql`delete from credit_report_analyses where id = ${template}`);
    await db.execute(sql`analyze`);
    if (databaseUrl) await explain(db, ids[0]!);
    return cookies;
  } finally {
    await server.close();
  }
}

/** The plans of the polled reads' queries for one user (docs/decisions/095): which index each one uses. */
async function explain(db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, userId: string) {
  const queries: Record<string, ReturnType<typeof sql>> = {
    'analyses list': sql`select id from credit_report_analyses where user_id = ${userId} order by upload_date desc, id desc`,
    'analyses status': sql`select id, bureau, analysis_status, upload_date, metadata from credit_report_analyses where user_id = ${userId} and bureau in ('experian', 'equifax') order by upload_date desc, id desc`,
    notifications: sql`select * from notifications where user_id = ${userId} order by created_at desc, id desc limit 20`,
    'unread count': sql`select count(*) from notifications where user_id = ${userId} and read = false`,
    session: sql`select * from session where token = ${'x'.repeat(32)}`,
  };
  for (const [name, query] of Object.entries(queries)) {
    const result = (await db.execute(sql`explain ${query}`)) as { rows: { 'QUERY PLAN': string }[] };
    const plan = result.rows.map((r) => r['QUERY PLAN'].trim().replace(/\s+\(cost=.*$/, '')).join(' / ');
    console.log(`  EXPLAIN ${name}: ${plan}`);
  }
}

interface Proc {
  child: ChildProcess;
  url?: string;
}

/** A web process or a worker, as `npm start` and `npm run worker` run them (dist/server); resolves once it is ready. */
async function startProcess(entry: 'index' | 'worker', env: Record<string, string | undefined>, profileDir?: string): Promise<Proc> {
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(process.execPath, [...profile, `dist/server/${entry}.js`], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, LOG_LEVEL: 'info' } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<Proc>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listen = /"listen":"(http:\/\/[^"]+)"/.exec(output);
      if (entry === 'index' && listen) resolve({ child, url: listen[1] });
      if (entry === 'worker' && output.includes('analysis worker started')) resolve({ child });
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
}

async function stopProcess(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  await exited;
}

/** Peak resident memory of a process (Linux /proc), in MB. */
function peakRssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time a process has used so far (user + system, Linux /proc), in ms; clock ticks are 100 a second. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

interface RunResult {
  requests: number;
  notModified: number;
  errors: number;
  /** Errors by kind: the HTTP status, or the failure's message (`timeout` past 10 s). */
  errorKinds: Map<string, number>;
  latencies: number[];
  seconds: number;
  bytes: number;
}

function get(
  agent: http.Agent,
  base: URL,
  pathName: string,
  headers: Record<string, string>,
): Promise<{ status: number; etag: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, path: pathName, method: 'GET', agent, headers: { ...headers, 'Accept-Encoding': 'gzip' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, etag: response.headers.etag, bytes }));
        response.on('error', reject);
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end();
  });
}

/** `sessions` loops for `seconds`, session i as user i, on base i mod bases. */
async function runLoad(
  bases: string[],
  cookies: string[],
  sessions: number,
  seconds: number,
  thinkMs: number,
  etagsOf: Map<number, Map<string, string>>,
): Promise<RunResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sessions });
  const result: RunResult = { requests: 0, notModified: 0, errors: 0, errorKinds: new Map(), latencies: [], seconds, bytes: 0 };
  const fail = (kind: string) => {
    result.errors++;
    result.errorKinds.set(kind, (result.errorKinds.get(kind) ?? 0) + 1);
  };
  const started = performance.now();
  const until = started + seconds * 1000;
  const session = async (i: number) => {
    const base = new URL(bases[i % bases.length]!);
    const cookie = cookies[i % cookies.length]!;
    // A user's ETags outlive a run, as the browser's cache outlives one poll.
    const user = i % cookies.length;
    const etags = etagsOf.get(user) ?? new Map<string, string>();
    etagsOf.set(user, etags);
    // People do not poll in step: the sessions' first reads are spread evenly over one think time.
    if (thinkMs > 0) await sleep((i / sessions) * thinkMs);
    for (let n = i; performance.now() < until; n++) {
      const pathName = READS[n % READS.length]!;
      const headers: Record<string, string> = { Cookie: cookie };
      const etag = etags.get(pathName);
      if (etag) headers['If-None-Match'] = etag;
      const t0 = performance.now();
      try {
        const answer = await get(agent, base, pathName, headers);
        result.latencies.push(performance.now() - t0);
        result.requests++;
        result.bytes += answer.bytes;
        if (answer.status === 304) result.notModified++;
        else if (answer.status !== 200) fail(`${answer.status} ${pathName}`);
        if (answer.etag) etags.set(pathName, answer.etag);
      } catch (error) {
        fail(`${(error as Error).message} ${pathName}`);
        result.requests++;
      }
      if (thinkMs > 0) await sleep(thinkMs);
    }
  };
  await Promise.all(Array.from({ length: sessions }, (_, i) => session(i)));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

const rows: string[][] = [];
function report(form: string, sessions: number, r: RunResult, memoryMb: number, serverCpuMs: number) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  rows.push([
    form,
    String(sessions),
    (r.requests / r.seconds).toFixed(0),
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 99).toFixed(1),
    String(r.errors),
    `${((r.notModified / Math.max(1, r.requests)) * 100).toFixed(0)}%`,
    (r.bytes / Math.max(1, r.requests - r.errors) / 1024).toFixed(1),
    memoryMb.toFixed(0),
    (serverCpuMs / Math.max(1, r.requests)).toFixed(2),
    loadavg()[0]!.toFixed(1),
  ]);
}

function printTable() {
  const head = ['form', 'sessions', 'req/s', 'p50 ms', 'p99 ms', 'errors', '304s', 'KB/answer', 'peak RSS MB', 'CPU ms/req', 'load'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of rows) console.log(line(r));
}

async function benchForm(form: string, databaseUrl: string | undefined, pdf: Uint8Array, opts: Options, multi: boolean) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-load-'));
  const users = Math.max(...opts.sessions);
  const procs: Proc[] = [];
  try {
    const t0 = performance.now();
    const cookies = await seed(dataDir, databaseUrl, users, pdf);
    console.log(`  ${form}: seeded ${users} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const env = serverEnv(dataDir, databaseUrl, multi ? { JOBS_IN_PROCESS: 'false' } : {});
    procs.push(await startProcess('index', env, opts.profileDir));
    if (multi) {
      procs.push(await startProcess('index', env, opts.profileDir));
      procs.push(await startProcess('worker', serverEnv(dataDir, databaseUrl)));
      procs.push(await startProcess('worker', serverEnv(dataDir, databaseUrl)));
    }
    const bases = procs.filter((p) => p.url).map((p) => p.url!);
    console.log(`  ${form}: ${procs.length} server process(es) started`);
    // Warm-up, not counted: every session reads each path once (its first answers, with their ETags, and its
    // session), as a screen that has been open for a while has.
    const etags = new Map<number, Map<string, string>>();
    await runLoad(bases, cookies, users, Math.max(2, (READS.length * opts.thinkMs) / 1000 + 1), opts.thinkMs, etags);
    for (const sessions of opts.sessions) {
      const cpuBefore = procs.reduce((sum, p) => sum + cpuMs(p.child.pid), 0);
      const result = await runLoad(bases, cookies, sessions, opts.seconds, opts.thinkMs, etags);
      const cpu = procs.reduce((sum, p) => sum + cpuMs(p.child.pid), 0) - cpuBefore;
      const memory = procs.reduce((sum, p) => sum + peakRssMb(p.child.pid), 0);
      report(form, sessions, result, memory, cpu);
      if (result.errors > 0) console.log(`  ${form} ${sessions} sessions errors: ${[...result.errorKinds].map(([k, n]) => `${n}× ${k}`).join(', ')}`);
      console.log(`  ${form} ${sessions} sessions done`);
    }
  } finally {
    for (const proc of procs) await stopProcess(proc);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const opts = parseArgs(process.argv.slice(2));
if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('the server build failed');
const fixture = await generateFixture({ layout: 'experian-current', seed: 20240601, index: 0, variant: 'default' });
console.log(
  `${Math.max(...opts.sessions)} users with 3 analysed reports and ${NOTIFICATIONS_PER_USER} notifications each; ` +
    `${opts.seconds} s per run, think time ${opts.thinkMs} ms; reads: ${READS.join(', ')}`,
);
if (opts.pglite) await benchForm('PGlite', undefined, fixture.pdf, opts, false);
if (opts.pg) {
  const scratch = await createScratchDatabase(opts.pg, 'load');
  try {
    await benchForm('PostgreSQL', scratch.url, fixture.pdf, opts, false);
  } finally {
    await scratch.drop();
  }
  if (opts.multi) {
    const multi = await createScratchDatabase(opts.pg, 'load');
    try {
      await benchForm('PG 2 web + 2 workers', multi.url, fixture.pdf, opts, true);
    } finally {
      await multi.drop();
    }
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL or pass --pg [URL]');
}
printTable();
console.log('Target: p99 ≤ 50 ms at 100 sessions on PostgreSQL (2 cores), no errors, memory under 400 MB.');
