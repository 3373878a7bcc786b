import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, journey, PHONE } from './harness/journey';
import { signUpViaApi, uniqueUser } from './harness/users';
import { expectHidden, expectPath, expectText, expectVisible } from './pages/expect';
import { NAV_ENTRIES, sideNav } from './pages/layout';

const menuButton = (page: Page) => page.getByRole('button', { name: /navigation/i }).filter({ visible: true });
/** A navigation entry that is on screen (the hidden desktop panel's copy does not count). */
const visibleEntry = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).filter({ visible: true });

async function expectEveryEntry(page: Page): Promise<void> {
  const nav = sideNav(page);
  for (const entry of NAV_ENTRIES) {
    const link = nav.getByRole('link', { name: entry.name, exact: true });
    await expectVisible(link, `the navigation entry ${entry.name}`);
    expect(await link.getAttribute('href'), `${entry.name} links to ${entry.path}`).toBe(entry.path);
  }
}

journey('404: an unknown route shows the not-found page with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status(), 'the SPA serves the unknown route').toBeLessThan(500);
  await expectText(page, 'Oops! Page not found');
  const home = page.getByRole('link', { name: 'Return to Home' });
  expect(await home.getAttribute('href')).toBe('/');
  await home.click();
  await expectPath(page, '/landing');
});

journey(
  'phone width: the side navigation is a drawer opened by the menu button, lists every entry and closes with Escape',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('drawer'));
    await page.goto('/dashboard');
    await expectVisible(menuButton(page), 'the menu button');
    await expectHidden(visibleEntry(page, 'Dispute Letters'), 'the navigation before it is opened');

    await menuButton(page).click();
    await expectEveryEntry(page);
    await page.keyboard.press('Escape');
    await expectHidden(visibleEntry(page, 'Dispute Letters'), 'the navigation after Escape');

    await menuButton(page).click();
    await sideNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
    await expectPath(page, '/settings');
    await expectHidden(visibleEntry(page, 'Dispute Letters'), 'the drawer after choosing an entry');
  },
  { viewport: PHONE },
);

journey(
  'desktop width: the side navigation is always visible and needs no menu button',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('panel'));
    await page.goto('/dashboard');
    await expectEveryEntry(page);
    expect(await menuButton(page).count(), 'no visible menu button at 1280 px').toBe(0);
    await sideNav(page).getByRole('link', { name: 'Progress', exact: true }).click();
    await expectPath(page, '/progress');
    await expectEveryEntry(page);
  },
  { viewport: DESKTOP },
);
