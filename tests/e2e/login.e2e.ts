import { expect } from 'vitest';
import { journey } from './harness/journey';
import { createUser, sessionUser } from './harness/users';
import { loginForm, signInThroughForm } from './pages/auth';
import { expectEnabled, expectPath, expectText, expectVisible } from './pages/expect';
import { expectToast } from './pages/toast';

journey('login: the sign-in page has the spec texts and links', async ({ page }) => {
  await page.goto('/login');
  await expectText(page, 'Sign in to access your credit repair dashboard');
  const links: Array<[RegExp, string]> = [
    [/^Forgot password\?$/, '/forgot-password'],
    [/^Sign up$/i, '/register'],
    [/terms/i, '/terms'],
    [/privacy/i, '/privacy'],
  ];
  for (const [name, href] of links) {
    expect(await page.getByRole('link', { name }).first().getAttribute('href'), `the ${String(name)} link`).toBe(href);
  }
  const form = loginForm(page);
  expect(await form.email.getAttribute('type')).toBe('email');
  expect(await form.email.getAttribute('required')).not.toBeNull();
  expect(await form.password.getAttribute('required')).not.toBeNull();
});

journey('login: a wrong password shows the inline message and enables the form again; the right one goes to /onboarding', async ({ page, context }) => {
  const user = await createUser(context, 'login');
  await page.goto('/login');
  const form = loginForm(page);

  await signInThroughForm(page, { email: user.email, password: `${user.password}-wrong` });
  await expectVisible(form.form.getByText('Invalid email or password'), 'the inline server message');
  await expectToast(page, 'Login failed');
  await expectEnabled(form.submit, true, 'the sign-in button after a failure');
  await expectEnabled(form.email, true, 'the email field after a failure');
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await sessionUser(context)).toBeNull();

  await form.password.fill(user.password);
  await form.submit.click();
  await expectToast(page, 'Login successful');
  await expectPath(page, '/onboarding');
  expect((await sessionUser(context))?.email).toBe(user.email);
});

journey('keyboard: the sign-in form can be filled and submitted with the keyboard only', async ({ page, context }) => {
  const user = await createUser(context, 'keyboard');
  await page.goto('/login');
  const form = loginForm(page);
  await expectVisible(form.email, 'the email field');

  const focusedIs = (locator: typeof form.email) => locator.evaluate((element) => element === document.activeElement);
  for (let presses = 0; !(await focusedIs(form.email)); presses++) {
    if (presses > 25) throw new Error('the email field cannot be reached with Tab');
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type(user.email);
  for (let presses = 0; !(await focusedIs(form.password)); presses++) {
    if (presses > 5) throw new Error('the password field cannot be reached with Tab from the email field');
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expectPath(page, '/onboarding');
  expect((await sessionUser(context))?.email).toBe(user.email);
});
