import { z } from 'zod';

/** Server-side password limits (docs/api.md): 8–128 everywhere, sign-up, reset and change (docs/decisions/154). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const RESET_PASSWORD_MIN_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORD_MAX_MESSAGE = 'Password must be at most 128 characters';

/** How long a password reset link stays valid. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** Reset link parameters (spec §3): the link carries type=recovery and access_token. */
export const RECOVERY_LINK_TYPE = 'recovery';
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Where the email verification link lands (issue 27): the page says the address is confirmed and what to do next;
 * better-auth adds `?error=INVALID_TOKEN|TOKEN_EXPIRED|USER_NOT_FOUND` when the link could not be used.
 */
export const EMAIL_VERIFIED_PATH = '/email-verified';

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, RESET_PASSWORD_MIN_MESSAGE).max(PASSWORD_MAX_LENGTH, PASSWORD_MAX_MESSAGE);

/** The 429 answer of every rate-limited call. */
export const TOO_MANY_ATTEMPTS_CODE = 'TOO_MANY_ATTEMPTS';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
