/** Builds the Hono app from settings, the database and the providers. */
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { BackgroundTasks } from './background';
import type { Database } from './db/client';
import { PROJECT_ROOT, type Settings } from './env';
import { AppError, errorResponse } from './errors';
import { jsonBodyLimit } from './http/json-limit';
import { noStore } from './http/no-store';
import { requireSameOrigin } from './http/origin-check';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { createSessionReader, forgetSessionsAfterWrites, requireSession } from './http/session';
import { serveSpa } from './http/spa';
import type { AppEnv } from './http/types';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import { accountRoutes } from './modules/account/routes';
import { analysesRoutes } from './modules/analyses/routes';
import { compareNewAnalysis } from './modules/disputes/rounds/compare-analysis';
import { strategyEnricher } from './modules/assistant/enrich-strategy';
import { createAiProvider } from './providers/ai';
import { assistantRoutes } from './modules/assistant/routes';
import type { BillingDeps } from './modules/billing/deps';
import { isOwnRecordRead, requireSubscription } from './modules/billing/entitlements';
import { billingRoutes, cancelLinkRoutes, stripeWebhookRoutes } from './modules/billing/routes';
import { createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/routes';
import { calendarFeedRoutes, calendarRoutes } from './modules/calendar/routes';
import { disputesRoutes } from './modules/disputes/routes';
import { planRoutes } from './modules/plan/routes';
import { figuresRoutes } from './modules/figures/routes';
import { progressRoutes } from './modules/progress/routes';
import { createMailDeps, type MailDeps } from './modules/mail/deps';
import { lobWebhookRoutes, mailRoutes } from './modules/mail/routes';
import { createAuthRateLimiter } from './modules/rate-limit/auth-limits';
import { healthRoutes } from './modules/health/routes';
import type { NotificationsModule } from './modules/notifications/module';
import { notificationRoutes } from './modules/notifications/routes';
import { profileRoutes } from './modules/profiles/routes';
import { notificationSettingsRoutes, unsubscribeRoutes } from './modules/reminders/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { uploadRoutes } from './modules/uploads/routes';
import type { EmailProvider } from './providers/email';
import { createMailProvider } from './providers/mail';
import { createPaymentsProvider, type PaymentsProvider } from './providers/payments';
import type { ReportStorage } from './providers/storage';

export const DEFAULT_WEB_DIR = path.join(PROJECT_ROOT, 'dist', 'web');

export interface AppDeps {
  settings: Settings;
  database: Database;
  email: EmailProvider;
  logger: Logger;
  background: BackgroundTasks;
  storage: ReportStorage;
  jobs: JobQueue;
  /** Created by the caller, which shares it with the job handlers (one bus per process). */
  notifications: NotificationsModule;
  /** Default: Stripe when configured, else the local provider (createPaymentsProvider). */
  payments?: PaymentsProvider;
  /** The billing clock (tests fix it). */
  now?: () => Date;
  /** Certified mail (Lob or none); built from the settings when not given. */
  mail?: MailDeps;
  webDir?: string;
}

export interface AppState {
  /** Set at shutdown: new requests get 503 and the connection is closed. */
  shuttingDown: boolean;
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE');
    if (error.status === 400) return new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
    if (error.status === 401) return new AppError('UNAUTHORIZED');
    if (error.status === 404) return new AppError('NOT_FOUND');
  }
  return new AppError('INTERNAL_ERROR');
}

export function createApp(deps: AppDeps) {
  const { settings, database, email, logger, background } = deps;
  const state: AppState = { shuttingDown: false };
  const limiter = createAuthRateLimiter(database.db, { perAddressPerMinute: settings.authRateLimitPerMinute });
  const auth = createAuth({ settings, db: database.db, email, background, logger, limiter });
  const { notifications } = deps;
  const app = new Hono<AppEnv>();

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', requestLog(logger));
  app.use('*', securityHeaders({ hsts: settings.secure }));
  // API answers are compressed on the fly (gzip or deflate); the web app's files are precompressed at build time.
  app.use('/api/*', compress());
  app.use('*', async (c, next) => {
    if (state.shuttingDown) {
      c.header('Connection', 'close');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    await next();
  });

  app.onError((error, c) => {
    const appError = toAppError(error);
    if (appError.status >= 500 && !(error instanceof AppError)) {
      (c.get('logger') ?? logger).error({ err: error }, 'unhandled error');
    }
    const response = errorResponse(appError);
    if (state.shuttingDown) response.headers.set('Connection', 'close');
    return response;
  });

  const billing: BillingDeps = {
    db: database.db,
    payments: deps.payments ?? createPaymentsProvider(settings),
    email,
    notifications: notifications.service,
    settings,
    logger,
    now: deps.now ?? (() => new Date()),
  };
  // Stripe calls the webhook without a session or Origin; its signature is the check (before the API's middleware).
  app.use('/api/webhooks/*', noStore());
  app.route('/api', stripeWebhookRoutes(billing));
  // A calendar app reads the private feed without a session; its secret token is the check (docs/decisions/118).
  const calendar = { db: database.db, sessionSecret: settings.sessionSecret, appUrl: settings.appUrl, trustProxy: settings.trustProxy };
  app.route('/api', calendarFeedRoutes(calendar));
  // Unsubscribe links work without a session and mail providers POST them (RFC 8058): the signed token is the check.
  app.use('/api/unsubscribe', noStore());
  app.route('/', unsubscribeRoutes({ db: database.db, sessionSecret: settings.sessionSecret }));
  // The contract email's cancel link works the same way (no session; the signed token is the check).
  app.use('/api/subscription/cancel-link', noStore());
  app.route('/', cancelLinkRoutes(billing));
  const mail =
    deps.mail ??
    createMailDeps(settings, {
      db: database.db,
      provider: createMailProvider(settings),
      storage: deps.storage,
      jobs: deps.jobs,
      notifications: notifications.service,
      email,
      logger,
      now: deps.now,
    });
  // Lob calls its webhook the same way: signed, no session or Origin.
  app.route('/api', lobWebhookRoutes(mail));

  const api = new Hono<AppEnv>();
  api.use('*', noStore());
  api.use('*', requireSameOrigin(settings.trustedOrigins));
  // JSON calls are small; routes that take uploads set their own limit.
  const jsonLimit = jsonBodyLimit();
  api.use('/auth/*', jsonLimit);
  api.use('/profile', jsonLimit);
  api.use('/notifications/*', jsonLimit);
  api.use('/subscription/*', jsonLimit);
  api.use('/settings/*', jsonLimit);
  api.route('/', healthRoutes(database));
  // Signed-in answers are reused for a few seconds (docs/decisions/140); any call that can end a session drops them.
  const sessions = createSessionReader(auth);
  api.use('/auth/*', forgetSessionsAfterWrites(sessions));
  api.use('/sessions/*', forgetSessionsAfterWrites(sessions));
  api.route('/', authRoutes({ auth, settings, limiter, sessions }));

  api.use('/profile', requireSession(sessions));
  api.use('/profiles/*', requireSession(sessions));
  api.use('/analyses/*', requireSession(sessions));
  api.use('/uploads/*', requireSession(sessions));
  api.use('/account', jsonLimit, requireSession(sessions));
  api.use('/account/*', jsonLimit, requireSession(sessions));
  // '/disputes/*' covers '/disputes' as well.
  api.use('/disputes/*', requireSession(sessions));
  // Contracted services (docs/decisions/064, 160): a plan or the free month (402), and the 3-business-day period over
  // (403 SERVICES_NOT_YET_OPEN). Reads of the person's own letters and mailed disputes stay free.
  api.use('/disputes/*', requireSubscription(database.db, deps.now, isOwnRecordRead));
  // The assistant explains the report for free; its chat keeps advice on what to dispute for open services itself
  // (decision 168). The generated analysis (errors to dispute, next steps) is advice: contracted.
  api.use('/analyses/:id/assistant/analysis', requireSubscription(database.db, deps.now));
  // Strategy says what to dispute: a contracted service (decision 169), like the generated analysis.
  api.use('/analyses/:id/strategy', requireSubscription(database.db, deps.now));
  // '/notifications/*' covers '/notifications' as well.
  api.use('/notifications/*', requireSession(sessions));
  // '/subscription/*' covers '/subscription' as well.
  api.use('/subscription/*', requireSession(sessions));
  api.use('/settings/*', requireSession(sessions));
  api.use('/figures', requireSession(sessions));
  api.use('/sessions', requireSession(sessions));
  api.use('/sessions/*', requireSession(sessions));
  // Paid (decisions 064, 113): the repair plan and progress tracking. '/plan/*' covers '/plan' as well.
  for (const path of ['/plan/*', '/progress']) api.use(path, requireSession(sessions), requireSubscription(database.db, deps.now));
  // '/calendar/events/*' covers '/calendar/events' as well; the feed (/calendar/feed/:file) is not behind these.
  for (const path of ['/calendar/events/*', '/calendar/ics', '/calendar/feed-url/*']) {
    api.use(path, requireSession(sessions), requireSubscription(database.db, deps.now));
  }
  api.route('/', profileRoutes(database.db));
  const assistant = { db: database.db, provider: createAiProvider(settings.ai), settings: settings.ai, logger };
  api.route(
    '/',
    analysesRoutes({
      db: database.db,
      storage: deps.storage,
      jobs: deps.jobs,
      logger,
      enrichStrategy: strategyEnricher(assistant),
      now: deps.now,
      // A confirmed report now counts: compare it with the person's disputes as a finished analysis is (decision 189).
      onOwnerConfirmed: async (analysisId) => {
        try {
          await compareNewAnalysis({ db: database.db, notifications: notifications.service, logger }, analysisId);
        } catch (error) {
          logger.error({ analysis: analysisId, err: error instanceof Error ? error.message : String(error) }, 'dispute round comparison failed');
        }
      },
    }),
  );
  api.route('/', assistantRoutes(assistant));
  api.route('/', uploadRoutes({ db: database.db, storage: deps.storage, logger }));
  api.route('/', notificationRoutes(notifications));
  api.route('/', disputesRoutes({ db: database.db, storage: deps.storage, jobs: deps.jobs, notifications: notifications.service, logger }));
  api.route('/', mailRoutes(mail));
  api.route('/', billingRoutes(billing, { trustProxy: settings.trustProxy }));
  api.route('/', sessionRoutes(database.db));
  api.route('/', accountRoutes({ db: database.db, payments: billing.payments, jobs: deps.jobs, storage: deps.storage, logger, sessions }));
  api.route('/', planRoutes(database.db));
  api.route('/', progressRoutes(database.db, deps.now));
  api.route('/', figuresRoutes(database.db, deps.now));
  api.route('/', calendarRoutes(calendar));
  api.route('/', notificationSettingsRoutes(database.db));

  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'No such API call.');
  });
  app.route('/api', api);

  app.all('*', serveSpa(deps.webDir ?? DEFAULT_WEB_DIR));

  return { app, auth, state, notifications, billing };
}

export type App = ReturnType<typeof createApp>;
