/** better-auth configured for this app: email + password, verification and reset emails, cookie sessions. */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import {
  EMAIL_VERIFIED_PATH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECOVERY_LINK_TYPE,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_TTL_SECONDS,
} from '../../../common/auth';
import type { BackgroundTasks } from '../../background';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { Settings } from '../../env';
import type { Logger } from '../../logger';
import type { EmailProvider } from '../../providers/email';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { hashPassword, verifyPassword } from './password-hash';
import { ensureProfile } from '../profiles/profile-store';
import type { AuthRateLimiter } from '../rate-limit/auth-limits';
import { passwordChangedEmail, passwordResetEmail, verificationEmail } from './emails';

export const AUTH_BASE_PATH = '/api/auth';
/** Internal header carrying the socket's client address to better-auth; any incoming value is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-app-client-address';

export interface AuthDeps {
  settings: Settings;
  db: Db;
  email: EmailProvider;
  background: BackgroundTasks;
  logger: Logger;
  limiter: AuthRateLimiter;
}

export function resetPasswordLink(appUrl: string, token: string): string {
  const query = new URLSearchParams({ type: RECOVERY_LINK_TYPE, access_token: token });
  return `${appUrl}${RESET_PASSWORD_PATH}?${query.toString()}`;
}

export function createAuth({ settings, db, email, background, logger, limiter }: AuthDeps) {
  const authLogger = logger.child({ component: 'auth' });
  return betterAuth({
    appName: 'credit-repair',
    baseURL: settings.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: settings.sessionSecret,
    trustedOrigins: settings.trustedOrigins,
    // Session tokens are stored as SHA-256 hashes (docs/decisions/154).
    database: withHashedSessionTokens(drizzleAdapter(db, { provider: 'pg', schema, transaction: true })),
    telemetry: { enabled: false },
    // Our own limiter (modules/rate-limit) answers with the app's 429 shape and keeps counters in the database.
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => authLogger[level](message),
    },
    advanced: {
      useSecureCookies: settings.secure,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      backgroundTasks: { handler: (promise) => background.run('auth email', promise) },
    },
    verification: {
      // Reset and verification tokens are stored as SHA-256 hashes, so a database leak does not leak live links.
      storeIdentifier: 'hashed',
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: false,
      // The whole policy (password-policy.ts, docs/decisions/154) is applied in routes.ts before a call gets here.
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      password: { hash: (password) => hashPassword(password, settings.passwordHashN), verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await email.send(passwordResetEmail(user.email, user.name, resetPasswordLink(settings.appUrl, token)));
      },
      onPasswordReset: async ({ user }) => {
        // Whoever was guessing, the owner who just proved access to the mailbox can sign in again.
        await limiter.clearAccountLocks(user.email);
        background.run('password changed notice', () => email.send(passwordChangedEmail(user.email, user.name, settings.appUrl)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: async ({ user, token }) => {
        // Every way of asking for this email (sign-up, resend) shares one cap per mailbox.
        if (!(await limiter.mayEmail('verification', user.email))) return;
        const query = new URLSearchParams({ token, callbackURL: EMAIL_VERIFIED_PATH });
        const url = `${settings.appUrl}${AUTH_BASE_PATH}/verify-email?${query.toString()}`;
        await email.send(verificationEmail(user.email, user.name, url));
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, user.id);
          },
        },
      },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        const returned = ctx.context.returned as { user?: { email?: unknown; name?: unknown } } | undefined;
        const user = returned && !(returned instanceof Error) ? returned.user : undefined;
        if (user && typeof user.email === 'string') {
          const to = user.email;
          const name = typeof user.name === 'string' ? user.name : '';
          background.run('password changed notice', () => email.send(passwordChangedEmail(to, name, settings.appUrl)));
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
