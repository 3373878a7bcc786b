import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { journey } from './harness/journey';
import { expectPath, expectText, expectVisible } from './pages/expect';

/** A link or a button with this accessible name (the spec calls both "buttons"). */
function action(scope: Page | Locator, name: string): Locator {
  return scope
    .getByRole('link', { name, exact: true })
    .or(scope.getByRole('button', { name, exact: true }))
    .first();
}

const header = (page: Page) => page.getByRole('banner');
const hero = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
const pricing = (page: Page) => page.locator('section').filter({ hasText: 'Credit Repair Subscription' });
const closing = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'Ready to Fix Your Credit?' }) });

/** Every call to action of the landing page and where spec 000 §2 says it leads. */
const ACTIONS: Array<{ where: string; scope: (page: Page) => Locator; name: string; to: string; hash?: string }> = [
  { where: 'header', scope: header, name: 'Home', to: '/landing' },
  { where: 'header', scope: header, name: 'Features', to: '/landing', hash: '#features' },
  { where: 'header', scope: header, name: 'How It Works', to: '/how-it-works' },
  { where: 'header', scope: header, name: 'Pricing', to: '/landing', hash: '#pricing' },
  { where: 'header', scope: header, name: 'Login', to: '/login' },
  { where: 'header', scope: header, name: 'Sign Up', to: '/register' },
  { where: 'hero', scope: hero, name: 'Start Fixing Your Credit', to: '/register' },
  { where: 'hero', scope: hero, name: 'How It Works', to: '/how-it-works' },
  { where: 'hero', scope: hero, name: 'See Your Full Dashboard', to: '/register' },
  { where: 'pricing', scope: pricing, name: 'Get Started', to: '/register' },
  { where: 'closing section', scope: closing, name: 'Get Started For Free', to: '/register' },
];

journey('/ sends a signed-out visitor to /landing', async ({ page }) => {
  await page.goto('/');
  await expectPath(page, '/landing', 5_000);
  await expectVisible(page.getByRole('heading', { level: 1 }), 'the landing headline');
});

journey('the landing page shows the spec sections and every call to action leads where the spec says', async ({ page }) => {
  await page.goto('/landing');
  for (const feature of ['Credit Analysis', 'Strategic Planning', 'Automated Letters', 'Guided Timeline', 'Progress Tracking', 'Expert Guidance']) {
    await expectVisible(page.getByRole('heading', { name: feature, exact: true }), `the feature card ${feature}`);
  }
  await expectText(page, 'Credit Repair Subscription');
  await expectText(page, /19\.99/);

  for (const { where, scope, name, to, hash } of ACTIONS) {
    await page.goto('/landing');
    const target = action(scope(page), name);
    await expectVisible(target, `'${name}' in the ${where}`);
    await target.click();
    await expectPath(page, to).catch((error: Error) => {
      throw new Error(`'${name}' in the ${where}: ${error.message}`);
    });
    if (hash) await page.waitForURL((url) => url.hash === hash, { timeout: 5_000 });
  }
});

journey('the dashboard preview falls back to a placeholder image when it fails to load', async ({ page }) => {
  await page.goto('/landing');
  const preview = hero(page).locator('img').first();
  await expectVisible(preview, 'the dashboard preview image in the hero');
  await page.waitForFunction(
    (element) => {
      const img = element as HTMLImageElement;
      return img.complete && img.naturalWidth > 0;
    },
    await preview.elementHandle(),
  );
  const previewSrc = await preview.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
  expect(previewSrc, 'the preview must be a loadable image URL').toMatch(/^https?:/);

  const blocked = new URL(previewSrc).href;
  await page.route(
    (url) => url.href === blocked,
    (route) => route.abort(),
  );
  await page.reload();
  const fallback = hero(page).locator('img').first();
  await page.waitForFunction(
    ([element, failedSrc]) => {
      const img = element as HTMLImageElement;
      return (img.currentSrc || img.src) !== failedSrc && img.complete && img.naturalWidth > 0;
    },
    [await fallback.elementHandle(), blocked] as const,
    { timeout: 10_000 },
  );
  await expectVisible(fallback, 'the placeholder image');
});

journey('/how-it-works shows its four steps and buttons', async ({ page }) => {
  await page.goto('/how-it-works');
  await expectVisible(page.getByRole('heading', { level: 1 }), 'the how-it-works headline');
  for (const name of ['Login', 'Get Started', 'Start Fixing Your Credit', 'View Pricing']) {
    await expectVisible(action(page, name), `the '${name}' button`);
  }
});

for (const path of ['/privacy-policy', '/terms-of-service', '/privacy', '/terms']) {
  journey(`${path} renders the legal text, last updated April 6, 2025`, async ({ page }) => {
    await page.goto(path);
    expect(new URL(page.url()).pathname, `${path} must not redirect elsewhere`).toBe(path);
    await expectVisible(page.getByRole('heading', { level: 1 }), 'the legal page title');
    await expectText(page, /April 6, 2025/);
    const title = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    expect(title).toMatch(path.includes('privacy') ? /privacy/i : /terms/i);
  });
}
