import { Outlet, ScrollRestoration } from 'react-router';

/** The top route: renders the matched screen and restores scroll (including #hash targets) on navigation. */
export function RootShell() {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-primary focus:shadow-lg"
      >
        Skip to main content
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
