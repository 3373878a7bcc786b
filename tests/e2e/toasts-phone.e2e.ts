/**
 * At 390 px a toast never covers navigation (issue 27, decisions 202 and 204): with a toast on screen, the menu
 * button, the bell's panel and the menu drawer down to its Logout button are what a tap at their centre reaches.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { journey, PHONE } from './harness/journey';
import { reportFiles, uploadViaApi, waitForAnalyses, type GeneratedReport } from './harness/reports';
import { signUpViaApi, uniqueUser } from './harness/users';
import { expectVisible } from './pages/expect';
import { toast } from './pages/toast';

const files = reportFiles();
let report: GeneratedReport;

beforeAll(async () => {
  report = await files.write('experian-classic');
});

afterAll(() => files.cleanup());

/**
 * True when nothing is painted over the element's centre and bottom edge. A modal drawer turns pointer events off
 * on the rest of the page (toasts included), which hit-testing would skip: they are turned back on for the toasts,
 * so a toast on top is found.
 */
async function reachable(page: Page, target: Locator): Promise<boolean> {
  await page.addStyleTag({ content: '[data-sonner-toaster], [data-sonner-toast] { pointer-events: auto !important; }' });
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  const points: [number, number][] = [
    [box.x + box.width / 2, box.y + box.height / 2],
    [box.x + box.width / 2, box.y + box.height - 2],
  ];
  for (const [x, y] of points) {
    const hit = await page.evaluate(([el, px, py]) => el.contains(document.elementFromPoint(px, py)), [handle, x, y] as const);
    if (!hit) return false;
  }
  return true;
}

journey(
  'with a toast on screen, the menu button, the bell panel and the drawer stay reachable',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('phone-toast'));
    await uploadViaApi(context, 'experian', report.file);
    await waitForAnalyses(context);
    await page.goto('/dashboard');
    await expectVisible(page.getByRole('button', { name: 'Refresh Data' }), 'Refresh Data', 15_000);
    // A toast the dashboard shows: 'Refresh Data' while the list cannot be loaded.
    await page.route('**/api/analyses', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'The server had a problem.' }) }),
    );
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await expectVisible(toast(page, 'Failed to refresh data'), 'the refresh failure toast', 15_000);

    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    expect(await reachable(page, menu)).toBe(true);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Notifications panel' });
    await expectVisible(panel, 'the bell panel');
    expect(await reachable(page, panel)).toBe(true);
    await page.keyboard.press('Escape');

    await menu.click();
    const logout = page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: /Logout/ });
    await expectVisible(logout, 'the drawer Logout button');
    await page.waitForTimeout(400); // the drawer's slide-in
    expect(await toast(page, 'Failed to refresh data').count()).toBeGreaterThan(0);
    expect(await reachable(page, logout)).toBe(true);
  },
  { viewport: PHONE, timeoutMs: 120_000 },
);
