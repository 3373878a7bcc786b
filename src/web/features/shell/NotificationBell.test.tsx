// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { fakeNotificationsApi, notification, renderInLayout } from '../notifications/test-support';

const refetchSession = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../auth/session', () => ({
  useAuthSession: () => ({ user: { id: 'u1', email: 'sam@example.com', name: 'Sam' }, isPending: false, refetch: refetchSession }),
}));

const { NotificationBell } = await import('./NotificationBell');
const { useNotificationsRealtime } = await import('../notifications/use-notifications-realtime');

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('dialog', { name: 'Notifications panel' });

async function openBell() {
  const user = userEvent.setup();
  await user.click(bell());
  await waitFor(() => expect(panel()).toBeTruthy());
  return user;
}

const sixRows = [
  notification('n1', { type: 'CREDIT_ANALYSIS_COMPLETE', title: 'Credit Analysis Complete', message: 'Your Experian report has been analyzed.' }),
  notification('n2', { type: 'DISPUTE_STATUS_UPDATE', title: 'Dispute updated' }),
  notification('n3', { type: 'UPCOMING_TASK_REMINDER', title: 'Task due', read: true }),
  notification('n4', { type: 'SUBSCRIPTION_ACTIVATED', title: 'Subscribed', read: true }),
  notification('n5', { type: 'CREDIT_ANALYSIS_FAILED', title: 'Credit Analysis Failed', read: true }),
  notification('n6', { title: 'Sixth and oldest', read: true }),
];

describe('NotificationBell', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows no dot and the empty state when there are no notifications', async () => {
    const api = fakeNotificationsApi([]);
    renderInLayout(<NotificationBell />);
    await waitFor(() => expect(api.calls()).toContain('GET /api/notifications/unread-count'));
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    await openBell();
    expect(await within(panel()).findByText('No notifications yet')).toBeTruthy();
    expect(within(panel()).queryByRole('link', { name: 'View all' })).toBeNull();
    expect(within(panel()).getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe('/notifications');
  });

  it('shows a red dot and the count in its name while unread exist, and the latest 5 with their type icons on open', async () => {
    const api = fakeNotificationsApi(sixRows);
    renderInLayout(<NotificationBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(screen.getByTestId('unread-dot')).toBeTruthy();
    expect(api.calls()).not.toContain('GET /api/notifications?limit=5');

    await openBell();
    const items = await within(panel()).findAllByRole('listitem');
    expect(api.calls()).toContain('GET /api/notifications?limit=5');
    expect(items.map((item) => item.querySelector('[data-icon]')?.getAttribute('data-icon'))).toEqual([
      'analysis-complete',
      'dispute',
      'task',
      'default',
      'warning',
    ]);
    expect(within(items[0]!).getByText('Your Experian report has been analyzed.').className).toContain('line-clamp-2');
    expect(within(items[0]!).getByRole('button').textContent).toContain('Unread: Credit Analysis Complete');
    expect(within(items[2]!).getByRole('button').textContent).not.toContain('Unread');
    expect(within(items[0]!).getByText('Nov 20').tagName).toBe('TIME');
    expect(within(panel()).queryByText('Sixth and oldest')).toBeNull();
    expect(within(panel()).getByText('2 unread')).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/notifications');
    expect(within(panel()).getByRole('link', { name: 'View all notifications' })).toBeTruthy();
  });

  it('loads the latest again on every opening', async () => {
    const api = fakeNotificationsApi(sixRows);
    renderInLayout(<NotificationBell />);
    const user = await openBell();
    await within(panel()).findAllByRole('listitem');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openBell();
    await waitFor(() => expect(api.calls().filter((call) => call === 'GET /api/notifications?limit=5')).toHaveLength(2));
  });

  it('marks an unread notification read when clicked and goes to /notifications', async () => {
    const api = fakeNotificationsApi(sixRows);
    const { router } = renderInLayout(<NotificationBell />);
    const user = await openBell();
    await user.click(await within(panel()).findByRole('button', { name: /Credit Analysis Complete/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    await waitFor(() => expect(api.requests).toContainEqual({ method: 'POST', url: '/api/notifications/mark-read', body: { ids: ['n1'] } }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to /notifications without a request when a read one is clicked', async () => {
    const api = fakeNotificationsApi(sixRows);
    const { router } = renderInLayout(<NotificationBell />);
    const user = await openBell();
    await user.click(await within(panel()).findByRole('button', { name: /Task due/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(api.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("tells 'Failed to update notification' when marking read fails", async () => {
    const api = fakeNotificationsApi(sixRows);
    api.state.fail.add('mark-read');
    renderInLayout(<NotificationBell />);
    const user = await openBell();
    await user.click(await within(panel()).findByRole('button', { name: /Dispute updated/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update notification', undefined));
  });

  it("shows 'Failed to load notifications' when the latest cannot be loaded, and loads again on Try again", async () => {
    const api = fakeNotificationsApi(sixRows);
    api.state.fail.add('list');
    renderInLayout(<NotificationBell />);
    const user = await openBell();
    expect((await within(panel()).findByRole('alert')).textContent).toBe('Failed to load notifications');
    api.state.fail.delete('list');
    await user.click(within(panel()).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel()).findAllByRole('listitem')).toHaveLength(5);
  });

  it('follows the realtime count: the dot comes and goes with the stream', async () => {
    const api = fakeNotificationsApi([]);
    function Layout() {
      useNotificationsRealtime();
      return <NotificationBell />;
    }
    renderInLayout(<Layout />);
    await waitFor(() => expect(api.stream.opened()).toBe(1));
    api.stream.send('event: unread-count\ndata: {"count":3}\n\n');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    expect(screen.getByTestId('unread-dot')).toBeTruthy();
    api.stream.send(': heartbeat\n\nevent: unread-count\ndata: {"count":0}\n\n');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });
});
