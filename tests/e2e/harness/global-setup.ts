import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startApp } from './app-server';
import { chromiumLaunchOptions } from './chromium';
import { FAILURES_DIR, SCREENSHOTS_DIR } from './paths';
import { startSmtpCapture } from './smtp-capture';
import { E2E_WORKERS } from './workers';
import { ensureWebBuild, WEB_DIST_INDEX } from './web-build';

const builtAt = () => (existsSync(WEB_DIST_INDEX) ? statSync(WEB_DIST_INDEX).mtimeMs : 0);

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per Vitest worker; a journey reaches its worker's through appURL() (harness/app-url.ts). */
    appURLs: string[];
    wsEndpoint: string;
    mailboxDir: string;
  }
}

/** Starts the SMTP capture, one app per journey worker (which builds the web app when stale) and one shared Chromium. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const launchOptions = chromiumLaunchOptions();
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  rmSync(FAILURES_DIR, { recursive: true, force: true });
  // scripts/start.mjs builds the web app when it is stale (under its own build lock); another entry may not.
  const entry = process.env.E2E_APP_ENTRY?.split(' ').filter(Boolean);
  if (entry) ensureWebBuild();

  const mailboxDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-mail-'));
  const smtp = await startSmtpCapture(mailboxDir);
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(mailboxDir, { recursive: true, force: true }), smtp.stop];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error('e2e teardown:', error));
  };

  try {
    const startedAt = Date.now();
    // E2E_APP_ENTRY (e.g. "node_modules/tsx/dist/cli.mjs src/server/index.ts") runs another entry than `npm start`'s.
    // start.mjs builds under a lock, so the apps may start together.
    const started = await Promise.allSettled(
      Array.from({ length: E2E_WORKERS }, (_, i) => startApp({ smtpUrl: smtp.url, entry, logName: i === 0 ? 'e2e-server' : `e2e-server-${i + 1}` })),
    );
    const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const app of apps) cleanups.push(app.stop);
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    // The server serves dist/web from disk: a rebuild by another process mid-run swaps the chunk files under
    // open pages (blank pages, 404 chunks). Say so, since it explains failures that are not the app's fault.
    const servedBuild = builtAt();
    cleanups.push(async () => {
      if (builtAt() !== servedBuild)
        console.error('e2e: warning: dist/web was rebuilt by another process during the run; page-load failures may come from that.');
    });
    for (const app of apps) console.error(`e2e: app ready at ${app.baseURL} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (log: ${app.logFile})`);
    const browserServer = await chromium.launchServer(launchOptions);
    cleanups.push(() => browserServer.close());

    project.provide(
      'appURLs',
      apps.map((app) => app.baseURL),
    );
    project.provide('wsEndpoint', browserServer.wsEndpoint());
    project.provide('mailboxDir', mailboxDir);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
