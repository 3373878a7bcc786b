import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { journey } from './harness/journey';
import { createUser, sessionUser, signUpViaApi, uniqueUser } from './harness/users';
import { registerForm, signInThroughForm } from './pages/auth';
import { expectPath, expectText, expectVisible } from './pages/expect';
import { accountMenuButton, loggedInAs, sideNavLogout } from './pages/layout';
import { expectToast } from './pages/toast';

journey('logout from the side navigation shows the toast, and protected pages then send to /login', async ({ page, context }) => {
  const user = uniqueUser('logout-nav');
  await signUpViaApi(context, user);
  await page.goto('/dashboard');
  await expectVisible(loggedInAs(page).getByText(user.name), `'Logged in as' ${user.name}`);

  await sideNavLogout(page).click();
  await expectToast(page, /^Logged out(?! successfully)/);
  expect(await sessionUser(context)).toBeNull();
  for (const path of ['/dashboard', '/settings']) {
    await page.goto(path);
    await expectPath(page, '/login');
  }
});

journey('logout from the account menu shows the toast, and protected pages then send to /login', async ({ page, context }) => {
  const user = uniqueUser('logout-menu');
  await signUpViaApi(context, user);
  await page.goto('/dashboard');
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  for (const item of ['Settings', 'Subscription', 'Notifications', 'Logout']) {
    await expectVisible(menu.getByRole('menuitem', { name: new RegExp(`^${item}`) }), `the account menu item ${item}`);
  }
  await expectVisible(menu.getByText('My Account'), "the account menu's 'My Account' label");
  await menu.getByRole('menuitem', { name: /^Logout/ }).click();
  await expectToast(page, /Logged out successfully/);
  expect(await sessionUser(context)).toBeNull();
  await page.goto('/notifications');
  await expectPath(page, '/login');
});

journey('a signed-out visitor opening /settings is sent to /login and comes back to /settings after signing in', async ({ page, context }) => {
  const user = await createUser(context, 'return');
  await page.goto('/settings');
  await expectPath(page, '/login');
  await signInThroughForm(page, user);
  await expectPath(page, '/settings');
  await expectVisible(page.getByRole('tab', { name: 'Profile' }), 'the settings page');
});

journey('/ sends a signed-in user to /dashboard', async ({ page, context }) => {
  await signUpViaApi(context, uniqueUser('root'));
  await page.goto('/');
  await expectPath(page, '/dashboard', 5_000);
});

journey('/onboarding sends an anonymous visitor to /login', async ({ page }) => {
  await page.goto('/onboarding');
  await expectPath(page, '/login');
});

/** Makes every session check take `ms` longer, as on a slow mobile connection. */
async function slowSessionChecks(page: Page, ms: number): Promise<void> {
  await page.route('**/api/auth/get-session*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Stays on `path` for a while: a signed-in user must not be bounced back to /login once the session check lands. */
async function expectToStayOn(page: Page, path: string, ms = 1_500): Promise<void> {
  await expectPath(page, path);
  await page.waitForTimeout(ms);
  expect(new URL(page.url()).pathname, `still on ${path} ${ms} ms later`).toBe(path);
}

journey('slow network: after signing in, the user stays on the protected page they came from', async ({ page, context }) => {
  const user = await createUser(context, 'slow-return');
  await page.goto('/settings');
  await expectPath(page, '/login');
  await slowSessionChecks(page, 400);
  await signInThroughForm(page, user);
  await expectToStayOn(page, '/settings');
  await expectVisible(page.getByRole('tab', { name: 'Profile' }), 'the settings page');
});

journey('slow network: after registering, the user stays on /onboarding', async ({ page }) => {
  const user = uniqueUser('slow-register');
  await page.goto('/register');
  await slowSessionChecks(page, 400);
  const form = registerForm(page);
  await form.fullName.fill(user.name);
  await form.email.fill(user.email);
  await form.password.fill(user.password);
  await form.confirmPassword.fill(user.password);
  await form.submit.click();
  await expectToStayOn(page, '/onboarding');
  await expectText(page, "Let's get started improving your credit score with AI-powered analysis");
});
