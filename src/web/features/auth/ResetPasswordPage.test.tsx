// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { RESET_SUCCESS_REDIRECT_MS } from '../../lib/timing';

const resetPassword = vi.hoisted(() => vi.fn());
vi.mock('../../lib/auth-client', () => ({
  authClient: { resetPassword },
  unwrapAuth: async (call: Promise<{ data: unknown; error: unknown }>) => {
    const result = await call;
    if (result.error) throw result.error;
    return result.data;
  },
}));

const { ResetPasswordPage } = await import('./ResetPasswordPage');

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function answerCheck(valid: boolean) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ valid }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ResetPasswordPage', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the invalid state without asking the server when the link is malformed', async () => {
    const fetchMock = answerCheck(true);
    renderAt('/reset-password?type=signup&access_token=abc');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByText('The password reset link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe('/forgot-password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the token, and a refused token shows the invalid state and toast', async () => {
    const fetchMock = answerCheck(false);
    renderAt('/reset-password#type=recovery&access_token=used-token');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/password-reset/check?token=used-token', expect.anything());
    expect(toast.error).toHaveBeenCalledWith(
      'Invalid reset link',
      expect.objectContaining({ description: 'This reset link is invalid or has expired. Please request a new one.' }),
    );
  });

  it('resets the password with the token and goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerCheck(true);
    resetPassword.mockResolvedValue({ data: { status: true }, error: null });
    const router = renderAt('/reset-password?type=recovery&access_token=good-token');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password updated', { description: 'Your password has been successfully reset' }));
    expect(resetPassword).toHaveBeenCalledWith({ newPassword: 'brand-new-pass', token: 'good-token' });
    expect(router.state.location.pathname).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(RESET_SUCCESS_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows Link expired when the server refuses the token on submit', async () => {
    answerCheck(true);
    resetPassword.mockResolvedValue({ data: null, error: { status: 400, code: 'INVALID_TOKEN', message: 'Invalid token' } });
    renderAt('/reset-password?type=recovery&access_token=stale-token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Link expired', { description: 'This reset link has expired. Please request a new one.' });
  });
});
