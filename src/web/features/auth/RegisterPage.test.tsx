// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const signUpEmail = vi.hoisted(() => vi.fn());
vi.mock('../../lib/auth-client', () => ({
  authClient: { signUp: { email: signUpEmail } },
  unwrapAuth: async (call: Promise<{ data: unknown; error: unknown }>) => {
    const result = await call;
    if (result.error) throw result.error;
    return result.data;
  },
}));

const { RegisterPage } = await import('./RegisterPage');

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/register']}>
      <RegisterPage />
    </MemoryRouter>,
  );
}

async function fill(values: { name: string; email: string; password: string; confirm: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full Name'), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', () => {
  afterEach(() => {
    cleanup();
    signUpEmail.mockReset();
  });

  it('shows the spec message when the passwords differ and does not call the server', async () => {
    renderPage();
    await fill({ name: 'Dana Miles', email: 'dana@example.com', password: 'secret-one', confirm: 'secret-two' });
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(signUpEmail).not.toHaveBeenCalled();
  });

  it('requires every field', async () => {
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(signUpEmail).not.toHaveBeenCalled();
  });

  it('shows the server message inline when sign-up fails', async () => {
    signUpEmail.mockResolvedValue({ data: null, error: { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' } });
    renderPage();
    await fill({ name: 'Dana Miles', email: 'dana@example.com', password: 'secret-one', confirm: 'secret-one' });
    await waitFor(() => expect(signUpEmail).toHaveBeenCalledWith({ name: 'Dana Miles', email: 'dana@example.com', password: 'secret-one' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});
