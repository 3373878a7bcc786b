/**
 * Accessibility of the pages of a user with one analysed Experian report, except the report details' tabs
 * (accessibility-report-details.e2e.ts). How each page is checked: harness/page-checks.ts.
 */
import { pageCheckJourneys } from './harness/page-checks';

pageCheckJourneys([
  { name: 'dashboard with a report', path: '/dashboard', signedIn: 'with-report', ready: (page) => page.getByText('Accounts Summary'), dark: true },
  {
    name: 'credit scores',
    path: '/credit-report?tab=scores',
    signedIn: 'with-report',
    ready: (page) => page.getByRole('button', { name: /Correct score/ }),
    dark: true,
  },
  {
    name: 'credit report upload',
    path: '/credit-report?tab=upload',
    signedIn: 'with-report',
    ready: (page) => page.getByText('PDF, JPEG, PNG or a saved web page (HTML) up to 10MB, or up to 20 photos of one report'),
  },
  {
    name: 'upload history',
    path: '/credit-report?tab=history',
    signedIn: 'with-report',
    ready: (page) => page.getByText('r001.pdf').or(page.getByText('experian-current-0.pdf')),
  },
  { name: 'notifications', path: '/notifications', signedIn: 'with-report', ready: (page) => page.getByText('Credit Analysis Complete') },
]);
