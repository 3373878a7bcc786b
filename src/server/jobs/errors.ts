import { EngineError } from '../../engine/errors';

/**
 * Thrown by a job handler when trying again cannot help (the input is wrong, not the moment): the job fails
 * at once and is not retried. Any other error is treated as transient and retried with backoff.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** An unreadable or unsupported report fails the same way on every attempt, so engine errors are permanent. */
export function isPermanentJobError(error: unknown): boolean {
  return error instanceof PermanentJobError || error instanceof EngineError;
}
