import type { Page } from 'playwright-core';
import type { TestUser } from '../harness/users';

/** The sign-in form (/login). */
export function loginForm(page: Page) {
  const form = page.locator('form').filter({ has: page.getByLabel('Password', { exact: true }) });
  return {
    form,
    email: form.getByLabel('Email'),
    password: form.getByLabel('Password', { exact: true }),
    submit: form.locator('button[type="submit"]'),
  };
}

export async function signInThroughForm(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const login = loginForm(page);
  await login.email.fill(user.email);
  await login.password.fill(user.password);
  await login.submit.click();
}

/** The registration form (/register). */
export function registerForm(page: Page) {
  const form = page.locator('form').filter({ has: page.getByLabel('Confirm Password') });
  return {
    form,
    fullName: form.getByLabel('Full Name'),
    email: form.getByLabel('Email'),
    password: form.getByLabel('Password', { exact: true }),
    confirmPassword: form.getByLabel('Confirm Password'),
    submit: form.locator('button[type="submit"]'),
  };
}
