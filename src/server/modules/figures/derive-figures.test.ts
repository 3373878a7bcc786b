import { describe, expect, it } from 'vitest';
import type { Bureau, NegativeItemDto } from '../../../common/analysis';
import { bureauScoreViews } from '../../../common/analysis-select';
import { makeAnalysis, reportDated } from '../../../common/analysis.test-data';
import type { DisputeItemDto, DisputeStatus } from '../../../common/disputes/items';
import { deriveFigures, rounds } from './derive-figures';

const negative = (account_name: string, account_number: string | null, issue_type = 'collection'): NegativeItemDto => ({
  account_name,
  account_number,
  account_type: 'Collection',
  status: 'Collection',
  issue_type,
  description: `${account_name} collection`,
  impact_level: 'high',
});

const COLLECTOR = negative('COLLECTOR C', 'XXXX4321');
const LATE = negative('BANK B', '****9876', 'late_payment');
const MEDICAL = negative('MEDICAL M', null);

/** A person with a 3-in-1 report (three rows, one per bureau) and an older Experian report of the same debts. */
function person() {
  const merged = (bureau: Bureau, score: number, items: NegativeItemDto[]) =>
    makeAnalysis({ bureau, score, negative_items: items, upload_date: '2026-10-01T10:00:00.000Z', raw: reportDated('2026-09-30') });
  return [
    makeAnalysis({
      bureau: 'experian',
      score: 580,
      negative_items: [COLLECTOR, LATE],
      upload_date: '2026-11-01T10:00:00.000Z',
      raw: reportDated('2026-03-01'),
    }),
    merged('experian', 598, [COLLECTOR, { ...LATE, account_name: 'Bank B' }]),
    merged('transunion', 612, [{ ...COLLECTOR, account_number: '12344321' }, MEDICAL]),
    merged('equifax', 605, [COLLECTOR]),
  ];
}

let n = 0;
function item(status: DisputeStatus, fields: Partial<DisputeItemDto> & { round?: number; outcome?: string; due?: string } = {}): DisputeItemDto {
  n += 1;
  const { round, outcome, due, ...rest } = fields;
  return {
    id: `i${n}`,
    analysis_id: 'a',
    bureau: 'experian',
    account_name: COLLECTOR.account_name,
    account_number: COLLECTOR.account_number,
    dispute_reason: 'not mine',
    status,
    due_date: due ? `${due}T00:00:00.000Z` : null,
    created_at: '2026-10-02T00:00:00.000Z',
    updated_at: '2026-10-20T00:00:00.000Z',
    metadata: {
      item_type: 'dispute_letter',
      dispute_letter: null,
      letter_generated_at: null,
      laws: [],
      priority: 'high',
      round,
      outcome: outcome ? { result: outcome as 'deleted', decided_at: '2026-11-02T12:00:00.000Z', source: 'person', round: round ?? 1 } : undefined,
    },
    evidence: null,
    statement: null,
    request: 'delete',
    letter_id: null,
    ...rest,
  };
}

describe('deriveFigures', () => {
  it('scores are the dashboard selectors on the same list: the latest report per bureau, not the latest upload', () => {
    const analyses = person();
    const f = deriveFigures({ analyses, items: [], today: '2026-11-27' });
    expect(f.scores.map((s) => [s.bureau, s.score, s.reportDate])).toEqual([
      ['experian', 598, '2026-09-30'],
      ['transunion', 612, '2026-09-30'],
      ['equifax', 605, '2026-09-30'],
    ]);
    expect(f.scores.map((s) => s.score)).toEqual(bureauScoreViews(analyses).map((v) => v.score));
    expect(f.scores[0]!.change).toBe(18);
    expect(f.history.filter((h) => h.bureau === 'experian').map((h) => h.score)).toEqual([580, 598]);
  });

  it('counts a debt once however many bureaus list it, and says how many listings there are', () => {
    const f = deriveFigures({ analyses: person(), items: [], today: '2026-11-27' });
    // COLLECTOR C on three bureaus (one debt), BANK B on Experian, MEDICAL M on TransUnion; the old report adds nothing.
    expect(f.negatives).toEqual({ debts: 3, listings: 5 });
    expect(f.trackedDebts).toBe(3);
  });

  it('disputes: open items and removed items, per item and per debt; a removed debt still counts in the tracked total', () => {
    const items = [
      item('sent', { bureau: 'transunion', due: '2026-12-01' }),
      item('sent', { bureau: 'equifax', due: '2026-12-01' }),
      item('completed', { account_name: 'OLD LENDER', account_number: '1111', outcome: 'deleted', due: '2026-11-01' }),
      item('pending', { account_name: LATE.account_name, account_number: LATE.account_number }),
    ];
    const f = deriveFigures({ analyses: person(), items, today: '2026-11-27' });
    expect(f.disputes).toEqual({ inDispute: 3, debtsInDispute: 2, removed: 1, debtsRemoved: 1 });
    expect(f.trackedDebts).toBe(4);
  });

  it('items of other kinds (follow-ups, tasks) are no dispute lines', () => {
    const task = item('pending');
    task.metadata.item_type = 'task';
    expect(deriveFigures({ analyses: [], items: [task], today: '2026-11-27' }).disputes.inDispute).toBe(0);
  });
});

describe('rounds', () => {
  it('one answer out of four mailed items is no completed round; unsent items are in no round', () => {
    const items = [
      item('completed', { outcome: 'deleted', due: '2026-12-01' }),
      item('sent', { due: '2026-12-01' }),
      item('submitted', { due: '2026-12-03' }),
      item('responded', { due: '2026-12-05' }),
      item('ready', { due: '2026-12-09' }),
    ];
    expect(rounds(items, '2026-11-27')).toEqual([{ round: 1, items: 4, answered: 1, lapsed: 0, complete: false, completedOn: null, nextDue: '2026-12-01' }]);
  });

  it('completes when every item has an outcome or its deadline passed with none, on the last of those days', () => {
    const items = [item('completed', { outcome: 'deleted', due: '2026-11-20' }), item('sent', { due: '2026-11-25' })];
    expect(rounds(items, '2026-11-25')[0]!.complete).toBe(false);
    expect(rounds(items, '2026-11-26')[0]).toEqual({ round: 1, items: 2, answered: 1, lapsed: 1, complete: true, completedOn: '2026-11-25', nextDue: null });
  });

  it('an item in round 2 keeps its place in round 1 through previous_round', () => {
    const moved = item('sent', { round: 2, due: '2026-12-20' });
    moved.metadata.previous_round = {
      round: 1,
      letter_date: '2026-09-01',
      mailed_on: '2026-09-02',
      due_on: '2026-10-02',
      outcome: 'verified',
      outcome_on: '2026-10-01',
    };
    const result = rounds([moved, item('completed', { outcome: 'corrected', due: '2026-10-02' })], '2026-11-27');
    expect(result.map((r) => [r.round, r.items, r.complete])).toEqual([
      [1, 2, true],
      [2, 1, false],
    ]);
  });
});
