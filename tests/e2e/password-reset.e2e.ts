import { expect } from 'vitest';
import { journey } from './harness/journey';
import { linkIn, waitForMail } from './harness/mailbox';
import { createUser, sessionUser } from './harness/users';
import { loginForm, signInThroughForm } from './pages/auth';
import { expectPath, expectText, expectVisible } from './pages/expect';
import { expectToast } from './pages/toast';

const RESET_LINK = /\/reset-password\?/;

async function expectInvalidLink(page: import('playwright-core').Page): Promise<void> {
  await expectText(page, 'Invalid Reset Link');
  await expectText(page, 'The password reset link is invalid or has expired.');
  const requestNew = page.getByRole('link', { name: 'Request New Reset Link' }).or(page.getByRole('button', { name: 'Request New Reset Link' }));
  await expectVisible(requestNew, "the 'Request New Reset Link' button");
  await expectVisible(page.getByRole('link', { name: /Back to Login/i }), "the 'Back to Login' link");
}

journey(
  'password reset: email, link, new password, redirect to /login; the old password is refused and the link is single-use',
  async ({ page, context, baseURL }) => {
    const user = await createUser(context, 'reset');
    const newPassword = `${user.password}-new`;

    await page.goto('/forgot-password');
    expect(
      await page
        .getByRole('link', { name: /Back to Login/i })
        .first()
        .getAttribute('href'),
    ).toBe('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectText(page, 'Please enter a valid email address');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectText(page, 'Check your email');
    await expectToast(page, 'Password reset email sent');

    // 'try again' brings the form back without sending anything.
    await page
      .getByRole('button', { name: /try again/i })
      .or(page.getByRole('link', { name: /try again/i }))
      .click();
    await expectVisible(page.getByRole('button', { name: 'Send Reset Link' }), 'the form again after try again');

    const mail = await waitForMail(user.email, { link: RESET_LINK });
    const link = linkIn(mail, RESET_LINK);
    expect(link.origin, 'the reset link points at APP_URL').toBe(new URL(baseURL).origin);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('access_token')).toBeTruthy();

    await page.goto(link.href);
    const password = page.getByLabel('New Password');
    const confirm = page.getByLabel('Confirm Password');
    await expectVisible(password, "the 'New Password' field");
    await password.fill('short');
    await confirm.fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectText(page, 'Password must be at least 8 characters');

    await password.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectText(page, "Passwords don't match");

    await confirm.fill(newPassword);
    const submittedAt = Date.now();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password updated');
    expect(new URL(page.url()).pathname, 'the page stays while the success shows').toBe('/reset-password');
    await expectPath(page, '/login', 8_000);
    // The redirect is 2 s after the update succeeds, which is after the click.
    expect(Date.now() - submittedAt, 'the redirect to /login waits 2 s after the update').toBeGreaterThanOrEqual(2_000);

    await signInThroughForm(page, user);
    await expectVisible(loginForm(page).form.getByText('Invalid email or password'), 'the old password refused');
    expect(await sessionUser(context)).toBeNull();
    await loginForm(page).password.fill(newPassword);
    await loginForm(page).submit.click();
    await expectPath(page, '/onboarding');

    await context.clearCookies();
    await page.goto(link.href);
    await expectInvalidLink(page);
  },
);

journey('password reset: a garbage token shows Invalid Reset Link, whose button leads to /forgot-password', async ({ page }) => {
  await page.goto('/reset-password?type=recovery&access_token=not-a-real-token');
  await expectInvalidLink(page);
  await page
    .getByRole('link', { name: 'Request New Reset Link' })
    .or(page.getByRole('button', { name: 'Request New Reset Link' }))
    .click();
  await expectPath(page, '/forgot-password');
});

journey('password reset: a link without type=recovery is invalid', async ({ page }) => {
  await page.goto('/reset-password?access_token=whatever');
  await expectInvalidLink(page);
});
