/**
 * Accessibility of the report details' tabs for a user with one analysed Experian report, in both themes (the largest
 * pages: a file of their own, so the two journey workers share the accessibility checks). How each page is checked:
 * harness/page-checks.ts.
 */
import type { Page } from 'playwright-core';
import { pageCheckJourneys } from './harness/page-checks';

const openTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel', { name }).waitFor();
};

pageCheckJourneys(
  ['Score Factors', 'Strategy', 'Negative Items', 'Recommendations', 'Possible Errors', 'Review Accounts'].map((tab) => ({
    name: `report details ${tab.toLowerCase()}`,
    path: '/credit-report?tab=details',
    signedIn: 'with-report' as const,
    prepare: openTab(tab),
    ready: (page: Page) => page.getByRole('tabpanel', { name: tab }),
    dark: true as const,
  })),
);
