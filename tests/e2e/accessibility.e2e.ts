import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { blockingViolations, formatViolations } from './harness/axe';
import { journey, newJourneyContext } from './harness/journey';
import { slug } from './harness/paths';
import { reportFiles, uploadViaApi, waitForAnalyses } from './harness/reports';
import { signUpViaApi, uniqueUser } from './harness/users';
import { atBothWidths, screenshot } from './harness/screenshots';
import { expectVisible } from './pages/expect';

interface PageCheck {
  name: string;
  path: string;
  /** true: a new user; 'with-report': a user with one analysed Experian report (and its notification). */
  signedIn?: true | 'with-report';
  /** Something that shows once the page has rendered its main content. */
  ready: (page: Page) => Locator;
  /** What to do after loading, e.g. open a tab. */
  prepare?: (page: Page) => Promise<void>;
  /** Checked in the dark theme too (decision 085): the dashboard and the credit report screens. */
  dark?: true;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const settingsTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel').waitFor();
};

const creditReportTab = (tab: string) => `/credit-report?tab=${tab}`;
const detailTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel', { name }).waitFor();
};

const PAGES: PageCheck[] = [
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
  { name: 'dashboard with a report', path: '/dashboard', signedIn: 'with-report', ready: (page) => page.getByText('Accounts Summary'), dark: true },
  {
    name: 'credit scores',
    path: creditReportTab('scores'),
    signedIn: 'with-report',
    ready: (page) => page.getByRole('button', { name: /Correct score/ }),
    dark: true,
  },
  {
    name: 'credit report upload',
    path: creditReportTab('upload'),
    signedIn: 'with-report',
    ready: (page) => page.getByText('PDF, JPEG, PNG or a saved web page (HTML) up to 10MB, or up to 20 photos of one report'),
  },
  {
    name: 'upload history',
    path: creditReportTab('history'),
    signedIn: 'with-report',
    ready: (page) => page.getByText('r001.pdf').or(page.getByText('experian-current-0.pdf')),
  },
  ...['Score Factors', 'Strategy', 'Negative Items', 'Recommendations', 'Possible Errors', 'Review Accounts'].map((tab) => ({
    name: `report details ${tab.toLowerCase()}`,
    path: creditReportTab('details'),
    signedIn: 'with-report' as const,
    prepare: detailTab(tab),
    ready: (page: Page) => page.getByRole('tabpanel', { name: tab }),
    dark: true as const,
  })),
  { name: 'notifications', path: '/notifications', signedIn: 'with-report', ready: (page) => page.getByText('Credit Analysis Complete') },
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
];

type Cookies = Awaited<ReturnType<import('playwright-core').BrowserContext['cookies']>>;
let signedInCookies: Cookies = [];
let withReportCookies: Cookies = [];
const files = reportFiles();

beforeAll(async () => {
  const { context } = await newJourneyContext();
  await signUpViaApi(context, uniqueUser('axe'));
  signedInCookies = await context.cookies();
  await context.close();

  const withReport = await newJourneyContext();
  await signUpViaApi(withReport.context, uniqueUser('axe-report'));
  await uploadViaApi(withReport.context, 'experian', (await files.write('experian-current')).file);
  await waitForAnalyses(withReport.context);
  withReportCookies = await withReport.context.cookies();
  await withReport.context.close();
}, 90_000);

afterAll(() => files.cleanup());

async function open(page: Page, check: PageCheck): Promise<void> {
  await page.goto(check.path);
  await check.prepare?.(page);
  await expectVisible(check.ready(page), `the ${check.name} page content`);
  // Let entrance transitions and lazy images settle so screenshots and contrast checks see the final page.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await settle(page);
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

for (const check of PAGES) {
  const themes = check.dark ? (['light', 'dark'] as const) : (['light'] as const);
  journey(
    `axe: ${check.name} (${check.path}) has no serious or critical violations (${themes.join(' and ')} theme); screenshots at 1280 and 390 px`,
    async ({ page, context }) => {
      if (check.signedIn) await context.addCookies(check.signedIn === 'with-report' ? withReportCookies : signedInCookies);

      await open(page, check);
      const reports: string[] = [];
      // Each theme (decision 085: the dark theme follows the system setting) at both widths.
      for (const scheme of themes) {
        await page.emulateMedia({ colorScheme: scheme });
        // The same page re-laid out (responsive CSS and the colour scheme apply without a reload).
        await atBothWidths(page, async (viewport) => {
          await settle(page);
          await screenshot(page, slug(check.name), { suffix: scheme === 'light' ? '' : '-dark' });
          const violations = await blockingViolations(page);
          if (violations.length) reports.push(formatViolations(`${check.path} at ${viewport.width} px, ${scheme} theme`, violations));
        });
      }
      if (reports.length) {
        console.error(reports.join('\n'));
        throw new Error(reports.join('\n'));
      }
    },
    { timeoutMs: check.dark ? 180_000 : 90_000 },
  );
}
