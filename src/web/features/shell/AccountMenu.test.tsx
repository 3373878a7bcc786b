// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNotificationsApi, notification, renderInLayout } from '../notifications/test-support';
import { AccountMenu } from './AccountMenu';

describe('AccountMenu', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function openMenu() {
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
    return screen.findByRole('menuitem', { name: /^Notifications/ });
  }

  it('shows the unread count on the Notifications item', async () => {
    const api = fakeNotificationsApi([notification('a'), notification('b'), notification('c', { read: true })]);
    renderInLayout(<AccountMenu displayName="Sam Carter" onLogout={() => undefined} />);
    await waitFor(() => expect(api.calls()).toContain('GET /api/notifications/unread-count'));
    const item = await openMenu();
    await waitFor(() => expect(item.textContent).toBe('Notifications2 unread'));
  });

  it('shows no count when nothing is unread', async () => {
    const api = fakeNotificationsApi([notification('c', { read: true })]);
    renderInLayout(<AccountMenu displayName="Sam Carter" onLogout={() => undefined} />);
    await waitFor(() => expect(api.calls()).toContain('GET /api/notifications/unread-count'));
    const item = await openMenu();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(item.textContent).toBe('Notifications');
  });
});
