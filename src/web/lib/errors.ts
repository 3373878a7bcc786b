import { toast } from 'sonner';
import { ApiError } from './api';

/**
 * The one place that turns failures into words for the user. A server answer with a message (ApiError, or a
 * better-auth `{ message }` error) is shown as sent; anything else (network failure, a bug) gets the screen's
 * fallback text from the spec.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  // better-auth's client returns plain `{ status, message, code }` objects, not Error instances.
  if (typeof error === 'object' && error !== null && !(error instanceof Error) && 'message' in error) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message.trim() && !isTransportMessage(message)) return message;
  }
  return fallback;
}

/** Browser wording for a failed fetch says nothing useful to a user; prefer the screen's own text. */
function isTransportMessage(message: string): boolean {
  return /failed to fetch|networkerror|load failed|network request failed/i.test(message);
}

export function toastError(title: string, error: unknown, fallback: string): void {
  toast.error(title, { description: errorMessage(error, fallback) });
}
