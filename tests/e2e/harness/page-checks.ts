/**
 * Accessibility page checks (the accessibility*.e2e.ts files): each page is opened, then axe-checked and
 * screenshotted at 1280 and 390 px, in the light theme and, for the pages that have one checked, the dark theme.
 * The signed-in pages use users set up once per file through the API.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { blockingViolations, formatViolations } from './axe';
import { journey, newJourneyContext } from './journey';
import { slug } from './paths';
import { reportFiles, uploadViaApi, waitForAnalyses } from './reports';
import { atBothWidths, screenshot } from './screenshots';
import { signUpViaApi, uniqueUser } from './users';
import { expectVisible } from '../pages/expect';

export interface PageCheck {
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

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** Signs up the users the checks need (one each kind) and keeps their cookies for the journeys. */
function signedInUsers(checks: PageCheck[]): (kind: true | 'with-report') => Cookies {
  const cookies = new Map<true | 'with-report', Cookies>();
  const files = reportFiles();
  beforeAll(async () => {
    if (checks.some((check) => check.signedIn === true)) {
      const { context } = await newJourneyContext();
      await signUpViaApi(context, uniqueUser('axe'));
      cookies.set(true, await context.cookies());
      await context.close();
    }
    if (checks.some((check) => check.signedIn === 'with-report')) {
      const { context } = await newJourneyContext();
      await signUpViaApi(context, uniqueUser('axe-report'));
      await uploadViaApi(context, 'experian', (await files.write('experian-current')).file);
      await waitForAnalyses(context);
      cookies.set('with-report', await context.cookies());
      await context.close();
    }
  }, 90_000);
  afterAll(() => files.cleanup());
  return (kind) => cookies.get(kind) ?? [];
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function open(page: Page, check: PageCheck): Promise<void> {
  await page.goto(check.path);
  await check.prepare?.(page);
  await expectVisible(check.ready(page), `the ${check.name} page content`);
  // Images and fonts loaded, entrance transitions done, so screenshots and contrast checks see the final page. (Not
  // 'networkidle': a signed-in page keeps its notification stream open, so that wait always ran to its limit.)
  await page
    .waitForFunction(() => document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await settle(page);
}

/** One journey per page: no serious or critical axe violation in each of its themes at both widths, with screenshots. */
export function pageCheckJourneys(checks: PageCheck[]): void {
  const cookiesOf = signedInUsers(checks);
  for (const check of checks) {
    const themes = check.dark ? (['light', 'dark'] as const) : (['light'] as const);
    journey(
      `axe: ${check.name} (${check.path}) has no serious or critical violations (${themes.join(' and ')} theme); screenshots at 1280 and 390 px`,
      async ({ page, context }) => {
        if (check.signedIn) await context.addCookies(cookiesOf(check.signedIn));

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
}
