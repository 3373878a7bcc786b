/** The dispute module's queue, limits and notification texts (docs/api.md "Disputes"). */
import { BUREAU_LABELS, type Bureau } from '../../../common/analysis';

/** The pg-boss queue that rebuilds letters after "Regenerate"; its data is ids only. */
export const REGENERATE_LETTERS_QUEUE = 'regenerate-letters';
/** Reads an uploaded bureau reply into proposed outcomes (decision 106). */
export const READ_REPLY_QUEUE = 'read-reply';

/** Dispute writes one user may make per hour (choices, edits, status changes, uploads of exhibits). */
export const DISPUTE_WRITES_PER_HOUR = 300;
export const DISPUTE_WINDOW_SECONDS = 60 * 60;

export const EXHIBITS_PER_LETTER = 5;

/** DISPUTE_STATUS_UPDATE notifications (spec document 1). */
export const STATUS_NOTIFICATION_TYPE = 'DISPUTE_STATUS_UPDATE';
export const STATUS_NOTIFICATION_TITLE = 'Dispute Status Update';

const STATUS_WORDS: Record<string, string> = {
  pending: 'is pending',
  ready: 'has a letter ready to mail',
  sent: 'was mailed',
  responded: 'has a response from the bureau',
  completed: 'is completed',
  denied: 'was denied by the bureau',
  submitted: 'was sent by certified mail',
};

export const bureauWords = (bureau: Bureau | 'all'): string => (bureau === 'all' ? 'all bureaus' : BUREAU_LABELS[bureau]);

export function statusMessage(accountName: string, bureau: Bureau | 'all', status: string): string {
  return `Your dispute of ${accountName} with ${bureauWords(bureau)} ${STATUS_WORDS[status] ?? `is now ${status}`}.`;
}

export function letterMessage(what: 'ready' | 'sent', bureauOrName: string, count: number): string {
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return what === 'ready'
    ? `Your letter to ${bureauOrName} (${items}) is approved and ready to print and mail.`
    : `You recorded your letter to ${bureauOrName} (${items}) as mailed. The response is due within 30 days.`;
}
