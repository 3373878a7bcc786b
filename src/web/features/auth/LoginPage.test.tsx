// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';

const signInEmail = vi.hoisted(() => vi.fn());
vi.mock('../../lib/auth-client', () => ({
  authClient: { signIn: { email: signInEmail } },
  unwrapAuth: async (call: Promise<{ data: unknown; error: unknown }>) => {
    const result = await call;
    if (result.error) throw result.error;
    return result.data;
  },
}));

const { LoginPage } = await import('./LoginPage');

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [{ path: '/login', Component: LoginPage }, ...['/onboarding', '/dashboard', '/settings'].map((path) => ({ path, element: <p>page {path}</p> }))],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function signIn(password = 'password-123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

function answerAnalysesCheck(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('LoginPage', () => {
  beforeEach(() => {
    signInEmail.mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('goes to /onboarding when the user has no analyses yet', async () => {
    const fetchMock = answerAnalysesCheck(new Response(JSON.stringify({ hasAnalyses: false }), { status: 200 }));
    const router = renderAt('/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(fetchMock).toHaveBeenCalledWith('/api/analyses/exists', expect.anything());
    expect(toast.success).toHaveBeenCalledWith('Login successful', expect.anything());
  });

  it('goes to /dashboard when the user has analyses, and when the check fails', async () => {
    answerAnalysesCheck(new Response(JSON.stringify({ hasAnalyses: true }), { status: 200 }));
    let router = renderAt('/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    cleanup();

    answerAnalysesCheck(new Response(JSON.stringify({ code: 'INTERNAL', message: 'boom' }), { status: 500 }));
    router = renderAt('/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('returns to the protected page named in ?redirect without asking about analyses', async () => {
    const fetchMock = answerAnalysesCheck(new Response('{}', { status: 200 }));
    const router = renderAt('/login?redirect=%2Fsettings');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message inline, toasts Login failed and enables the form again', async () => {
    signInEmail.mockResolvedValue({ data: null, error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    const router = renderAt('/login');
    await signIn('wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(toast.error).toHaveBeenCalledWith('Login failed', { description: 'Invalid email or password' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' }).disabled).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('uses the spec fallbacks when the failure has no message', async () => {
    signInEmail.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/login');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to login. Please check your credentials and try again.');
    expect(toast.error).toHaveBeenCalledWith('Login failed', { description: 'An error occurred during login' });
  });
});
