import { RECOVERY_LIMIT_MESSAGE } from '../common/analysis';
import { TOO_MANY_ATTEMPTS_CODE, TOO_MANY_ATTEMPTS_MESSAGE } from '../common/auth';
import { MAIL_TEXT } from '../common/mail';
import { REPORT_OWNER_TEXT } from '../common/report-owner';
import { SUBSCRIPTION_TEXT } from '../common/subscription';
import { IDEMPOTENCY_KEY_IN_USE_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE, INVALID_FILE_TYPE_MESSAGE } from '../common/uploads';

/** Every error code the server answers with, and its HTTP status. The one place codes map to statuses. */
const STATUS_BY_CODE = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  PASSWORD_TOO_SHORT: 400,
  WEAK_PASSWORD: 400,
  UNAUTHORIZED: 401,
  SUBSCRIPTION_REQUIRED: 402,
  SERVICES_NOT_YET_OPEN: 403,
  FORBIDDEN_ORIGIN: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ANALYSIS_NOT_COMPLETED: 409,
  ANALYSIS_COMPLETED: 409,
  REPORT_OF_ANOTHER_PERSON: 409,
  RECOVERY_LIMIT_REACHED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL_ERROR: 500,
  PAYMENT_PROVIDER_ERROR: 502,
  MAIL_PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
  FEATURE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;
export type ErrorStatus = (typeof STATUS_BY_CODE)[ErrorCode];

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Please check the highlighted fields.',
  BAD_REQUEST: 'The request could not be understood.',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  WEAK_PASSWORD: 'This password is too easy to guess. Choose a longer or less common one.',
  UNAUTHORIZED: 'Please sign in to continue.',
  SUBSCRIPTION_REQUIRED: SUBSCRIPTION_TEXT.required,
  SERVICES_NOT_YET_OPEN: SUBSCRIPTION_TEXT.notYetOpenFallback,
  FORBIDDEN_ORIGIN: 'This request did not come from the app.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'That conflicts with existing data.',
  ANALYSIS_NOT_COMPLETED: 'This analysis has not finished yet.',
  ANALYSIS_COMPLETED: 'This analysis has already finished.',
  REPORT_OF_ANOTHER_PERSON: REPORT_OWNER_TEXT.refused,
  RECOVERY_LIMIT_REACHED: RECOVERY_LIMIT_MESSAGE,
  IDEMPOTENCY_KEY_REUSED: IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENCY_KEY_IN_USE: IDEMPOTENCY_KEY_IN_USE_MESSAGE,
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_FILE_TYPE: INVALID_FILE_TYPE_MESSAGE,
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  TOO_MANY_ATTEMPTS: TOO_MANY_ATTEMPTS_MESSAGE,
  INTERNAL_ERROR: 'Something went wrong. Please try again.',
  PAYMENT_PROVIDER_ERROR: 'The payment service did not answer as expected. Nothing was charged; please try again.',
  MAIL_PROVIDER_ERROR: MAIL_TEXT.failedFallback,
  SERVICE_UNAVAILABLE: 'The service is shutting down. Please try again in a moment.',
  FEATURE_UNAVAILABLE: 'This feature is not available on this server.',
};

export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    readonly options: { fields?: Record<string, string>; retryAfterSeconds?: number; details?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }

  get body(): { code: string; message: string; fields?: Record<string, string> } {
    const body = { code: this.code, message: this.message, ...this.options.details };
    return this.options.fields ? { ...body, fields: this.options.fields } : body;
  }
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(TOO_MANY_ATTEMPTS_CODE, TOO_MANY_ATTEMPTS_MESSAGE, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}

/** The JSON answer for an error, with Retry-After on 429. */
export function errorResponse(error: AppError): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
  if (error.options.retryAfterSeconds !== undefined) headers.set('Retry-After', String(error.options.retryAfterSeconds));
  return new Response(JSON.stringify(error.body), { status: error.status, headers });
}
