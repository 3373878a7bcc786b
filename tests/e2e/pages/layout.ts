import type { Locator, Page } from 'playwright-core';

/** The side navigation's entries, in the spec's order (spec 000 §2, Authenticated layout). */
export const NAV_ENTRIES = [
  { name: 'Dashboard', path: '/dashboard' },
  { name: 'Credit Report', path: '/credit-report' },
  { name: 'Repair Plan', path: '/repair-plan' },
  { name: 'Dispute Letters', path: '/dispute-letters' },
  { name: 'Calendar', path: '/calendar' },
  { name: 'Notifications', path: '/notifications' },
  { name: 'Progress', path: '/progress' },
  { name: 'Settings', path: '/settings' },
] as const;

/** The side navigation: the navigation landmark that holds the Dashboard and Credit Report entries. */
export function sideNav(page: Page): Locator {
  return page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Credit Report', exact: true }) })
    .filter({ visible: true });
}

/** The element that reads 'Logged in as' and the user's name. */
export function loggedInAs(page: Page): Locator {
  return page
    .getByText(/Logged in as/)
    .filter({ visible: true })
    .first()
    .locator('xpath=..');
}

/** The side navigation's Logout button (the account menu's Logout is a menu item, shown only while it is open). */
export function sideNavLogout(page: Page): Locator {
  return page.getByRole('button', { name: 'Logout', exact: true }).filter({ visible: true });
}

/** The top bar's account menu trigger. */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: /account/i }).filter({ visible: true });
}
