// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from './session';

/** A fake session store: `current` is what the hook reports; `refetch` swaps in `serverAnswer`. */
const store = vi.hoisted(() => ({
  current: { user: null as SessionUser | null, isPending: false },
  serverAnswer: null as SessionUser | null,
  listeners: new Set<() => void>(),
}));
vi.mock('./session', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  };
  return {
    useAuthSession: () => {
      const state = useSyncExternalStore(subscribe, () => store.current);
      return {
        ...state,
        refetch: async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          store.current = { user: store.serverAnswer, isPending: false };
          store.listeners.forEach((listener) => listener());
        },
      };
    },
  };
});

const { RequireAuth } = await import('./RequireAuth');

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { Component: RequireAuth, children: [{ path: '/settings', element: <p>settings page</p> }] },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const sam: SessionUser = { id: 'u1', email: 'sam@example.com', name: 'Sam' };

describe('RequireAuth', () => {
  afterEach(cleanup);

  it('asks the server before redirecting, so a just-signed-in user is not bounced to /login', async () => {
    store.current = { user: null, isPending: false };
    store.serverAnswer = sam;
    const router = renderAt('/settings');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('settings page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('sends a signed-out visitor to /login and keeps where they were going', async () => {
    store.current = { user: null, isPending: false };
    store.serverAnswer = null;
    const router = renderAt('/settings?tab=security');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fsettings%3Ftab%3Dsecurity');
  });

  it('shows a spinner while the session is loading', () => {
    store.current = { user: null, isPending: true };
    store.serverAnswer = null;
    renderAt('/settings');
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });
});
