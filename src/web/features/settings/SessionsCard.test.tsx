// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { SessionDto } from '../../../common/sessions';

const { SessionsCard } = await import('./SessionsCard');

const session = (over: Partial<SessionDto>): SessionDto => ({
  id: 's1',
  device: 'Chrome on Windows',
  ip_address: '203.0.113.5',
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: '2026-11-23T10:00:00.000Z',
  current: false,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SessionsCard', () => {
  it('lists the devices, marks this one, and signs another out', async () => {
    let sessions = [session({ id: 'here', current: true }), session({ id: 'phone', device: 'Safari on iOS', ip_address: null })];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        sessions = sessions.filter((s) => !url.endsWith(s.id));
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ sessions }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <SessionsCard />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Safari on iOS')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    // This device has no sign-out button of its own (the account menu signs out).
    expect(screen.queryByRole('button', { name: 'Sign out Chrome on Windows' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/sessions/phone', expect.objectContaining({ method: 'DELETE' }));
    expect(toast.success).toHaveBeenCalledWith('Device signed out');
  });
});
