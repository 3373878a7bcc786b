import type { Locator, Page } from 'playwright-core';

/** The onboarding wizard (/onboarding, spec 000 §2): its step tabs, footer buttons and per-bureau upload boxes. */
export function onboardingWizard(page: Page) {
  const footerButton = (name: string) => page.getByRole('button', { name, exact: true });
  return {
    stepTabs: page.getByRole('tablist', { name: 'Onboarding steps' }).getByRole('tab'),
    /** The current step's heading (the page's only h2). */
    stepHeading: page.getByRole('heading', { level: 2 }),
    back: footerButton('Back'),
    continue: footerButton('Continue'),
    skip: footerButton('Skip for now'),
    finish: footerButton('Go to Dashboard'),
    viewReport: footerButton('View Credit Report Details'),
    /** The file input of one bureau's box ('Experian', 'TransUnion', 'Equifax'). */
    uploadInput: (bureau: string): Locator => page.getByLabel(`Upload ${bureau} report`),
    /** One bureau's row on the complete step (status text, progress bar, failure reason). */
    statusRow: (bureau: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('progressbar', { name: `${bureau} analysis progress` }) }),
  };
}

/** Clicks Continue once the 1.5 s lock of the previous click has passed (spec 000 §4). */
export async function continueWizard(page: Page, timeout = 5_000): Promise<void> {
  const button = onboardingWizard(page).continue;
  const deadline = Date.now() + timeout;
  while (!(await button.isEnabled())) {
    if (Date.now() > deadline) throw new Error('expected Continue to be enabled within the button lock');
    await page.waitForTimeout(100);
  }
  await button.click();
}
