import { usePageTitle } from '../../lib/page-title';

/** /credit-report (spec document 2): being built. */
export function CreditReportPage() {
  usePageTitle('Credit Report');
  return <h1 className="text-2xl font-bold">Credit Report</h1>;
}
