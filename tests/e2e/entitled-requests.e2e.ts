/**
 * Paid data is asked for only when the person is entitled to it (issue 27): a free person, and a subscriber whose
 * 3 business days to cancel still run, open every screen of the app after a report was analysed, and no request
 * answers 402 (no plan) or 403 (services not yet open); nothing of the kind reaches the console either.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { journey, type Journey } from './harness/journey';
import { reportFiles, uploadViaApi, waitForAnalyses, type GeneratedReport } from './harness/reports';
import { signUpViaApi, subscribeViaApi, uniqueUser } from './harness/users';
import { expectVisible } from './pages/expect';

const SCREENS = ['/dashboard', '/credit-report', '/repair-plan', '/progress', '/calendar', '/dispute-letters', '/notifications', '/settings', '/subscription'];

const files = reportFiles();
let report: GeneratedReport;

beforeAll(async () => {
  report = await files.write('equifax-a');
});

afterAll(() => files.cleanup());

/** Every API answer refused for want of a plan (402) or of open services (403), as "STATUS METHOD /path". */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && (response.status() === 402 || response.status() === 403)) {
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  return refused;
}

async function visitEveryScreen(page: Page): Promise<void> {
  for (const screen of SCREENS) {
    await page.goto(screen);
    await expectVisible(page.getByRole('heading', { level: 1 }).first(), `the heading of ${screen}`, 15_000);
    // Queries start as the screen's parts mount; give the late ones (cards, badges, polls) time to ask.
    await page.waitForTimeout(1_500);
  }
}

/** After `setup`, an analysed report and a visit of every screen: no API answer was 402 or 403, none in the console. */
async function expectNoRefusals({ page, context, browserErrors }: Journey, setup: (context: BrowserContext) => Promise<void>): Promise<void> {
  await setup(context);
  await uploadViaApi(context, 'equifax', report.file);
  await waitForAnalyses(context);
  const refused = watchRefusals(page);
  await visitEveryScreen(page);
  expect(refused).toEqual([]);
  expect(browserErrors.filter((e) => /\b40[23]\b/.test(e))).toEqual([]);
}

journey(
  "a free person's screens ask for nothing that answers 402",
  (current) => expectNoRefusals(current, (context) => signUpViaApi(context, uniqueUser('free-requests'))),
  { timeoutMs: 180_000 },
);

journey(
  'a subscriber in the 3 business days to cancel: no request answers 403 either',
  (current) =>
    expectNoRefusals(current, async (context) => {
      await signUpViaApi(context, uniqueUser('waiting-requests'));
      await subscribeViaApi(context, 'monthly', undefined, { openServices: false });
    }),
  { timeoutMs: 180_000 },
);
