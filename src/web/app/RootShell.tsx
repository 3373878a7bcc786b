import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../components/site/SkipLink';

/** The top route: renders the matched screen and restores scroll (including #hash targets) on navigation. */
export function RootShell() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
