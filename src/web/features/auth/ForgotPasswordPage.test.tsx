// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';

const requestPasswordReset = vi.hoisted(() => vi.fn());
vi.mock('../../lib/auth-client', () => ({
  authClient: { requestPasswordReset },
  unwrapAuth: async (call: Promise<{ data: unknown; error: unknown }>) => {
    const result = await call;
    if (result.error) throw result.error;
    return result.data;
  },
}));

const { ForgotPasswordPage } = await import('./ForgotPasswordPage');

describe('ForgotPasswordPage', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('rejects an invalid email with the spec message', async () => {
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('asks for the reset email, shows Check your email, and try again brings the form back', async () => {
    requestPasswordReset.mockResolvedValue({ data: { status: true }, error: null });
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'sam@example.com', redirectTo: '/reset-password' });
    expect(toast.success).toHaveBeenCalledWith('Password reset email sent', expect.anything());
    await user.click(screen.getByRole('button', { name: 'try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy());
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
  });

  it('toasts the backend message on failure and stays on the form', async () => {
    requestPasswordReset.mockResolvedValue({ data: null, error: { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' } });
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Too many attempts. Please wait a few minutes and try again.' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });
});
