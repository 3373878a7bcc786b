import type { Auth } from './auth';

/** Whether a password reset token is known, unused and not expired (better-auth stores it hashed). */
export async function isResetTokenValid(auth: Auth, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && new Date(verification.expiresAt).getTime() > Date.now());
}
