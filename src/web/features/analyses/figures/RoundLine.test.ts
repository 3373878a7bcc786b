import { describe, expect, it } from 'vitest';
import type { RoundFigure } from '../../../../common/figures';
import { roundParts } from './RoundLine';

const round = (fields: Partial<RoundFigure>): RoundFigure => ({
  round: 1,
  items: 4,
  answered: 0,
  lapsed: 0,
  complete: false,
  completedOn: null,
  nextDue: null,
  ...fields,
});

describe('roundParts (the dashboard and plan line about dispute rounds)', () => {
  it('says nothing before a letter is mailed', () => {
    expect(roundParts([])).toEqual([]);
  });

  it('one answer out of four is an open round, with its next deadline (issue 27: not "Round Completed")', () => {
    expect(roundParts([round({ answered: 1, nextDue: '2026-12-01' })])).toEqual(['round 1 open, 1 of 4 items answered', 'next response due Dec 1, 2026']);
  });

  it('a complete round says when, how many answered, and how many lapsed with no answer', () => {
    expect(roundParts([round({ answered: 3, lapsed: 1, complete: true, completedOn: '2026-11-25' })])).toEqual([
      'round 1 complete on Nov 25, 2026',
      '3 of 4 answered',
      '1 past its deadline with no answer',
    ]);
  });

  it('an open round is shown before an earlier complete one', () => {
    const rounds = [round({ answered: 4, complete: true, completedOn: '2026-10-02' }), round({ round: 2, items: 1, nextDue: '2026-12-20' })];
    expect(roundParts(rounds)).toEqual(['round 2 open, 0 of 1 item answered', 'next response due Dec 20, 2026']);
  });
});
