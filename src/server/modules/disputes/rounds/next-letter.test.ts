import { describe, expect, it } from 'vitest';
import type { DisputeItemMetadata, DisputeOutcome, DisputeStatus } from '../../../../common/disputes/items';
import type { ItemRow, LetterRow } from '../dto';
import { letterFits, movedToNextRound } from './next-letter';

const NOW = new Date('2026-11-25T12:00:00Z');
const META: DisputeItemMetadata = { item_type: 'dispute_letter', dispute_letter: 'old text', letter_generated_at: null, laws: ['FCRA 611'], priority: 'high' };

function row(result: DisputeOutcome | null, status: DisputeStatus, due = '2026-12-20T00:00:00Z', round = 1): ItemRow {
  const metadata: DisputeItemMetadata = {
    ...META,
    round,
    history: [{ at: '2026-10-01T10:00:00.000Z', status, note: 'Round 1: logged' }],
    certified_mail: {
      tracking_id: 'ltr_1',
      tracking_number: null,
      estimated_delivery_date: null,
      actual_delivery_date: null,
      tracking_url: null,
      status: 'delivered',
      follow_up_date: null,
    },
    ...(result ? { outcome: { result, decided_at: '2026-10-20T09:00:00.000Z', source: 'person' as const, round } } : {}),
  };
  return { id: 'i1', status, dueDate: new Date(due), metadata, createdAt: NOW, updatedAt: NOW } as unknown as ItemRow;
}

describe('next-round letters: which fits', () => {
  it('fits each letter to its outcome only', () => {
    expect(letterFits('method_of_verification', row('verified', 'denied'), NOW, false)).toBe(true);
    expect(letterFits('method_of_verification', row('stall', 'responded'), NOW, false)).toBe(false);
    expect(letterFits('identity_reply', row('stall', 'responded'), NOW, false)).toBe(true);
    expect(letterFits('follow_up', row('no_response', 'sent'), NOW, false)).toBe(true);
    expect(letterFits('reinsertion', row('deleted', 'completed'), NOW, true)).toBe(true);
    expect(letterFits('reinsertion', row('deleted', 'completed'), NOW, false)).toBe(false);
  });

  it('offers the follow-up only after the due date, and never after a frivolous notice', () => {
    expect(letterFits('follow_up', row(null, 'sent', '2026-12-20T00:00:00Z'), NOW, false)).toBe(false);
    expect(letterFits('follow_up', row(null, 'sent', '2026-11-01T00:00:00Z'), NOW, false)).toBe(true);
    expect(letterFits('follow_up', row('frivolous', 'denied'), NOW, false)).toBe(false);
  });
});

describe('next-round letters: the item moved', () => {
  it('adds one to the round, keeps the round before and the history, drops the outcome and the old tracking', () => {
    const letter = { signedAt: new Date('2026-09-02T12:00:00Z'), mailedAt: new Date('2026-09-04T12:00:00Z') } as LetterRow;
    const moved = movedToNextRound(row('verified', 'denied', '2026-10-02T00:00:00Z'), letter, 'method_of_verification', NOW);
    expect(moved.round).toBe(2);
    expect(moved.outcome).toBeUndefined();
    expect(moved.certified_mail).toBeUndefined();
    expect(moved.dispute_letter).toBeNull();
    expect(moved.previous_round).toEqual({
      round: 1,
      letter_date: '2026-09-02',
      mailed_on: '2026-09-04',
      due_on: '2026-10-02',
      outcome: 'verified',
      outcome_on: '2026-10-20',
    });
    expect(moved.history!.map((h) => h.note)).toEqual(['Round 1: logged', 'Round 2: method-of-verification letter drafted']);
    expect(moved.history!.at(-1)).toMatchObject({ at: NOW.toISOString(), status: 'pending' });
  });
});
