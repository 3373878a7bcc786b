import pino, { type Logger } from 'pino';
import { describeError } from './log-error';

export type { Logger };

const REDACT = ['password', 'newPassword', 'currentPassword', 'token', 'cookie', 'headers.cookie', 'headers.authorization'];

/** Any Error among a line's fields is written by describeError (class and code, never its message). */
function serializeErrors(fields: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Error) {
      out ??= { ...fields };
      out[key] = describeError(value);
    }
  }
  return out ?? fields;
}

/**
 * Structured JSON logs on stdout, every line through the same serializer: errors by class and code (see
 * log-error.ts), fields that could carry secrets redacted as a second line of defence. Pass errors as they are
 * (`{ err: error }`), never their message.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: describeError, error: describeError },
    formatters: { log: serializeErrors },
    redact: { paths: REDACT, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** An error nobody caught ends the process like Node's default, but is written through the same serializer. */
export function logUncaughtErrors(logger: Logger): void {
  const die = (label: string) => (error: unknown) => {
    logger.fatal({ err: error }, label);
    process.exit(1);
  };
  process.on('uncaughtException', die('uncaught exception'));
  process.on('unhandledRejection', die('unhandled rejection'));
}
