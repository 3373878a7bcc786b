import { expect } from 'vitest';
import { journey } from './harness/journey';
import { linkIn, waitForMail } from './harness/mailbox';
import { createUser, sessionUser, uniqueUser } from './harness/users';
import { registerForm } from './pages/auth';
import { expectEnabled, expectPath, expectText, expectVisible } from './pages/expect';
import { expectToast } from './pages/toast';

journey(
  'register: mismatched passwords are refused, then the new user is signed in, lands on /onboarding and gets a verification email',
  async ({ page, context, baseURL }) => {
    const user = uniqueUser('register');
    await page.goto('/register');
    await expectText(page, 'Create an account to start your credit repair journey');
    await expectVisible(page.getByText('Create Account').first(), "the 'Create Account' card");
    for (const [name, href] of [
      [/terms/i, '/terms'],
      [/privacy/i, '/privacy'],
    ] as const) {
      expect(await page.getByRole('link', { name }).first().getAttribute('href'), `the ${String(name)} link`).toBe(href);
    }
    expect(
      await page
        .getByRole('link', { name: /sign in|log ?in/i })
        .first()
        .getAttribute('href'),
      'the link back to sign in',
    ).toBe('/login');

    const form = registerForm(page);
    await form.fullName.fill(user.name);
    await form.email.fill(user.email);
    await form.password.fill(user.password);
    await form.confirmPassword.fill(`${user.password}x`);
    await form.submit.click();
    await expectText(page, 'Passwords do not match');
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await sessionUser(context), 'no account is made while the passwords differ').toBeNull();

    await form.confirmPassword.fill(user.password);
    await form.submit.click();
    await expectPath(page, '/onboarding');
    await expectToast(page, 'Registration successful');
    const signedIn = await sessionUser(context);
    expect(signedIn?.email).toBe(user.email);
    expect(signedIn?.name).toBe(user.name);

    const mail = await waitForMail(user.email, { link: /\/api\/auth\/verify-email\?/ });
    const link = linkIn(mail, /\/api\/auth\/verify-email\?/);
    expect(link.origin, 'the verification link points at APP_URL').toBe(new URL(baseURL).origin);
    expect(link.searchParams.get('token')).toBeTruthy();

    await page.goto(link.href);
    // The link lands on a page that says the address is confirmed and what to do next (issue 27).
    await expectPath(page, '/email-verified');
    await expectText(page, 'Email Address Confirmed');
    await expectText(page, /^Your email address is confirmed\./);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expectPath(page, '/dashboard');
    const verified = await context.request.get('/api/auth/get-session');
    expect(((await verified.json()) as { user: { emailVerified?: boolean } }).user.emailVerified).toBe(true);
  },
);

journey('register: an address that already has an account is refused with the inline and toast messages', async ({ page, context }) => {
  const existing = await createUser(context, 'register-taken');
  await page.goto('/register');
  const form = registerForm(page);
  await form.fullName.fill('Someone Else');
  await form.email.fill(existing.email);
  await form.password.fill('Another-pass-123');
  await form.confirmPassword.fill('Another-pass-123');
  await form.submit.click();
  await expectToast(page, 'Registration failed');
  await expectVisible(form.form.getByRole('alert').first(), 'the inline registration error');
  await expectEnabled(form.submit, true, 'the submit button after a failure');
  expect(new URL(page.url()).pathname).toBe('/register');
  expect(await sessionUser(context)).toBeNull();
});
