/**
 * Accessibility of the public pages and of a new user's pages (the pages with a report:
 * accessibility-report*.e2e.ts). How each page is checked: harness/page-checks.ts.
 */
import type { Page } from 'playwright-core';
import { heading, pageCheckJourneys } from './harness/page-checks';

const settingsTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel').waitFor();
};

pageCheckJourneys([
  { name: 'landing', path: '/landing', ready: heading },
  { name: 'how it works', path: '/how-it-works', ready: heading },
  { name: 'login', path: '/login', ready: (page) => page.getByText('Sign in to access your credit repair dashboard') },
  { name: 'register', path: '/register', ready: (page) => page.getByText('Create an account to start your credit repair journey') },
  { name: 'forgot password', path: '/forgot-password', ready: (page) => page.getByRole('button', { name: 'Send Reset Link' }) },
  { name: 'reset password (invalid link)', path: '/reset-password?type=recovery&access_token=invalid', ready: (page) => page.getByText('Invalid Reset Link') },
  { name: 'privacy policy', path: '/privacy-policy', ready: heading },
  { name: 'terms of service', path: '/terms-of-service', ready: heading },
  { name: '404', path: '/no-such-page', ready: (page) => page.getByText('Oops! Page not found') },
  {
    name: 'onboarding',
    path: '/onboarding',
    signedIn: true,
    ready: (page) => page.getByText("Let's get started improving your credit score with AI-powered analysis"),
  },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: heading, dark: true },
  {
    name: 'settings profile',
    path: '/settings',
    signedIn: true,
    ready: (page) => page.getByRole('button', { name: 'Save Changes' }),
    prepare: settingsTab('Profile'),
  },
  {
    name: 'settings notifications',
    path: '/settings',
    signedIn: true,
    ready: (page) => page.getByRole('tabpanel').getByRole('switch', { name: 'Deadline reminders' }),
    prepare: settingsTab('Notifications'),
  },
  {
    name: 'settings security',
    path: '/settings',
    signedIn: true,
    ready: (page) => page.getByRole('button', { name: 'Update Password' }),
    prepare: settingsTab('Security'),
  },
]);
