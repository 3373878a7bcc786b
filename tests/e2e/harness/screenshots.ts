/** Full-page screenshots for review: `test-results/screenshots/<name>-<width><suffix>.png`. */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, type Viewport } from './journey';
import { SCREENSHOTS_DIR } from './paths';

/** The page at its current width. */
export async function screenshot(page: Page, name: string, { suffix = '' }: { suffix?: string } = {}): Promise<void> {
  const width = page.viewportSize()?.width ?? DESKTOP.width;
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${width}${suffix}.png`), fullPage: true });
}

/** Runs `each` with the page at desktop width, then at phone width; leaves it at desktop width. */
export async function atBothWidths(page: Page, each: (viewport: Viewport) => Promise<void>): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await each(viewport);
  }
  await page.setViewportSize(DESKTOP);
}

/** The page at desktop and at phone width; it is left at desktop width. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await atBothWidths(page, () => screenshot(page, name));
}
