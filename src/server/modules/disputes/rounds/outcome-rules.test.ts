import { describe, expect, it } from 'vitest';
import type { DisputeItemMetadata } from '../../../../common/disputes/items';
import { ROUNDS_MESSAGES } from '../../../../common/rounds';
import { canLogOutcome, mailedStatus, withOutcome, withoutOutcome, type OutcomeItem } from './outcome-rules';

const META: DisputeItemMetadata = { item_type: 'dispute_letter', dispute_letter: null, letter_generated_at: null, laws: [], priority: 'high' };
const NOW = new Date('2026-11-25T12:00:00Z');
const sent: OutcomeItem = { status: 'sent', dueDate: new Date('2026-12-01T00:00:00Z'), metadata: META };

describe('outcome rules', () => {
  it('maps each outcome to its status; no response keeps the mailed status', () => {
    expect(withOutcome(sent, 'deleted', 'person', NOW).status).toBe('completed');
    expect(withOutcome(sent, 'corrected', 'person', NOW).status).toBe('completed');
    expect(withOutcome(sent, 'verified', 'person', NOW).status).toBe('denied');
    expect(withOutcome(sent, 'frivolous', 'person', NOW).status).toBe('denied');
    expect(withOutcome(sent, 'stall', 'person', NOW).status).toBe('responded');
    expect(withOutcome(sent, 'no_response', 'person', NOW).status).toBe('sent');
    const certified = { ...sent, metadata: { ...META, certified_mail: { status: 'delivered' } as DisputeItemMetadata['certified_mail'] } };
    expect(withOutcome(certified, 'no_response', 'person', NOW).status).toBe('submitted');
    expect(mailedStatus(certified.metadata!)).toBe('submitted');
  });

  it('refuses an outcome before mailing, and "no response" before the due date', () => {
    expect(canLogOutcome({ ...sent, status: 'ready' }, 'deleted', NOW)).toEqual({ ok: false, message: ROUNDS_MESSAGES.notMailed });
    expect(canLogOutcome(sent, 'no_response', NOW)).toEqual({ ok: false, message: ROUNDS_MESSAGES.noResponseEarly });
    expect(canLogOutcome(sent, 'no_response', new Date('2026-12-02T00:00:00Z'))).toEqual({ ok: true });
    expect(canLogOutcome({ ...sent, status: 'denied' }, 'deleted', NOW)).toEqual({ ok: true });
  });

  it('keeps every outcome, change and undo in the history, in the item round', () => {
    const first = withOutcome({ ...sent, metadata: { ...META, round: 2 } }, 'verified', 'reply', NOW);
    expect(first.metadata.outcome).toEqual({ result: 'verified', decided_at: NOW.toISOString(), source: 'reply', round: 2 });
    const second = withOutcome({ ...sent, status: first.status, metadata: first.metadata }, 'deleted', 'person', NOW);
    const undone = withoutOutcome({ ...sent, status: second.status, metadata: second.metadata }, NOW)!;
    expect(undone.status).toBe('sent');
    expect(undone.metadata.outcome).toBeUndefined();
    expect(undone.metadata.history!.map((h) => h.note)).toEqual([
      'Round 2: The bureau said the item was verified as accurate (read from the bureau’s reply)',
      'Round 2: The bureau deleted the item; changed from “Verified as accurate”',
      'Round 2: outcome “Deleted” undone',
    ]);
    expect(withoutOutcome(sent, NOW)).toBeNull();
  });
});
