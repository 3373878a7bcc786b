import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { forgetRememberedAnswers } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { loginPathFor } from './redirect';
import { useAuthSession } from './session';
import { isSignedOutOnPurpose } from './sign-out-intent';

/** Guards signed-in routes: spinner while auth loads, /login (keeping where the user was going) when signed out. */
export function RequireAuth() {
  const { user, isPending, refetch } = useAuthSession();
  const location = useLocation();
  const [confirmed, setConfirmed] = useState(false);

  // The session store outlives this route: after signing in on /login it can still hold the earlier "no session"
  // answer for a moment. Before sending anyone to /login, ask the server once.
  useEffect(() => {
    let active = true;
    void refetch().finally(() => active && setConfirmed(true));
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount of the signed-in area
  }, []);

  const signedOut = confirmed && !isPending && !user;

  // Once signed out (logout or an expired session) nothing of the last user stays cached. This runs after the
  // signed-in screens have unmounted, so no query refetches into a 401.
  useEffect(() => {
    if (signedOut) {
      queryClient.clear();
      forgetRememberedAnswers();
    }
  }, [signedOut]);

  if (isPending || (!user && !confirmed)) {
    return (
      <main id="main-content" className="flex min-h-screen items-center justify-center">
        <h1 className="sr-only">Loading</h1>
        <PageSpinner label="Loading..." />
      </main>
    );
  }
  if (!user) {
    if (isSignedOutOnPurpose()) return <Navigate to="/login" replace />;
    return <Navigate to={loginPathFor(location)} replace state={{ from: location }} />;
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
