import type { Locator, Page } from 'playwright-core';
import { expectVisible } from './expect';

/** A toast (sonner) whose text contains `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export async function expectToast(page: Page, text: string | RegExp, timeout?: number): Promise<void> {
  await expectVisible(toast(page, text), `a toast saying ${JSON.stringify(String(text))}`, timeout);
}
