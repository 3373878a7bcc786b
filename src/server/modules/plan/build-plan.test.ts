import { describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../../common/analysis';
import type { DisputeItemDto } from '../../../common/disputes/items';
import { PHASE_TEXT, planCardSummary } from '../../../common/repair-plan';
import { buildPlan, findTask, futureReviews, phaseKey, subtaskKey, taskKey, textId } from './build-plan';

const NOW = new Date('2026-03-01T12:00:00Z');

function analysis(over: Partial<AnalysisDto> = {}): AnalysisDto {
  return {
    id: 'a1',
    bureau: 'experian',
    report_id: 'r1',
    analysis_status: 'completed',
    upload_date: '2026-01-05T10:00:00Z',
    analysis_date: '2026-01-05T10:02:00Z',
    score: 600,
    corrected_score: null,
    corrected_at: null,
    negative_items: [],
    metadata: {},
    raw_data: {
      personalized_strategy: {
        summary: 'Two collections hurt most.',
        priorityActions: ['Dispute the ACME collection', 'Pay cards below 30%'],
        timelinePhases: [],
        negativeItemStrategies: [],
        creditBuildingTips: ['Use one card lightly'],
        applicableLaws: [],
        longTermStrategy: 'Keep paying on time.',
      },
    } as unknown as AnalysisDto['raw_data'],
    ...over,
  } as AnalysisDto;
}

let n = 0;
function item(over: Partial<DisputeItemDto> = {}): DisputeItemDto {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    analysis_id: 'a1',
    bureau: 'experian',
    account_name: `CREDITOR ${n}`,
    account_number: null,
    dispute_reason: 'Not mine',
    status: 'pending',
    due_date: '2026-02-10',
    created_at: `2026-01-0${n}T00:00:00Z`,
    updated_at: `2026-01-0${n}T00:00:00Z`,
    metadata: { item_type: 'dispute_letter', dispute_letter: null, letter_generated_at: null, laws: [], priority: 'high' },
    evidence: null,
    statement: null,
    request: 'delete',
    letter_id: null,
    ...over,
  };
}

describe('buildPlan (spec document 2 §3, §9 repair plan defaults)', () => {
  it('four phases with the spec titles; phase 2 holds up to 4 dispute items; phase 3 two follow-ups and two reviews 4 months apart; phase 4 two escalations and two credit-building items', () => {
    n = 0;
    const items = [
      item(),
      item({ status: 'sent' }),
      item({ status: 'completed', metadata: { ...item().metadata, outcome: { result: 'deleted', decided_at: '2026-02-01', source: 'person', round: 1 } } }),
      item(),
      item(),
      item(),
    ];
    n = 0;
    const plan = buildPlan({ analyses: [analysis()], items, accurate: [], states: new Map(), now: NOW });
    expect(plan.phases.map((p) => p.title)).toEqual(['Credit Report Analysis', 'Initial Disputes', 'Follow Up & Monitoring', 'Advanced Strategies']);
    expect(plan.phases.map((p) => p.title)).toEqual(Object.values(PHASE_TEXT).map((t) => t.title));
    const [p1, p2, p3, p4] = plan.phases;
    expect(p2!.tasks).toHaveLength(4);
    expect(p2!.moreDisputes).toBe(2);
    expect(p2!.tasks.map((t) => t.disputeItemId)).toEqual(items.slice(0, 4).map((i) => i.id));
    expect(p2!.tasks[2]!.completed).toBe(true);
    expect(p2!.tasks[1]!.subtasks.map((s) => s.completed)).toEqual([true, true, false]);
    expect(p2!.completionPercentage).toBe(25);
    expect(p3!.tasks.map((t) => t.type)).toEqual(['follow_up', 'follow_up', 'review', 'review']);
    expect(p3!.tasks.filter((t) => t.type === 'review').map((t) => t.dueDate)).toEqual(['2026-05-05', '2026-09-05']);
    expect(p3!.tasks[0]!.dueDate).toBe('2026-02-10');
    expect(p4!.tasks.map((t) => t.type)).toEqual(['escalation', 'escalation', 'credit_building', 'credit_building']);
    expect(p4!.tasks.map((t) => t.id)).toEqual(['escalation-cfpb', 'escalation-goodwill', 'building-pay-for-delete', 'building-positive']);
    // The strategy, not sample data.
    expect(findTask(plan, 'review-analysis')!.subtasks.map((s) => s.title)).toEqual(['Dispute the ACME collection', 'Pay cards below 30%']);
    expect(findTask(plan, 'building-positive')!.subtasks.map((s) => s.title)).toEqual(['Use one card lightly']);
    expect(p1!.tasks.find((t) => t.id === 'upload-reports')!.subtasks.map((s) => s.completed)).toEqual([true, false, false]);
    expect(findTask(plan, 'choose-disputes')!.completed).toBe(true);
    expect(plan.has_completed_analysis).toBe(true);
  });

  it('accurate items become guidance, never dispute tasks', () => {
    const plan = buildPlan({
      analyses: [analysis()],
      items: [],
      accurate: [{ key: 'k1', creditor: 'OLD BANK', advice: 'It leaves your report in March 2029.' }],
      states: new Map(),
      now: NOW,
    });
    const guidance = findTask(plan, 'accurate-items')!;
    expect(guidance.subtasks.map((s) => s.title)).toEqual(['OLD BANK: It leaves your report in March 2029.']);
    expect(plan.phases[1]!.tasks).toEqual([]);
    expect(plan.phases.flatMap((p) => p.tasks).some((t) => t.title.includes('OLD BANK'))).toBe(false);
  });

  it('stored ticks: tasks, subtasks and a phase marked complete; dispute tasks follow their dispute only', () => {
    n = 0;
    const open = item();
    const states = new Map([
      [taskKey('review-1'), true],
      [subtaskKey('review-analysis', textId('Pay cards below 30%')), true],
      [phaseKey('advanced'), true],
      [taskKey(`dispute-${open.id}`), true],
    ]);
    const plan = buildPlan({ analyses: [analysis()], items: [open], accurate: [], states, now: NOW });
    expect(findTask(plan, 'review-1')!.completed).toBe(true);
    expect(findTask(plan, 'review-analysis')!.subtasks.map((s) => s.completed)).toEqual([false, true]);
    expect(plan.phases[3]!.completionPercentage).toBe(100);
    expect(plan.phases[3]!.completed).toBe(true);
    expect(findTask(plan, `dispute-${open.id}`)!.completed).toBe(false);
    expect(plan.phases[2]!.completionPercentage).toBe(25);
  });

  it('without a completed analysis; and the dashboard card reads the same plan (3 pending soonest first, 2 completed)', () => {
    const empty = buildPlan({ analyses: [], items: [], accurate: [], states: new Map(), now: NOW });
    expect(empty.has_completed_analysis).toBe(false);
    expect(findTask(empty, 'review-1')!.dueDate).toBe('2026-07-01');
    n = 0;
    const plan = buildPlan({
      analyses: [analysis()],
      items: [item({ due_date: '2026-04-01' }), item({ due_date: '2026-03-05' }), item({ status: 'completed' })],
      accurate: [],
      states: new Map([[taskKey('review-analysis'), true]]),
      now: NOW,
    });
    const card = planCardSummary(plan);
    expect(card.total).toBe(plan.phases.flatMap((p) => p.tasks).length);
    expect(card.percent).toBe(plan.percent);
    expect(card.pending.map((t) => t.dueDate)).toEqual(['2026-03-05', '2026-03-10', '2026-04-01']);
    expect(card.completed).toHaveLength(2);
    expect(card.completed.every((t) => t.completed)).toBe(true);
  });

  it('never schedules a report review in the past (issue 24)', () => {
    // Every 4 months from the newest report; a report read a year ago has its past reviews skipped.
    expect(futureReviews('2025-01-10', '2026-01-20')).toEqual(['2026-05-10', '2026-09-10']);
    expect(futureReviews('2026-01-10', '2026-01-20')).toEqual(['2026-05-10', '2026-09-10']);
    expect(futureReviews('2025-09-20', '2026-01-20')).toEqual(['2026-01-20', '2026-05-20']);
  });
});
