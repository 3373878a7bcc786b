import { usePageTitle } from '../../lib/page-title';

/** /notifications (spec document 1): being built. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  return <h1 className="text-2xl font-bold">Notifications</h1>;
}
