import { useNavigate } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useAuthSession } from '../features/auth/session';
import { useRootRedirect } from './root-redirect';

/** `/`: a spinner until auth resolves, then replace history with /dashboard or /landing. */
export function RootRedirect() {
  const { user, isPending } = useAuthSession();
  const navigate = useNavigate();
  useRootRedirect({ isPending, signedIn: user !== null }, (to) => navigate(to, { replace: true }));
  return (
    <main className="flex min-h-screen items-center justify-center">
      <h1 className="sr-only">Loading</h1>
      <PageSpinner label="Loading your account..." />
    </main>
  );
}
