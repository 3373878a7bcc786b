// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';

const changePassword = vi.hoisted(() => vi.fn());
vi.mock('../../lib/auth-client', () => ({
  authClient: { changePassword },
  unwrapAuth: async (call: Promise<{ data: unknown; error: unknown }>) => {
    const result = await call;
    if (result.error) throw result.error;
    return result.data;
  },
}));

const { SecurityTab } = await import('./SecurityTab');

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  return user;
}

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Update Password' });

describe('SecurityTab', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('keeps Update Password disabled until all three fields are filled', async () => {
    render(<SecurityTab />);
    expect(button().disabled).toBe(true);
    await fill('old-password', 'new-pass', '');
    expect(button().disabled).toBe(true);
    await userEvent.setup().type(screen.getByLabelText('Confirm Password'), 'new-pass');
    expect(button().disabled).toBe(false);
  });

  it('rejects a confirmation that does not match', async () => {
    render(<SecurityTab />);
    const user = await fill('old-password', 'new-pass-1', 'new-pass-2');
    await user.click(button());
    expect(toast.error).toHaveBeenCalledWith("Passwords don't match", { description: 'New password and confirmation must match' });
    expect(changePassword).not.toHaveBeenCalled();
  });

  // Sign-up, reset and change share one minimum of 8 (docs/decisions/154: NIST SP 800-63B over the spec's 6).
  it.each(['abc', 'sixsix', 'seven77'])('rejects a new password shorter than 8 characters (%j)', async (short) => {
    render(<SecurityTab />);
    const user = await fill('old-password', short, short);
    await user.click(button());
    expect(toast.error).toHaveBeenCalledWith('Password too short', { description: 'Password must be at least 8 characters' });
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows the server message when the change fails, and the fallback otherwise', async () => {
    changePassword.mockResolvedValueOnce({ data: null, error: { status: 400, message: 'Invalid password' } });
    changePassword.mockResolvedValueOnce({ data: null, error: { status: 500 } });
    render(<SecurityTab />);
    const user = await fill('wrong-password', 'new-pass', 'new-pass');
    await user.click(button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid password'));
    await waitFor(() => expect(button().disabled).toBe(false));
    await user.click(button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not update password'));
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'wrong-password', newPassword: 'new-pass', revokeOtherSessions: true });
  });

  it('changes the password and clears the form on success', async () => {
    changePassword.mockResolvedValue({ data: { token: null }, error: null });
    render(<SecurityTab />);
    const user = await fill('old-password', 'new-pass', 'new-pass');
    await user.click(button());
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(screen.getByLabelText<HTMLInputElement>('New Password').value).toBe('');
  });
});
