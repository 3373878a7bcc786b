import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout. Fields that could carry secrets are redacted as a second line of defence. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['password', 'newPassword', 'currentPassword', 'token', 'cookie', 'headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
  });
}
