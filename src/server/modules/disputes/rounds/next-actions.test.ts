import { describe, expect, it } from 'vitest';
import type { DisputeItemDto, DisputeItemMetadata, DisputeOutcome } from '../../../../common/disputes/items';
import { cfpbSummary, nextActionKinds, nextActions, unknownCites } from './next-actions';

const META: DisputeItemMetadata = { item_type: 'dispute_letter', dispute_letter: null, letter_generated_at: null, laws: [], priority: 'high' };
const NOW = new Date('2026-11-25T12:00:00Z');

function item(result: DisputeOutcome | null, round = 1, status: DisputeItemDto['status'] = 'sent', due = '2026-12-20T00:00:00.000Z') {
  const metadata = { ...META, round, ...(result ? { outcome: { result, decided_at: NOW.toISOString(), source: 'person' as const, round } } : {}) };
  return { status, due_date: due, metadata };
}

describe('next actions', () => {
  it('chooses the next step from the outcome', () => {
    expect(nextActionKinds(item(null), NOW, false)).toEqual([]);
    expect(nextActionKinds(item(null, 1, 'sent', '2026-11-01T00:00:00.000Z'), NOW, false)).toEqual(['follow_up']);
    expect(nextActionKinds(item('no_response'), NOW, false)).toEqual(['follow_up']);
    expect(nextActionKinds(item('verified', 1, 'denied'), NOW, false)).toEqual(['verification_request', 'furnisher_dispute']);
    expect(nextActionKinds(item('frivolous', 1, 'denied'), NOW, false)).toEqual(['follow_up', 'furnisher_dispute']);
    expect(nextActionKinds(item('stall', 1, 'responded'), NOW, false)).toEqual(['identity_reply']);
    expect(nextActionKinds(item('deleted', 1, 'completed'), NOW, false)).toEqual([]);
    expect(nextActionKinds(item('corrected', 1, 'completed'), NOW, false)).toEqual([]);
  });

  it('offers the CFPB complaint once the disputes are exhausted, and for a reinsertion', () => {
    expect(nextActionKinds(item('verified', 2, 'denied'), NOW, false)).toEqual(['verification_request', 'furnisher_dispute', 'cfpb_complaint']);
    expect(nextActionKinds(item('no_response', 2), NOW, false)).toEqual(['follow_up', 'cfpb_complaint']);
    expect(nextActionKinds(item('stall', 2, 'responded'), NOW, false)).toEqual(['identity_reply']);
    expect(nextActionKinds(item('deleted', 1, 'completed'), NOW, true)).toEqual(['reinsertion_notice', 'cfpb_complaint']);
  });

  it('cites only provisions of the law library', () => {
    expect(unknownCites()).toEqual([]);
    expect(nextActions(item('verified', 1, 'denied'), NOW, false)[0]!.cites).toEqual(['FCRA 611(a)(7)']);
  });

  it('writes the CFPB summary from the item data only', () => {
    const summary = cfpbSummary(
      {
        bureau: 'experian',
        account_name: 'BLUE RIVER COLLECTIONS',
        account_number: '****7730',
        dispute_reason: 'This account is not mine',
        request: 'delete',
        metadata: {
          ...META,
          round: 2,
          outcome: { result: 'verified', decided_at: NOW.toISOString(), source: 'reply', round: 2 },
          history: [{ at: '2026-10-02T10:00:00.000Z', status: 'denied', note: 'Round 1: The bureau said the item was verified as accurate' }],
        },
      },
      false,
    );
    expect(summary.what_happened).toBe(
      [
        'I disputed BLUE RIVER COLLECTIONS (account ****7730) on my Experian credit report because: This account is not mine',
        'I have disputed it in 2 rounds.',
        '2026-10-02: Round 1: The bureau said the item was verified as accurate.',
        'The latest answer: Verified as accurate.',
      ].join('\n'),
    );
    expect(summary.fair_resolution).toBe(
      'Delete BLUE RIVER COLLECTIONS (account ****7730) from my Experian credit report, and send me the results in writing.',
    );
  });
});
