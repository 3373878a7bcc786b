import type { Auth } from './auth';

/** The reset token's record when it is known, unused and not expired (better-auth stores it hashed). */
async function liveResetToken(auth: Auth, token: string) {
  if (!token || token.length > 200) return null;
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification && new Date(verification.expiresAt).getTime() > Date.now() ? verification : null;
}

/** Whether a password reset token is known, unused and not expired. */
export async function isResetTokenValid(auth: Auth, token: string): Promise<boolean> {
  return (await liveResetToken(auth, token)) !== null;
}

/** The email and name of the person a live reset token belongs to (its record's value is the user id), or null. */
export async function resetTokenOwner(auth: Auth, token: string): Promise<{ email: string; name: string } | null> {
  const verification = await liveResetToken(auth, token);
  if (!verification) return null;
  const user = await (await auth.$context).internalAdapter.findUserById(verification.value);
  return user ? { email: user.email, name: user.name } : null;
}
