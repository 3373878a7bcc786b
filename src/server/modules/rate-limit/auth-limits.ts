/**
 * Limits on the sign-in, sign-up and password calls: a per-address limit against floods, and a per-account
 * lock after repeated failed sign-ins against password guessing.
 */
import type { Db } from '../../db/client';
import { tooManyAttempts } from '../../errors';
import { clearAccountLocks, clearAttempts, signInKey, countAttempt, hashedKey, pruneAttempts, uncountAttempt } from './attempt-counters';

export const ACCOUNT_FAILED_SIGN_IN_LIMIT = 10;
export const ACCOUNT_LOCK_WINDOW_SECONDS = 15 * 60;
export const ADDRESS_WINDOW_SECONDS = 60;
/** Reset emails one address may receive per hour, however many clients ask (stops using us to flood a mailbox). */
export const RESET_EMAILS_PER_ADDRESS_PER_HOUR = 5;
const EMAIL_WINDOW_SECONDS = 60 * 60;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const PRUNE_OLDER_THAN_SECONDS = 24 * 60 * 60;

/** Failed sign-ins on one account from all addresses together before it is locked for everyone. */
export const ACCOUNT_FAILED_SIGN_IN_LIMIT_ALL_ADDRESSES = 100;
/** Verification emails one mailbox may receive per hour. */
export const VERIFICATION_EMAILS_PER_ADDRESS_PER_HOUR = 5;
/** Calls that neither send email nor check a secret may come this many times more often than the others. */
const READ_LIMIT_FACTOR = 10;

/**
 * How each better-auth path (below /api/auth) is limited per client address: `strict` for calls that check a
 * password or a token or send an email (AUTH_RATE_LIMIT_PER_MINUTE), `read` for the others (ten times that).
 * Paths not listed are not served (404): better-auth endpoints the app does not use (update-user, list-sessions,
 * revoke-session, verify-password, change-email, delete-user, social sign-in, …) stay closed.
 */
export const AUTH_PATHS: Record<string, { methods: readonly string[]; limit: 'strict' | 'read' }> = {
  '/sign-up/email': { methods: ['POST'], limit: 'strict' },
  '/sign-in/email': { methods: ['POST'], limit: 'strict' },
  '/request-password-reset': { methods: ['POST'], limit: 'strict' },
  '/reset-password': { methods: ['POST'], limit: 'strict' },
  '/reset-password/:token': { methods: ['GET'], limit: 'strict' },
  '/change-password': { methods: ['POST'], limit: 'strict' },
  '/send-verification-email': { methods: ['POST'], limit: 'strict' },
  '/verify-email': { methods: ['GET'], limit: 'strict' },
  '/get-session': { methods: ['GET'], limit: 'read' },
  '/sign-out': { methods: ['POST'], limit: 'read' },
  '/revoke-sessions': { methods: ['POST'], limit: 'read' },
  '/revoke-other-sessions': { methods: ['POST'], limit: 'read' },
};

/** The AUTH_PATHS entry a request path falls under ("/reset-password/abc" → "/reset-password/:token"). */
export function authPathRule(path: string, method: string): { pattern: string; limit: 'strict' | 'read' } | null {
  const pattern = /^\/reset-password\/[^/]+$/.test(path) ? '/reset-password/:token' : path;
  const rule = Object.hasOwn(AUTH_PATHS, pattern) ? AUTH_PATHS[pattern] : undefined;
  return rule && rule.methods.includes(method) ? { pattern, limit: rule.limit } : null;
}

export interface SignInAttempt {
  keys: string[];
}

export type EmailKind = 'reset' | 'verification';
const EMAILS_PER_HOUR: Record<EmailKind, number> = {
  reset: RESET_EMAILS_PER_ADDRESS_PER_HOUR,
  verification: VERIFICATION_EMAILS_PER_ADDRESS_PER_HOUR,
};

export function createAuthRateLimiter(db: Db, options: { perAddressPerMinute: number }) {
  let lastPrune = 0;
  const maybePrune = () => {
    const now = Date.now();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    void pruneAttempts(db, PRUNE_OLDER_THAN_SECONDS).catch(() => undefined);
  };

  return {
    /** Counts a call from this address; throws 429 when the address is over the path's limit. */
    async checkAddress(address: string, path: string, limit: 'strict' | 'read' = 'strict'): Promise<void> {
      maybePrune();
      const state = await countAttempt(db, `address:${path}:${address}`, ADDRESS_WINDOW_SECONDS);
      const allowed = options.perAddressPerMinute * (limit === 'read' ? READ_LIMIT_FACTOR : 1);
      if (state.count > allowed) throw tooManyAttempts(state.retryAfterSeconds);
    },

    /**
     * Counts a password check on this account before the password is checked (so parallel guesses cannot slip
     * past the limit); throws 429 while it is locked. The lock is per account *and* address (10 failures), so a
     * stranger guessing cannot lock the owner out from the owner's own address; a much higher count over all
     * addresses stops a distributed guess, and the owner still has the reset link (a reset clears the locks).
     * `account` is the email for sign-in, the user id for a signed-in password check.
     */
    async beginPasswordCheck(account: string, address: string): Promise<SignInAttempt> {
      const id = account.trim().toLowerCase();
      const local = signInKey(id, address);
      const all = hashedKey('sign-in-all', id);
      const localState = await countAttempt(db, local, ACCOUNT_LOCK_WINDOW_SECONDS);
      const allState = await countAttempt(db, all, ACCOUNT_LOCK_WINDOW_SECONDS);
      const attempt = { keys: [local, all] };
      if (localState.count > ACCOUNT_FAILED_SIGN_IN_LIMIT || allState.count > ACCOUNT_FAILED_SIGN_IN_LIMIT_ALL_ADDRESSES) {
        await this.finishPasswordCheck(attempt, 429);
        throw tooManyAttempts(Math.max(localState.count > ACCOUNT_FAILED_SIGN_IN_LIMIT ? localState.retryAfterSeconds : 0, allState.retryAfterSeconds));
      }
      return attempt;
    },

    /** A success clears the account's failures; an answer other than a wrong password is not a failure. */
    async finishPasswordCheck(attempt: SignInAttempt, status: number, wrongPassword = status === 401): Promise<void> {
      if (status >= 200 && status < 300) for (const key of attempt.keys) await clearAttempts(db, key);
      else if (!wrongPassword) for (const key of attempt.keys) await uncountAttempt(db, key);
    },

    /** After a password reset the owner is not locked out anywhere. */
    async clearAccountLocks(email: string): Promise<void> {
      await clearAccountLocks(db, email.trim().toLowerCase());
    },

    /**
     * Whether another email of this kind may go to this mailbox now (counts it when it may). Past the cap the
     * call is answered as usual and nothing is sent: the cap neither reveals accounts nor floods a mailbox.
     */
    async mayEmail(kind: EmailKind, email: string): Promise<boolean> {
      const state = await countAttempt(db, hashedKey(`${kind}-email`, email.trim().toLowerCase()), EMAIL_WINDOW_SECONDS);
      return state.count <= EMAILS_PER_HOUR[kind];
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
