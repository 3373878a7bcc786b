/**
 * Builds the person's repair plan (spec document 2 §3 "Repair phase", §9 "Repair plan defaults") from their
 * analyses, dispute items, the items they marked accurate and their stored ticks. Pure: the clock is an input.
 * docs/decisions/110 (what each phase holds), 111 (completion kept per user).
 */
import { isPersonsCompleted } from '../../../common/report-owner';
import { BUREAU_LABELS, BUREAUS, type AnalysisDto } from '../../../common/analysis';
import type { DisputeItemDto } from '../../../common/disputes/items';
import {
  PLAN_DISPUTE_TASKS_MAX,
  REVIEW_EVERY_MONTHS,
  type PhaseId,
  type PlanSubtask,
  type PlanTask,
  type RepairPhase,
  type RepairPlanDto,
  PHASE_TEXT,
  TASK_TEXT,
} from '../../../common/repair-plan';

/** An item the person said is reported accurately: plan guidance, never a dispute. */
export interface AccurateItem {
  key: string;
  creditor: string;
  advice: string;
}

/** Stored completion: 'task:{id}', 'subtask:{taskId}/{subtaskId}', 'phase:{id}' → completed. */
export type CompletionStates = ReadonlyMap<string, boolean>;

export interface PlanInput {
  analyses: readonly AnalysisDto[];
  items: readonly DisputeItemDto[];
  accurate: readonly AccurateItem[];
  states: CompletionStates;
  now: Date;
}

export const taskKey = (taskId: string) => `task:${taskId}`;
export const subtaskKey = (taskId: string, subtaskId: string) => `subtask:${taskId}/${subtaskId}`;
export const phaseKey = (phaseId: PhaseId) => `phase:${phaseId}`;

/** A short stable id from a text (strategy steps change between analyses; a tick stays with its text). */
export function textId(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return `s${h.toString(36)}`;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => day(new Date(Date.parse(iso.slice(0, 10)) + days * 86_400_000));
function addMonths(iso: string, months: number): string {
  const d = new Date(Date.parse(iso.slice(0, 10)));
  d.setUTCMonth(d.getUTCMonth() + months);
  return day(d);
}
const earliest = (dates: (string | null | undefined)[]) => dates.filter((d): d is string => !!d).sort()[0] ?? null;
const latest = (dates: (string | null | undefined)[]) =>
  dates
    .filter((d): d is string => !!d)
    .sort()
    .at(-1) ?? null;

const PAST_APPROVAL = new Set(['ready', 'sent', 'submitted', 'responded', 'completed', 'denied']);
const PAST_MAILING = new Set(['sent', 'submitted', 'responded', 'completed', 'denied']);
const ANSWERED = new Set(['responded', 'completed', 'denied']);

function manualTask(states: CompletionStates, t: Omit<PlanTask, 'completed' | 'driver' | 'subtasks'> & { subtasks?: readonly string[] }): PlanTask {
  const subtasks: PlanSubtask[] = (t.subtasks ?? []).map((title) => {
    const id = textId(title);
    return { id, title, completed: states.get(subtaskKey(t.id, id)) ?? false };
  });
  return { ...t, subtasks, driver: 'manual', completed: states.get(taskKey(t.id)) ?? false };
}

function disputeTask(item: DisputeItemDto): PlanTask {
  const bureau = item.bureau === 'all' ? TASK_TEXT.allBureaus : BUREAU_LABELS[item.bureau];
  const s = TASK_TEXT.disputeSubtasks;
  return {
    id: `dispute-${item.id}`,
    title: TASK_TEXT.dispute(item.account_name, bureau),
    description: item.dispute_reason,
    dueDate: item.due_date ? item.due_date.slice(0, 10) : null,
    completed: item.status === 'completed',
    driver: 'dispute',
    disputeItemId: item.id,
    type: 'dispute_letter',
    subtasks: [
      { id: 'approve', title: s.approve, completed: PAST_APPROVAL.has(item.status) },
      { id: 'mail', title: s.mail, completed: PAST_MAILING.has(item.status) || item.metadata.certified_mail !== undefined },
      { id: 'answer', title: s.answer, completed: ANSWERED.has(item.status) || item.metadata.outcome !== undefined },
    ],
  };
}

function phase(id: PhaseId, number: number, tasks: PlanTask[], states: CompletionStates, extra: Partial<RepairPhase> = {}): RepairPhase {
  const done = tasks.filter((t) => t.completed).length;
  const marked = states.get(phaseKey(id)) ?? false;
  const allDone = tasks.length > 0 && done === tasks.length;
  return {
    id,
    number,
    title: PHASE_TEXT[id].title,
    description: PHASE_TEXT[id].description,
    tasks,
    completionPercentage: marked || allDone ? 100 : tasks.length === 0 ? 0 : Math.round((done / tasks.length) * 100),
    completed: marked || allDone,
    ...extra,
  };
}

/** The next two report reviews every REVIEW_EVERY_MONTHS from the newest report, never a date already past (issue 24). */
export function futureReviews(base: string, today: string): [string, string] {
  let first = addMonths(base, REVIEW_EVERY_MONTHS);
  while (first < today) first = addMonths(first, REVIEW_EVERY_MONTHS);
  return [first, addMonths(first, REVIEW_EVERY_MONTHS)];
}

export function buildPlan(input: PlanInput): Omit<RepairPlanDto, 'figures'> {
  const { states } = input;
  const completed = input.analyses.filter(isPersonsCompleted);
  const newest = [...completed].sort((a, b) => (b.analysis_date ?? b.upload_date).localeCompare(a.analysis_date ?? a.upload_date))[0];
  const strategy = newest?.raw_data?.personalized_strategy;
  const T = TASK_TEXT;

  // Phase 1: the reports, the analysis and the strategy, and what the person chose.
  const uploaded = new Set(completed.map((a) => a.bureau));
  const uploadSubtasks = BUREAUS.map((b) => ({ id: b, title: T.uploadBureau(BUREAU_LABELS[b]), completed: uploaded.has(b) }));
  const phase1: PlanTask[] = [
    {
      id: 'upload-reports',
      title: T.upload.title,
      description: T.upload.description,
      dueDate: null,
      completed: uploadSubtasks.every((s) => s.completed),
      driver: 'data',
      type: 'analysis',
      subtasks: uploadSubtasks,
    },
    manualTask(states, {
      id: 'review-analysis',
      title: T.review.title,
      description: strategy?.summary || T.review.description,
      dueDate: null,
      type: 'analysis',
      subtasks: strategy?.priorityActions ?? [],
    }),
    {
      id: 'choose-disputes',
      title: T.choose.title,
      description: T.choose.description,
      dueDate: null,
      completed: input.items.length > 0 || input.accurate.length > 0,
      driver: 'data',
      type: 'analysis',
      subtasks: [],
    },
  ];
  if (input.accurate.length > 0) {
    phase1.push(
      manualTask(states, {
        id: 'accurate-items',
        title: T.accurate.title,
        description: T.accurate.description,
        dueDate: null,
        type: 'education',
        subtasks: input.accurate.map((a) => `${a.creditor}: ${a.advice}`),
      }),
    );
  }

  // Phase 2: up to 4 of the person's dispute items, oldest first; each follows its dispute.
  const byCreated = [...input.items].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  const phase2 = byCreated.slice(0, PLAN_DISPUTE_TASKS_MAX).map(disputeTask);

  // Phase 3: two follow-ups on the answers, two reviews of new reports (every 4 months).
  const open = input.items.filter((i) => i.status !== 'completed' && i.status !== 'denied');
  const mailed = open.filter((i) => PAST_MAILING.has(i.status));
  const reviewBase = newest ? (newest.analysis_date ?? newest.upload_date) : day(input.now);
  const reviews = futureReviews(reviewBase, day(input.now));
  const phase3: PlanTask[] = [
    manualTask(states, { id: 'follow-up-answers', ...T.followAnswers, dueDate: earliest(mailed.map((i) => i.due_date)), type: 'follow_up' }),
    manualTask(states, {
      id: 'follow-up-unanswered',
      ...T.followUnanswered,
      dueDate: earliest(open.map((i) => i.metadata.certified_mail?.follow_up_date ?? (i.due_date ? addDays(i.due_date, 5) : null))),
      type: 'follow_up',
    }),
    manualTask(states, { id: 'review-1', ...T.reviewReports(1), dueDate: reviews[0], type: 'review' }),
    manualTask(states, { id: 'review-2', ...T.reviewReports(2), dueDate: reviews[1], type: 'review' }),
  ];

  // Phase 4: two escalations and two credit-building items (CFPB, goodwill, pay-for-delete, building).
  const refused = input.items.filter((i) => i.status === 'denied' || i.metadata.outcome?.result === 'verified' || i.metadata.outcome?.result === 'frivolous');
  const lastDeadline = latest(input.items.map((i) => i.due_date));
  const escalateBy = lastDeadline ? addDays(lastDeadline, 15) : null;
  const phase4: PlanTask[] = [
    manualTask(states, {
      id: 'escalation-cfpb',
      title: T.cfpb.title,
      description: refused.length > 0 ? `${T.cfpb.refused(refused.map((i) => i.account_name))} ${T.cfpb.description}` : T.cfpb.description,
      dueDate: refused.length > 0 ? escalateBy : null,
      type: 'escalation',
      subtasks: T.cfpb.subtasks,
    }),
    manualTask(states, { id: 'escalation-goodwill', ...T.goodwill, dueDate: escalateBy, type: 'escalation' }),
    manualTask(states, { id: 'building-pay-for-delete', ...T.payForDelete, dueDate: null, type: 'credit_building' }),
    manualTask(states, {
      id: 'building-positive',
      title: T.building.title,
      description: strategy?.longTermStrategy || T.building.description,
      dueDate: null,
      type: 'credit_building',
      subtasks: strategy?.creditBuildingTips?.length ? strategy.creditBuildingTips : T.building.subtasks,
    }),
  ];

  const phases = [
    phase('analysis', 1, phase1, states),
    phase(
      'disputes',
      2,
      phase2.length > 0 ? phase2 : [],
      states,
      byCreated.length > PLAN_DISPUTE_TASKS_MAX ? { moreDisputes: byCreated.length - PLAN_DISPUTE_TASKS_MAX } : {},
    ),
    phase('follow-up', 3, phase3, states),
    phase('advanced', 4, phase4, states),
  ];
  const tasks = phases.flatMap((p) => p.tasks);
  const done = tasks.filter((t) => t.completed).length;
  return {
    has_completed_analysis: completed.length > 0,
    phases,
    percent: tasks.length === 0 ? 0 : Math.round((done / tasks.length) * 100),
  };
}

/** The task of the plan with this id, or undefined. */
export function findTask(plan: Pick<RepairPlanDto, 'phases'>, taskId: string): PlanTask | undefined {
  return plan.phases.flatMap((p) => p.tasks).find((t) => t.id === taskId);
}
