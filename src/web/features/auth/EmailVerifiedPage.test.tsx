// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';

const sendVerificationEmail = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ user: null as { id: string; email: string; name: string } | null }));
vi.mock('./session', () => ({ useAuthSession: () => ({ user: session.user, isPending: false, refetch: async () => {} }) }));
vi.mock('../../lib/auth-client', () => ({
  authClient: { sendVerificationEmail },
  unwrapAuth: async (call: Promise<{ data: unknown; error: unknown }>) => {
    const result = await call;
    if (result.error) throw result.error;
    return result.data;
  },
}));

const { EmailVerifiedPage } = await import('./EmailVerifiedPage');

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/email-verified', Component: EmailVerifiedPage },
      { path: '/login', element: <p>login page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  session.user = null;
});

describe('EmailVerifiedPage (where the verification link lands)', () => {
  it('says the address is confirmed; signed in, the next step is the dashboard', async () => {
    session.user = { id: 'u1', email: 'ann@example.com', name: 'Ann' };
    const router = renderAt('/email-verified');
    expect(screen.getByRole('heading', { level: 1, name: 'Email Address Confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your email address is confirmed.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('signed out, the next step is signing in', () => {
    renderAt('/email-verified');
    expect(screen.getByText('Sign in to continue where you left off.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('an expired link says the address is not confirmed and sends a new link to the signed-in address', async () => {
    session.user = { id: 'u1', email: 'ann@example.com', name: 'Ann' };
    sendVerificationEmail.mockResolvedValue({ data: { status: true }, error: null });
    renderAt('/email-verified?error=TOKEN_EXPIRED');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmation Link Not Valid' })).toBeTruthy();
    expect(screen.getByText(/has expired, so your email address is not confirmed yet/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a New Link' }));
    expect(sendVerificationEmail).toHaveBeenCalledWith({ email: 'ann@example.com' });
    expect((await screen.findByRole('status')).textContent).toBe('We sent a new confirmation link to ann@example.com. It may take a few minutes to arrive.');
    expect(toast.success).toHaveBeenCalledWith('Confirmation email sent');
  });

  it('a refused resend says so and keeps the button', async () => {
    session.user = { id: 'u1', email: 'ann@example.com', name: 'Ann' };
    sendVerificationEmail.mockResolvedValue({ data: null, error: { status: 429, message: 'Too many requests. Please try again later.' } });
    renderAt('/email-verified?error=INVALID_TOKEN');
    expect(screen.getByText(/not valid or belongs to another account/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a New Link' }));
    expect(toast.error).toHaveBeenCalledWith('Could not send the confirmation email', { description: 'Too many requests. Please try again later.' });
    expect(screen.getByRole('button', { name: 'Send a New Link' })).toBeTruthy();
  });

  it('signed out, a broken link leads to sign-in and back here', () => {
    renderAt('/email-verified?error=INVALID_TOKEN');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/email-verified?error=INVALID_TOKEN')}`,
    );
  });
});
