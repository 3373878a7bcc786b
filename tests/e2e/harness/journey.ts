import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject, test } from 'vitest';
import { appURL } from './app-url';
import { FAILURES_DIR, slug } from './paths';

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

export interface Journey {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  /** Uncaught exceptions and console errors of the journey's pages, reported when it fails. */
  browserErrors: string[];
}

interface JourneyOptions {
  viewport?: Viewport;
  timeoutMs?: number;
  /** Another app than the shared one (a journey file that starts its own with other settings). */
  baseURL?: () => string;
}

let browser: Browser | undefined;

async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  return browser;
}

// Registered while the journey file is collected, so each file disconnects from the shared Chromium.
afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

export async function newJourneyContext(viewport: Viewport = DESKTOP, baseURL: string = appURL()): Promise<Journey> {
  const context = await (await sharedBrowser()).newContext({ baseURL, viewport });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  const browserErrors: string[] = [];
  context.on('weberror', (error) => browserErrors.push(`uncaught: ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error') browserErrors.push(`console.error: ${message.text()}`);
  });
  const page = await context.newPage();
  return { page, context, baseURL, browserErrors };
}

export async function saveFailureScreenshot(page: Page, name: string): Promise<string | undefined> {
  try {
    mkdirSync(FAILURES_DIR, { recursive: true });
    const file = path.join(FAILURES_DIR, `${slug(name)}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    return file;
  } catch {
    return undefined;
  }
}

/**
 * One browser journey: a fresh browser context (own cookies and storage), closed afterwards.
 * On failure a full-page screenshot is saved to test-results/failures/ and its path added to the error.
 */
export function journey(name: string, body: (journey: Journey) => Promise<void>, options: JourneyOptions = {}): void {
  test(name, { timeout: options.timeoutMs ?? 90_000 }, async ({ task }) => {
    const current = await newJourneyContext(options.viewport, options.baseURL?.());
    try {
      await body(current);
    } catch (error) {
      const file = await saveFailureScreenshot(current.page, `${path.basename(task.file.name, '.e2e.ts')}-${name}`);
      if (error instanceof Error) {
        error.message += `\n  page: ${current.page.url()}${file ? `, screenshot: ${path.relative(process.cwd(), file)}` : ''}`;
        const errors = current.browserErrors.slice(-5);
        if (errors.length) error.message += `\n  browser errors:\n    ${errors.join('\n    ')}`;
      }
      throw error;
    } finally {
      await current.context.close();
    }
  });
}
