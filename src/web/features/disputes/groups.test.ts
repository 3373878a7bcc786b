import { describe, expect, it } from 'vitest';
import type { DisputeItemDto } from '../../../common/disputes/items';
import { buildGroups, derivedStatus, groupsForTab, groupStatus } from './groups';

function item(id: string, fields: Partial<DisputeItemDto> = {}): DisputeItemDto {
  return {
    id,
    analysis_id: 'a1',
    bureau: 'experian',
    account_name: `ACCOUNT ${id}`,
    account_number: null,
    dispute_reason: 'Wrong',
    status: 'pending',
    due_date: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    metadata: { item_type: 'dispute_letter', dispute_letter: null, letter_generated_at: null, laws: [], priority: 'high' },
    evidence: null,
    statement: null,
    request: 'delete',
    letter_id: null,
    ...fields,
  };
}

describe('dispute groups (spec document 2 §3, §4)', () => {
  it('derives one status: pending → pending; ready, sent, responded → active; completed, denied → completed; unknown → pending', () => {
    expect(['pending', 'ready', 'sent', 'responded', 'completed', 'denied', 'weird'].map(derivedStatus)).toEqual([
      'pending',
      'active',
      'active',
      'active',
      'completed',
      'completed',
      'pending',
    ]);
    expect(derivedStatus('submitted')).toBe('submitted');
  });

  it("derives a group's status from its items", () => {
    expect(groupStatus(['pending', 'pending'])).toBe('pending');
    expect(groupStatus(['pending', 'ready'])).toBe('active');
    expect(groupStatus(['completed', 'denied'])).toBe('completed');
    expect(groupStatus(['completed', 'sent'])).toBe('active');
    expect(groupStatus(['submitted', 'pending'])).toBe('submitted');
    expect(groupStatus([])).toBe('pending');
  });

  it('groups dispute-letter items per bureau and analysis with counts per status, newest change first', () => {
    const groups = buildGroups([
      item('1'),
      item('2', { status: 'ready', updated_at: '2026-02-01T00:00:00.000Z' }),
      item('3', { bureau: 'equifax', status: 'completed' }),
      item('4', { analysis_id: 'a2' }),
      item('5', { metadata: { item_type: 'follow_up', dispute_letter: null, letter_generated_at: null, laws: [], priority: 'low' } }),
    ]);
    expect(groups.map((g) => [g.id, g.count, g.status])).toEqual([
      ['experian-a1', 2, 'active'],
      ['equifax-a1', 1, 'completed'],
      ['experian-a2', 1, 'pending'],
    ]);
    expect(groups[0]).toMatchObject({ bureau: 'experian', analysisId: 'a1', updatedAt: '2026-02-01T00:00:00.000Z', statusCounts: { pending: 1, ready: 1 } });
    expect(groupsForTab(groups, 'active').map((g) => g.id)).toEqual(['experian-a1', 'experian-a2']);
    expect(groupsForTab(groups, 'completed').map((g) => g.id)).toEqual(['equifax-a1']);
  });
});
