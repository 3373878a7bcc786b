import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject, test } from 'vitest';
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
}

interface JourneyOptions {
  viewport?: Viewport;
  timeoutMs?: number;
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

export async function newJourneyContext(viewport: Viewport = DESKTOP): Promise<Journey> {
  const baseURL = inject('baseURL');
  const context = await (await sharedBrowser()).newContext({ baseURL, viewport });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  return { page, context, baseURL };
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
    const current = await newJourneyContext(options.viewport);
    try {
      await body(current);
    } catch (error) {
      const file = await saveFailureScreenshot(current.page, `${task.file.name}-${name}`);
      if (file && error instanceof Error) error.message += `\n  (screenshot: ${path.relative(process.cwd(), file)}, page: ${current.page.url()})`;
      throw error;
    } finally {
      await current.context.close();
    }
  });
}
