/**
 * Settings: the only reader of process.env (and of the root `.env` file).
 * Names and defaults follow /work/shared/contracts/runtime.md.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dotenv from 'dotenv';
import { z } from 'zod';
import { PRODUCT_NAME } from '../common/brand';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Env = Record<string, string | undefined>;

export const AI_PROVIDERS = ['anthropic', 'openai', 'builtin'] as const;
export type AiProviderKind = (typeof AI_PROVIDERS)[number];
/**
 * A Claude Sonnet-class model (spec document 2 §9). Checked 2026-11-25 against Anthropic's models overview: Claude
 * Sonnet 5.5 (`claude-sonnet-5-5`) is the current Sonnet; Sonnet 5 and 4.6 are marked legacy (decision 127).
 */
export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-5-5';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const booleanSetting = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['1', '0', 'true', 'false', 'yes', 'no'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === '1' || v === 'true' || v === 'yes'),
  );

const positiveInt = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').positive('must be above 0').default(fallback),
  );

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' });

const rawSchema = z.object({
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a port number between 0 and 65535' })
      .int('must be a port number between 0 and 65535')
      .min(0, 'must be a port number between 0 and 65535')
      .max(65535, 'must be a port number between 0 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  APP_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' }).optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters long').optional()),
  ENCRYPTION_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Files holding the secrets (e.g. a mounted secret outside DATA_DIR), read when the variable itself is unset. */
  SESSION_SECRET_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  ENCRYPTION_KEY_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  /** During a key rotation (npm run keys:rotate): the key being replaced, still read (docs/decisions/196). */
  ENCRYPTION_KEY_PREVIOUS: z.preprocess(emptyToUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
  /** Trust X-Forwarded-For for the client address (only behind a proxy that sets it). */
  TRUST_PROXY: booleanSetting(false),
  /** Attempts per client address per minute on each sign-in, sign-up and password call. */
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(30),
  /**
   * scrypt's cost of new password hashes (N; r=8, p=1). 131072 is OWASP's figure (128 MiB per hash). The tests
   * lower it so that hundreds of sign-ups stay fast on a busy 2-core machine; never lower it in production.
   */
  PASSWORD_HASH_N: z.preprocess(
    emptyToUndefined,
    z.enum(['16384', '32768', '65536', '131072'], { message: 'must be 16384, 32768, 65536 or 131072' }).default('131072').transform(Number),
  ),
  /**
   * How long a client may take to send a whole request (headers and body). 120 s lets a 10 MB upload through at
   * about 0.7 Mbit/s; a body trickling in more slowly is cut off instead of holding a connection.
   */
  REQUEST_TIMEOUT_MS: positiveInt(120_000),
  /** How long in-flight requests may take to finish at shutdown. */
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  /** Run the analysis jobs in the web process (false: only `npm run worker` processes run them). */
  JOBS_IN_PROCESS: booleanSetting(true),
  /** Analyses one process runs at the same time (each may use one engine worker thread of up to 768 MB heap). */
  WORKER_CONCURRENCY: positiveInt(2),
  /** Start the engine processes and their OCR workers at start, not at the first upload (docs/decisions/225). */
  WARM_ENGINE: booleanSetting(true),
  /** How often the reminder sweep runs (one job per period across all processes; docs/decisions/121). */
  REMINDER_SWEEP_SECONDS: positiveInt(3600),
  /** The AI assistant's provider; unset: Anthropic with ANTHROPIC_API_KEY, else OpenAI-compatible with OPENAI_BASE_URL or OPENAI_API_KEY, else built in. */
  AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(AI_PROVIDERS, { message: `must be one of ${AI_PROVIDERS.join(', ')}` }).optional()),
  ANTHROPIC_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  ANTHROPIC_MODEL: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_ANTHROPIC_MODEL)),
  ANTHROPIC_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  OPENAI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_OPENAI_MODEL)),
  OPENAI_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  /** How long one model call may take, first byte to last. */
  AI_TIMEOUT_MS: positiveInt(60_000),
  /** Assistant requests (chat messages, generated analyses, strategy regenerations) per user per minute. */
  AI_REQUESTS_PER_MINUTE: positiveInt(10),
  /** Model tokens (in and out) per user per UTC day; the built-in assistant counts none. */
  AI_DAILY_TOKEN_BUDGET: positiveInt(200_000),
  /** Stripe (docs/decisions/063-stripe-payments.md); without a key, the local payments provider takes no money. */
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
  ),
  STRIPE_PRICE_MONTHLY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^price_/, 'must start with price_')
      .optional(),
  ),
  STRIPE_PRICE_YEARLY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^price_/, 'must start with price_')
      .optional(),
  ),
  /** Where the Stripe SDK sends its calls (protocol, host and port); for tests against a local server. */
  STRIPE_API_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  /** Lob's Print & Mail API (docs/decisions/100-certified-mail-lob.md); without a key, certified mail is not offered. */
  LOB_API_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(test|live)_/, 'must start with test_ or live_')
      .optional(),
  ),
  LOB_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters long').optional()),
  /** Lob's API address (protocol, host, port); for tests against a local server. */
  LOB_API_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  /** The business named in the CROA contract and notice of cancellation (15 U.S.C. 1679d(b)(3)). */
  BUSINESS_NAME: z.preprocess(emptyToUndefined, z.string().optional()),
  BUSINESS_ADDRESS: z.preprocess(emptyToUndefined, z.string().min(10, 'must be a full postal address').optional()),
  BUSINESS_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'must be an email address' }).optional()),
  /** The states the business is registered in under their credit-services acts (decision 164), e.g. "TX,FL". */
  BUSINESS_REGISTERED_STATES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\s*[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*\s*$/, 'must be two-letter state codes separated by commas')
      .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
      .optional(),
  ),
  /** S3-compatible storage of the report files (docs/decisions/097); unset, they stay in DATA_DIR/reports. */
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl.optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { message: 'must be true or false' }).default('false')),
  S3_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^([A-Za-z0-9_.-]+\/)*$/, 'must be empty or end with "/"')
      .default(''),
  ),
});

/** Where report files go when S3_BUCKET is set. Keys unset: the SDK's usual sources (environment, instance role). */
export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

function s3Settings(raw: z.infer<typeof rawSchema>): S3Settings | undefined {
  if (!raw.S3_BUCKET) return undefined;
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    throw new SettingsError(raw.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'must be set together with the other S3 key');
  }
  return {
    bucket: raw.S3_BUCKET,
    endpoint: raw.S3_ENDPOINT,
    region: raw.S3_REGION,
    accessKeyId: raw.S3_ACCESS_KEY_ID,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE === 'true',
    prefix: raw.S3_PREFIX,
  };
}

export interface Settings {
  port: number;
  host: string;
  appUrl: string;
  appOrigin: string;
  /** Origins allowed to make state-changing calls: APP_URL's, plus its loopback aliases when it is a loopback URL. */
  trustedOrigins: string[];
  secure: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string;
  /** 32 bytes, for encrypting stored files and wrapping the people's data keys at rest. */
  encryptionKey: Buffer;
  /** The key a rotation replaces (ENCRYPTION_KEY_PREVIOUS): still accepted for reading; undefined outside a rotation. */
  encryptionKeyPrevious: Buffer | undefined;
  /** A secret sits in a file inside DATA_DIR (generated there, or a *_FILE path under it): a copy of DATA_DIR holds the keys too. */
  keysInDataDir: boolean;
  /** S3-compatible storage of report files; undefined: DATA_DIR/reports. */
  s3: S3Settings | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  authRateLimitPerMinute: number;
  passwordHashN: number;
  requestTimeoutMs: number;
  shutdownTimeoutMs: number;
  jobsInProcess: boolean;
  workerConcurrency: number;
  /**
   * Start the engine processes and their OCR workers with the server (and the worker) rather than at the first
   * upload (WARM_ENGINE, the default; test servers set it off). Off the request path: the server is ready while they
   * start.
   */
  warmEngine: boolean;
  reminderSweepSeconds: number;
  /** Unset: the local payments provider (activates plans without taking money, and says so). */
  stripe: { secretKey: string; webhookSecret: string; priceMonthly?: string; priceYearly?: string; apiUrl?: string } | undefined;
  /** `configured`: BUSINESS_NAME, BUSINESS_ADDRESS and BUSINESS_EMAIL are all set (outside demo mode, no plan is offered without them). */
  business: { name: string; address: string; email: string; configured: boolean; registeredStates: string[] | null };
  ai: AiSettings;
  /** Unset: certified mail is not available (no Send Letter button; the call answers 'Feature unavailable'). */
  lob: { apiKey: string; webhookSecret: string | undefined; apiUrl: string } | undefined;
}

export const DEFAULT_LOB_API_URL = 'https://api.lob.com';

/** The AI assistant's provider and limits (docs/decisions/070-assistant-providers.md). */
export interface AiSettings {
  provider: AiProviderKind;
  anthropic: { apiKey: string | undefined; model: string; baseUrl: string | undefined };
  openai: { apiKey: string | undefined; model: string; baseUrl: string | undefined };
  timeoutMs: number;
  requestsPerMinute: number;
  dailyTokenBudget: number;
}

export class SettingsError extends Error {
  constructor(
    readonly setting: string,
    detail: string,
  ) {
    super(`Invalid setting ${setting}: ${detail}`);
    this.name = 'SettingsError';
  }
}

const SESSION_SECRET_FILE = 'session-secret';
const ENCRYPTION_KEY_FILE = 'encryption-key';

/** Reads a secret kept in DATA_DIR, creating it (mode 0600) on first use. Safe when two processes race. */
function keptSecret(dataDir: string, fileName: string, make: () => string): string {
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) {
    try {
      writeFileSync(file, make() + '\n', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const value = readFileSync(file, 'utf8').trim();
  if (!value) throw new SettingsError(fileName, `the file ${file} is empty; delete it to generate a new one`);
  return value;
}

/** A secret from its variable, else from the file its *_FILE variable names, else generated into DATA_DIR. */
function secretOf(
  value: string | undefined,
  file: string | undefined,
  fileSetting: string,
  cwd: string,
  dataDir: string,
  keptName: string,
  make: () => string,
): { value: string; inDataDir: boolean } {
  if (value) return { value, inDataDir: false };
  if (file) {
    const full = path.resolve(cwd, file);
    let text: string;
    try {
      text = readFileSync(full, 'utf8').trim();
    } catch (error) {
      throw new SettingsError(fileSetting, `cannot read ${full}: ${(error as Error).message}`);
    }
    if (!text) throw new SettingsError(fileSetting, `the file ${full} is empty`);
    return { value: text, inDataDir: !path.relative(dataDir, full).startsWith('..') };
  }
  return { value: keptSecret(dataDir, keptName, make), inDataDir: true };
}

function decodeKey(value: string, setting: string): Buffer {
  const hex = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : undefined;
  const key = hex ?? Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new SettingsError(setting, 'must be 32 bytes, written as 64 hex digits or base64');
  }
  return key;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** http://localhost:3000 and http://127.0.0.1:3000 are the same machine: accept either when APP_URL is one. */
function trustedOrigins(url: URL): string[] {
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

function aiSettings(raw: z.infer<typeof rawSchema>): AiSettings {
  const provider: AiProviderKind = raw.AI_PROVIDER ?? (raw.ANTHROPIC_API_KEY ? 'anthropic' : raw.OPENAI_BASE_URL || raw.OPENAI_API_KEY ? 'openai' : 'builtin');
  if (provider === 'anthropic' && !raw.ANTHROPIC_API_KEY) throw new SettingsError('ANTHROPIC_API_KEY', 'is needed when AI_PROVIDER is anthropic');
  if (provider === 'openai' && !raw.OPENAI_BASE_URL && !raw.OPENAI_API_KEY) {
    throw new SettingsError('OPENAI_BASE_URL', 'or OPENAI_API_KEY is needed when AI_PROVIDER is openai');
  }
  return {
    provider,
    anthropic: { apiKey: raw.ANTHROPIC_API_KEY, model: raw.ANTHROPIC_MODEL, baseUrl: raw.ANTHROPIC_BASE_URL },
    openai: { apiKey: raw.OPENAI_API_KEY, model: raw.OPENAI_MODEL, baseUrl: raw.OPENAI_BASE_URL },
    timeoutMs: raw.AI_TIMEOUT_MS,
    requestsPerMinute: raw.AI_REQUESTS_PER_MINUTE,
    dailyTokenBudget: raw.AI_DAILY_TOKEN_BUDGET,
  };
}

function stripeSettings(raw: z.infer<typeof rawSchema>): Settings['stripe'] {
  if (!raw.STRIPE_SECRET_KEY) return undefined;
  if (!raw.STRIPE_WEBHOOK_SECRET) throw new SettingsError('STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set');
  // Taking money under a contract that has no business address would break 15 U.S.C. 1679d(b)(3).
  if (!raw.BUSINESS_ADDRESS) throw new SettingsError('BUSINESS_ADDRESS', 'is required when STRIPE_SECRET_KEY is set');
  return {
    secretKey: raw.STRIPE_SECRET_KEY,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
    priceMonthly: raw.STRIPE_PRICE_MONTHLY,
    priceYearly: raw.STRIPE_PRICE_YEARLY,
    apiUrl: raw.STRIPE_API_URL,
  };
}

function lobSettings(raw: z.infer<typeof rawSchema>): Settings['lob'] {
  if (!raw.LOB_API_KEY) return undefined;
  return { apiKey: raw.LOB_API_KEY, webhookSecret: raw.LOB_WEBHOOK_SECRET, apiUrl: (raw.LOB_API_URL ?? DEFAULT_LOB_API_URL).replace(/\/+$/, '') };
}

/**
 * Builds settings from an environment object. Creates DATA_DIR and the kept secrets when needed.
 * Throws SettingsError naming the first bad setting.
 */
export function buildSettings(env: Env, cwd: string = process.cwd()): Settings {
  const parsed = rawSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const setting = String(issue?.path[0] ?? 'settings');
    throw new SettingsError(setting, issue?.message ?? 'invalid value');
  }
  const raw = parsed.data;
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  const url = new URL(appUrl);
  const dataDir = path.resolve(cwd, raw.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new SettingsError('DATA_DIR', `cannot create ${dataDir}: ${(error as Error).message}`);
  }
  const session = secretOf(raw.SESSION_SECRET, raw.SESSION_SECRET_FILE, 'SESSION_SECRET_FILE', cwd, dataDir, SESSION_SECRET_FILE, () =>
    randomBytes(32).toString('base64url'),
  );
  if (session.value.length < 32) throw new SettingsError('SESSION_SECRET_FILE', 'must hold at least 32 characters');
  const encryption = secretOf(raw.ENCRYPTION_KEY, raw.ENCRYPTION_KEY_FILE, 'ENCRYPTION_KEY_FILE', cwd, dataDir, ENCRYPTION_KEY_FILE, () =>
    randomBytes(32).toString('base64'),
  );
  const sessionSecret = session.value;
  const encryptionKey = decodeKey(
    encryption.value,
    raw.ENCRYPTION_KEY ? 'ENCRYPTION_KEY' : raw.ENCRYPTION_KEY_FILE ? 'ENCRYPTION_KEY_FILE' : ENCRYPTION_KEY_FILE,
  );
  return {
    port: raw.PORT,
    host: raw.HOST,
    appUrl,
    appOrigin: url.origin,
    trustedOrigins: trustedOrigins(url),
    secure: url.protocol === 'https:',
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${url.hostname === 'localhost' ? 'localhost.localdomain' : url.hostname}>`,
    sessionSecret,
    encryptionKey,
    encryptionKeyPrevious: raw.ENCRYPTION_KEY_PREVIOUS ? decodeKey(raw.ENCRYPTION_KEY_PREVIOUS, 'ENCRYPTION_KEY_PREVIOUS') : undefined,
    keysInDataDir: session.inDataDir || encryption.inDataDir,
    s3: s3Settings(raw),
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    authRateLimitPerMinute: raw.AUTH_RATE_LIMIT_PER_MINUTE,
    passwordHashN: raw.PASSWORD_HASH_N,
    requestTimeoutMs: raw.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    jobsInProcess: raw.JOBS_IN_PROCESS,
    workerConcurrency: raw.WORKER_CONCURRENCY,
    warmEngine: raw.WARM_ENGINE,
    reminderSweepSeconds: raw.REMINDER_SWEEP_SECONDS,
    ai: aiSettings(raw),
    lob: lobSettings(raw),
    stripe: stripeSettings(raw),
    business: {
      // Used only in local demo mode (decision 161): outside it no plan is offered without the three settings.
      name: raw.BUSINESS_NAME ?? `${PRODUCT_NAME} local demonstration`,
      address: raw.BUSINESS_ADDRESS ?? 'no postal address: this is a local demonstration, not a business',
      email: raw.BUSINESS_EMAIL ?? `support@${url.hostname === 'localhost' ? 'localhost.localdomain' : url.hostname}`,
      configured: Boolean(raw.BUSINESS_NAME && raw.BUSINESS_ADDRESS && raw.BUSINESS_EMAIL),
      registeredStates: raw.BUSINESS_REGISTERED_STATES ?? null,
    },
  };
}

/** process.env over the root `.env` file (process.env wins). */
export function processEnv(): Env {
  const file = path.join(PROJECT_ROOT, '.env');
  const fromFile = existsSync(file) ? dotenv.parse(readFileSync(file)) : {};
  return { ...fromFile, ...process.env };
}

/** Settings for the running process; a bad setting prints one message and exits with status 1. */
export function loadSettings(): Settings {
  try {
    return buildSettings(processEnv());
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
