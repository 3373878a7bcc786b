// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from './ResetPasswordForm';

async function submit(password: string, confirm: string) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(<ResetPasswordForm onSubmit={onSubmit} />);
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return onSubmit;
}

describe('ResetPasswordForm', () => {
  afterEach(cleanup);

  it('requires at least 8 characters in both fields', async () => {
    const onSubmit = await submit('short', 'short');
    await waitFor(() => expect(screen.getAllByText('Password must be at least 8 characters')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports "Passwords don\'t match" on the confirmation field', async () => {
    const onSubmit = await submit('long-enough-1', 'long-enough-2');
    const message = await screen.findByText("Passwords don't match");
    expect(message.id).toBe('confirmPassword-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the new password when the rules hold', async () => {
    const onSubmit = await submit('long-enough-1', 'long-enough-1');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('long-enough-1'));
  });
});
