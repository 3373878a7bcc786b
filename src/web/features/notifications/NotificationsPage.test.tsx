// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { fakeNotificationsApi, localDate, notification, renderWithProviders } from './test-support';

const { NotificationsPage } = await import('./NotificationsPage');

const year = new Date().getFullYear();
const rows = [
  notification('n1', { title: 'Credit Analysis Complete', message: 'Your Experian report has been analyzed.', created_at: localDate(21, 9, 5) }),
  notification('n2', { type: 'DISPUTE_STATUS_UPDATE', title: 'Dispute updated', created_at: localDate(20, 17, 30) }),
  notification('n3', { type: 'SUBSCRIPTION_ACTIVATED', title: 'Subscribed', read: true, created_at: localDate(2) }),
];

const markAllButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all as read' });
const renderPage = () => renderWithProviders(<NotificationsPage />, '/notifications');

describe('NotificationsPage', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists every notification in the order served (newest first) with icon, title, message, date and unread marking', async () => {
    const api = fakeNotificationsApi(rows);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(document.title).toMatch(/^Notifications · /);
    const items = await screen.findAllByRole('listitem');
    expect(api.calls()).toContain('GET /api/notifications');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Unread: Credit Analysis Complete',
      'Unread: Dispute updated',
      'Subscribed',
    ]);
    expect(items.map((item) => item.querySelector('[data-icon]')?.getAttribute('data-icon'))).toEqual(['analysis-complete', 'dispute', 'default']);
    expect(within(items[0]!).getByText('Your Experian report has been analyzed.')).toBeTruthy();
    expect(within(items[0]!).getByText(`Nov 21, ${year}, 9:05 AM`).tagName).toBe('TIME');
    expect(within(items[1]!).getByText(`Nov 20, ${year}, 5:30 PM`)).toBeTruthy();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(markAllButton().disabled).toBe(false);
  });

  it('marks one read on click', async () => {
    const api = fakeNotificationsApi(rows);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Dispute updated/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Dispute updated/ })).toBeNull());
    expect(api.requests).toContainEqual({ method: 'POST', url: '/api/notifications/mark-read', body: { ids: ['n2'] } });
    expect(screen.getByRole('button', { name: /Credit Analysis Complete/ })).toBeTruthy();
  });

  it("tells 'Failed to update notification' and keeps it unread when marking one fails", async () => {
    const api = fakeNotificationsApi(rows);
    api.state.fail.add('mark-read');
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Dispute updated/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update notification', undefined));
    expect(screen.getByRole('button', { name: /Dispute updated/ })).toBeTruthy();
  });

  it('marks all as read, after which the button is disabled', async () => {
    const api = fakeNotificationsApi(rows);
    renderPage();
    await screen.findAllByRole('listitem');
    const user = userEvent.setup();
    await user.click(markAllButton());
    await waitFor(() => expect(markAllButton().disabled).toBe(true));
    expect(api.calls()).toContain('POST /api/notifications/mark-all-read');
    expect(screen.queryAllByText('Unread:', { exact: false })).toEqual([]);
  });

  it('does nothing with Mark all as read when none are unread', async () => {
    const api = fakeNotificationsApi(rows.map((row) => ({ ...row, read: true })));
    renderPage();
    await screen.findAllByRole('listitem');
    expect(markAllButton().disabled).toBe(true);
    await userEvent.setup().click(markAllButton());
    expect(api.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("tells 'Failed to update notifications' when marking all fails", async () => {
    const api = fakeNotificationsApi(rows);
    api.state.fail.add('mark-all-read');
    renderPage();
    await screen.findAllByRole('listitem');
    await userEvent.setup().click(markAllButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update notifications', undefined));
    expect(markAllButton().disabled).toBe(false);
  });

  it('shows loading, then the empty state', async () => {
    fakeNotificationsApi([]);
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading notifications...');
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(markAllButton().disabled).toBe(true);
  });

  it("shows 'Failed to load notifications' and loads again on Try again", async () => {
    const api = fakeNotificationsApi(rows);
    api.state.fail.add('list');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load notifications');
    api.state.fail.delete('list');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });
});
