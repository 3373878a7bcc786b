import type { Locator, Page } from 'playwright-core';

/**
 * Waiting assertions on top of playwright-core (which has no `expect`): each waits up to the context's
 * default timeout and fails with a message that names what was expected.
 */

export async function expectVisible(locator: Locator, what?: string, timeout?: number): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new Error(`expected ${what ?? String(locator)} to be visible: ${firstLine(error)}`);
  }
}

export async function expectHidden(locator: Locator, what?: string, timeout?: number): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch (error) {
    throw new Error(`expected ${what ?? String(locator)} to be hidden: ${firstLine(error)}`);
  }
}

/** Waits until some element shows exactly this text (or matches this pattern). */
export async function expectText(page: Page | Locator, text: string | RegExp, timeout?: number): Promise<void> {
  await expectVisible(page.getByText(text, { exact: typeof text === 'string' }), `the text ${JSON.stringify(String(text))}`, timeout);
}

/** Waits until the page's path (and, when given, query parameters) is the expected one. */
export async function expectPath(page: Page, pathname: string, timeout = 10_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected to be on ${pathname}, but the page is at ${new URL(page.url()).pathname}`);
  }
}

export async function expectEnabled(locator: Locator, enabled: boolean, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if ((await locator.isEnabled()) === enabled) return;
    if (Date.now() > deadline) throw new Error(`expected ${what} to be ${enabled ? 'enabled' : 'disabled'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
