#!/usr/bin/env node
// `npm run bench:web`: what a first visit downloads, measured in Chromium against the served build.
// Starts the app as `npm start` does (which builds dist/web when it is stale), opens /landing (signed out) and
// /dashboard (as a freshly registered user) each in an empty browser context, and sums the JavaScript and CSS
// response bodies (raw, and gzip-compressed with zlib). Chunks that the route's document (landing.html for
// /landing, index.html otherwise; decision 151) does not reference are listed as lazily loaded. Exits 1 when
// either route's JavaScript is over its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

// Gzipped JavaScript of a first visit, in bytes ("100 kB" read strictly as 100,000 bytes).
const JS_BUDGET_GZIP = { '/landing': 100 * 1000, '/dashboard': 200 * 1000 };

const root = fileURLToPath(new URL('..', import.meta.url));
const harness = (file) => tsImport(path.join(root, 'tests', 'e2e', 'harness', file), import.meta.url);
const { ensureWebBuild } = await harness('web-build.ts');
const { startApp } = await harness('app-server.ts');
const { chromiumLaunchOptions } = await harness('chromium.ts');

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The assets a built document loads up front (entry script, its modulepreloads, stylesheets). */
function entryAssets(documentName) {
  const html = readFileSync(path.join(root, 'dist', 'web', documentName), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]));
}

const ASSET_QUIET_MS = 1000;

/** Loads `route` in the context and returns every script and stylesheet response with its sizes. */
async function measure(context, route) {
  const page = await context.newPage();
  const pending = [];
  let lastAssetAt = Date.now();
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') lastAssetAt = Date.now();
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, type: type === 'script' ? 'js' : 'css', raw: body.length, gzip: gzipSync(body).length }),
        () => null,
      ),
    );
  });
  // Not 'networkidle': signed-in pages keep the notifications event stream open, so the network never goes idle.
  // The page's own heading shows once its lazy route chunks have run (on a busy machine that can take well over
  // a second after 'load'); anything they import after that counts until no script or stylesheet was asked for 1 s.
  await page.goto(route, { waitUntil: 'load' });
  await page.locator('#main-content h1').first().waitFor({ state: 'visible', timeout: 60_000 });
  lastAssetAt = Date.now();
  while (Date.now() - lastAssetAt < ASSET_QUIET_MS) await page.waitForTimeout(100);
  const finalPath = new URL(page.url()).pathname;
  // Read the bodies before closing the page: a closed page's responses have none, and they would go uncounted.
  const assets = (await Promise.all(pending)).filter(Boolean);
  await page.close();
  if (finalPath !== route) throw new Error(`${route} ended on ${finalPath}; the measurement would be of the wrong page`);
  const unique = new Map(assets.map((asset) => [asset.url, asset]));
  return [...unique.values()];
}

function summarize(route, assets, entry) {
  const sum = (type, field) => assets.filter((asset) => asset.type === type).reduce((total, asset) => total + asset[field], 0);
  return {
    route,
    jsRaw: sum('js', 'raw'),
    jsGzip: sum('js', 'gzip'),
    cssRaw: sum('css', 'raw'),
    cssGzip: sum('css', 'gzip'),
    files: assets.length,
    lazy: assets.filter((asset) => !entry.has(asset.url)).sort((a, b) => b.gzip - a.gzip),
  };
}

function printTable(rows) {
  const header = ['route', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'files'];
  const body = rows.map((row) => [row.route, kb(row.jsRaw), kb(row.jsGzip), kb(row.cssRaw), kb(row.cssGzip), String(row.files)]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of body) console.log(line(cells));
}

// E2E_APP_ENTRY runs another entry than `npm start`'s, as in the browser tests (tests/e2e/harness/global-setup.ts).
// scripts/start.mjs builds the web app itself when it is stale; another entry may not, so build for it.
const appEntry = process.env.E2E_APP_ENTRY?.split(' ').filter(Boolean);
if (appEntry) ensureWebBuild((line) => console.log(line));
const app = await startApp({ logName: 'bench-web-server', readyTimeoutMs: 180_000, entry: appEntry });
const browser = await chromium.launch(chromiumLaunchOptions());
let failed = false;
try {
  const visitor = await browser.newContext({ baseURL: app.baseURL });
  const landing = summarize('/landing', await measure(visitor, '/landing'), entryAssets('landing.html'));
  await visitor.close();

  const member = await browser.newContext({ baseURL: app.baseURL });
  const email = `bench-${Date.now()}-${randomBytes(3).toString('hex')}@example.test`;
  const signUp = await member.request.post('/api/auth/sign-up/email', {
    data: { name: 'Bench User', email, password: `Bench-${randomBytes(8).toString('hex')}` },
    headers: { Origin: new URL(app.baseURL).origin },
  });
  if (!signUp.ok()) throw new Error(`could not register the bench user: ${signUp.status()}`);
  const dashboard = summarize('/dashboard', await measure(member, '/dashboard'), entryAssets('index.html'));
  await member.close();

  console.log('\nFirst-visit JavaScript and CSS (response bodies; gzip = zlib level 6):\n');
  printTable([landing, dashboard]);
  for (const row of [landing, dashboard]) {
    console.log(`\nLazily loaded on ${row.route} (${row.lazy.length} chunk(s) not referenced by its document):`);
    for (const asset of row.lazy) console.log(`  ${asset.url.padEnd(48)} ${kb(asset.raw).padStart(10)} ${kb(asset.gzip).padStart(10)} gzip`);
  }
  console.log('');
  for (const row of [landing, dashboard]) {
    const budget = JS_BUDGET_GZIP[row.route];
    const within = row.jsGzip <= budget;
    if (!within) failed = true;
    console.log(`Target: ${row.route} JS ≤ ${kb(budget)} gzip → ${kb(row.jsGzip)}: ${within ? 'PASS' : 'OVER BUDGET'}`);
  }
} finally {
  await browser.close();
  await app.stop();
}
process.exit(failed ? 1 : 0);
