/**
 * Limits on the sign-in, sign-up and password calls: a per-address limit against floods, and a per-account
 * lock after repeated failed sign-ins against password guessing.
 */
import type { Db } from '../../db/client';
import { tooManyAttempts } from '../../errors';
import { clearAttempts, countAttempt, hashedKey, pruneAttempts, uncountAttempt } from './service';

export const ACCOUNT_FAILED_SIGN_IN_LIMIT = 10;
export const ACCOUNT_LOCK_WINDOW_SECONDS = 15 * 60;
export const ADDRESS_WINDOW_SECONDS = 60;
/** Reset emails one address may receive per hour, however many clients ask (stops using us to flood a mailbox). */
export const RESET_EMAILS_PER_ADDRESS_PER_HOUR = 5;
const RESET_EMAIL_WINDOW_SECONDS = 60 * 60;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const PRUNE_OLDER_THAN_SECONDS = 24 * 60 * 60;

/** better-auth paths (below /api/auth) that are limited per client address. */
export const LIMITED_AUTH_PATHS = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
]);

export interface SignInAttempt {
  key: string;
}

export function createAuthRateLimiter(db: Db, options: { perAddressPerMinute: number }) {
  let lastPrune = 0;
  const maybePrune = () => {
    const now = Date.now();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    void pruneAttempts(db, PRUNE_OLDER_THAN_SECONDS).catch(() => undefined);
  };

  return {
    /** Counts a call from this address; throws 429 when the address is over its limit. */
    async checkAddress(address: string, path: string): Promise<void> {
      maybePrune();
      const state = await countAttempt(db, `address:${path}:${address}`, ADDRESS_WINDOW_SECONDS);
      if (state.count > options.perAddressPerMinute) throw tooManyAttempts(state.retryAfterSeconds);
    },

    /**
     * Counts a sign-in attempt on this account before the password is checked (so parallel guesses cannot slip
     * past the limit); throws 429 while the account is locked.
     */
    async beginSignIn(email: string): Promise<SignInAttempt> {
      const key = hashedKey('sign-in', email.trim().toLowerCase());
      const state = await countAttempt(db, key, ACCOUNT_LOCK_WINDOW_SECONDS);
      if (state.count > ACCOUNT_FAILED_SIGN_IN_LIMIT) throw tooManyAttempts(state.retryAfterSeconds);
      return { key };
    },

    /** Whether another reset email may go to this address now (counts it when it may). */
    async mayEmailReset(email: string): Promise<boolean> {
      const state = await countAttempt(db, hashedKey('reset-email', email.trim().toLowerCase()), RESET_EMAIL_WINDOW_SECONDS);
      return state.count <= RESET_EMAILS_PER_ADDRESS_PER_HOUR;
    },

    /** A success clears the account's failures; an answer other than "wrong password" is not a failure. */
    async finishSignIn(attempt: SignInAttempt, status: number): Promise<void> {
      if (status >= 200 && status < 300) await clearAttempts(db, attempt.key);
      else if (status !== 401) await uncountAttempt(db, attempt.key);
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
