import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors';

/** An error toast with the spec's title; the server's message, when it sent one, as description. */
export function toastNotificationError(title: string, error: unknown): void {
  const description = errorMessage(error, '');
  toast.error(title, description ? { description } : undefined);
}
