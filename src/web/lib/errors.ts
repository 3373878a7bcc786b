import { toast } from 'sonner';
import { SUBSCRIPTION_REQUIRED_CODE, SUBSCRIPTION_TEXT } from '../../common/subscription';
import { ApiError } from './api';

/** The page a 402 SUBSCRIPTION_REQUIRED answer leads to. */
export const SUBSCRIPTION_PATH = '/subscription';

/**
 * True when a paid route (docs/decisions/064) answered 402 SUBSCRIPTION_REQUIRED. Screens show
 * `<SubscriptionRequired />` (src/web/components/SubscriptionRequired.tsx) for it; `toastError` adds the way there.
 */
export function isSubscriptionRequired(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 402 || error.code === SUBSCRIPTION_REQUIRED_CODE);
}

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
  if (isSubscriptionRequired(error)) {
    toast.error(title, {
      description: SUBSCRIPTION_TEXT.required,
      action: { label: SUBSCRIPTION_TEXT.requiredAction, onClick: () => window.location.assign(SUBSCRIPTION_PATH) },
    });
    return;
  }
  toast.error(title, { description: errorMessage(error, fallback) });
}
