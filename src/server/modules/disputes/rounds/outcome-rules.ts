/**
 * The outcome rules (docs/decisions/105), pure: which status an outcome gives, the status an item returns to when
 * its outcome is undone, and the metadata after a change. Nothing the person entered is dropped: every outcome,
 * change and undo is a new history entry.
 */
import type { DisputeHistoryEntry, DisputeItemMetadata, DisputeOutcome, DisputeOutcomeMeta, DisputeStatus } from '../../../../common/disputes/items';
import { OUTCOME_LABELS, OUTCOME_NOTES, OUTCOME_STATUS, ROUNDS_MESSAGES } from '../../../../common/rounds';

/** Statuses in which the letter has been mailed (by the person or by certified mail), so a reply can exist. */
const MAILED: readonly DisputeStatus[] = ['sent', 'submitted', 'responded', 'completed', 'denied'];

export interface OutcomeItem {
  status: DisputeStatus;
  dueDate: Date | null;
  metadata: DisputeItemMetadata;
}

export type OutcomeCheck = { ok: true } | { ok: false; message: string };

/** The status of a mailed item with no outcome: submitted when it went by certified mail, sent otherwise. */
export function mailedStatus(metadata: DisputeItemMetadata): DisputeStatus {
  return metadata.certified_mail ? 'submitted' : 'sent';
}

export function canLogOutcome(item: OutcomeItem, result: DisputeOutcome, now: Date): OutcomeCheck {
  if (!MAILED.includes(item.status)) return { ok: false, message: ROUNDS_MESSAGES.notMailed };
  if (result === 'no_response' && item.dueDate && item.dueDate.getTime() > now.getTime()) return { ok: false, message: ROUNDS_MESSAGES.noResponseEarly };
  return { ok: true };
}

export function withOutcome(
  item: OutcomeItem,
  result: DisputeOutcome,
  source: DisputeOutcomeMeta['source'],
  now: Date,
): { status: DisputeStatus; metadata: DisputeItemMetadata } {
  const status = OUTCOME_STATUS[result] ?? mailedStatus(item.metadata);
  const round = item.metadata.round ?? 1;
  const previous = item.metadata.outcome;
  const by = source === 'reply' ? ' (read from the bureau’s reply)' : source === 'reanalysis' ? ' (seen in a newer report)' : '';
  const changed = previous && previous.result !== result ? `; changed from “${OUTCOME_LABELS[previous.result]}”` : '';
  const entry: DisputeHistoryEntry = { at: now.toISOString(), status, note: `Round ${round}: ${OUTCOME_NOTES[result]}${by}${changed}` };
  return {
    status,
    metadata: {
      ...item.metadata,
      round,
      outcome: { result, decided_at: now.toISOString(), source, round },
      history: [...(item.metadata.history ?? []), entry],
    },
  };
}

export function withoutOutcome(item: OutcomeItem, now: Date): { status: DisputeStatus; metadata: DisputeItemMetadata } | null {
  const previous = item.metadata.outcome;
  if (!previous) return null;
  const status = mailedStatus(item.metadata);
  const { outcome: _dropped, ...rest } = item.metadata;
  const entry: DisputeHistoryEntry = { at: now.toISOString(), status, note: `Round ${previous.round}: outcome “${OUTCOME_LABELS[previous.result]}” undone` };
  return { status, metadata: { ...rest, history: [...(item.metadata.history ?? []), entry] } };
}

export function outcomeMessage(accountName: string, where: string, result: DisputeOutcome | null): string {
  return result
    ? `Your dispute of ${accountName} with ${where}: ${OUTCOME_LABELS[result]}.`
    : `Your dispute of ${accountName} with ${where}: the outcome you logged was undone.`;
}
