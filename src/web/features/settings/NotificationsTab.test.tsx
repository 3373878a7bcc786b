// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { NotificationSettingsDto } from '../../../common/notification-preferences';

const { NotificationsTab } = await import('./NotificationsTab');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderTab() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <NotificationsTab />
    </QueryClientProvider>,
  );
}

describe('NotificationsTab', () => {
  it('shows the stored switches, saves one change, and says text reminders are not available', async () => {
    let state: NotificationSettingsDto = { email: { deadline_reminders: true, dispute_updates: false, report_reminders: true }, sms_available: false };
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          const body = JSON.parse(String(init.body)) as { email: Partial<NotificationSettingsDto['email']> };
          bodies.push(body);
          state = { ...state, email: { ...state.email, ...body.email } };
        }
        return new Response(JSON.stringify(state), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderTab();
    const updates = await screen.findByRole('switch', { name: 'Dispute updates' });
    expect(updates.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Deadline reminders' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.getByText(/Text reminders are not available/)).toBeTruthy();
    expect(screen.getByText('Receipts, payment problems and the end of your free month')).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: 'Monthly report reminder' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notification preferences saved'));
    expect(bodies).toEqual([{ email: { report_reminders: false } }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Monthly report reminder' }).getAttribute('aria-checked')).toBe('false'));
  });

  it('a failed save shows the error toast and keeps the switch as stored', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'PATCH'
          ? new Response(JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } }), {
              status: 500,
              headers: { 'Content-Type': 'application/json' },
            })
          : new Response(JSON.stringify({ email: { deadline_reminders: true, dispute_updates: true, report_reminders: true }, sms_available: false }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
      ),
    );
    renderTab();
    await userEvent.click(await screen.findByRole('switch', { name: 'Deadline reminders' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.getByRole('switch', { name: 'Deadline reminders' }).getAttribute('aria-checked')).toBe('true');
  });
});
