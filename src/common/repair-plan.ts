/**
 * The Repair Plan screen (spec document 2 §2 "Repair Plan screen (/repair-plan)", §3 "Repair phase", §8, §9 "Repair
 * plan defaults"): texts, the plan's shape as GET /api/plan sends it, and the dashboard's reading of it. Texts the
 * spec does not give are marked "ours". docs/decisions/110–112.
 */
import { z } from 'zod';
import type { CreditFiguresDto } from './figures';

export const PLAN_TEXT = {
  heading: 'Your Credit Repair Plan',
  subtitle: 'Your phased, step-by-step guide, built from your reports and your disputes', // ours
  tabs: { guide: 'Step-by-Step Guide', calendar: 'Calendar View' },
  aiRecommendations: 'Get AI Recommendations',
  aiToast: { title: 'Upload your latest reports', description: 'New reports give the AI what it needs to update your recommendations.' }, // ours
  noReports: {
    title: 'No credit reports yet', // ours
    description: 'Upload a credit report to build your plan from your own accounts and disputes.', // ours
    action: 'Upload Credit Report', // ours
  },
  loadError: { title: 'Error', description: 'Failed to load repair plan data' },
  loading: 'Loading your repair plan...', // ours
  phaseLabel: (n: number) => `Phase ${n}`, // ours
  complete: (p: number) => `${p}% complete`, // ours
  markPhase: 'Mark Phase Complete', // ours
  reopenPhase: 'Reopen Phase', // ours
  due: (date: string) => `Due ${date}`, // ours
  automatic: 'Completes itself when the dispute is completed', // ours
  automaticData: 'Completes itself when your report is analyzed', // ours
  toast: {
    taskDone: 'Task completed', // ours
    taskOpen: 'Task marked as not done', // ours
    phaseDone: 'Phase completed', // ours
    phaseOpen: 'Phase reopened', // ours
    failed: 'Could not save your change', // ours
  },
  moreDisputes: (n: number) => `${n} more dispute item${n === 1 ? '' : 's'} on the Dispute Letters screen.`, // ours
  openDisputes: 'Open Dispute Letters', // ours
  emptyDisputes: 'Your dispute items appear here once you choose what to dispute.', // ours
  subscription: {
    title: 'Your repair plan is part of the plan', // ours
    description: 'Choose a plan to get your step-by-step repair plan built from your reports and disputes.', // ours
  },
} as const;

/** Spec §9: phase 2 holds up to 4 dispute items. */
export const PLAN_DISPUTE_TASKS_MAX = 4;
/** Spec §9: the strategy suggests a review every 4 months; phase 3 holds two of them. */
export const REVIEW_EVERY_MONTHS = 4;
/** Spec §2: phases 1 and 2 are open by default. */
export const PHASES_OPEN_BY_DEFAULT = [1, 2] as const;
/** Spec §9 (dashboard card): up to 3 pending and 2 completed tasks. */
export const PLAN_CARD_PENDING_MAX = 3;
export const PLAN_CARD_COMPLETED_MAX = 2;

export const PHASE_IDS = ['analysis', 'disputes', 'follow-up', 'advanced'] as const;
export type PhaseId = (typeof PHASE_IDS)[number];

export interface PlanSubtask {
  id: string;
  title: string;
  completed: boolean;
}

/**
 * How a task is completed: 'manual' (the person ticks it; kept per user), 'dispute' (follows its dispute item:
 * completed when the item's status is completed), 'data' (follows the person's reports).
 */
export type TaskDriver = 'manual' | 'dispute' | 'data';

export interface PlanTask {
  id: string;
  title: string;
  description: string;
  /** 'YYYY-MM-DD' or null. */
  dueDate: string | null;
  completed: boolean;
  subtasks: PlanSubtask[];
  driver: TaskDriver;
  /** The dispute item the task follows ('dispute' tasks). */
  disputeItemId?: string;
  /** The topic (spec §9 event types) for the calendar and the icons. */
  type: 'analysis' | 'dispute_letter' | 'follow_up' | 'review' | 'escalation' | 'credit_building' | 'education';
}

/** Spec §3 "Repair phase", plus its number and whether the person marked it complete. */
export interface RepairPhase {
  id: PhaseId;
  number: number;
  title: string;
  description: string;
  tasks: PlanTask[];
  completionPercentage: number;
  /** Marked complete by the person, or every task done. */
  completed: boolean;
  /** Phase 2: dispute items beyond the 4 shown. */
  moreDisputes?: number;
}

export interface RepairPlanDto {
  has_completed_analysis: boolean;
  phases: RepairPhase[];
  /** Completed tasks in percent of all tasks (rounded); what the dashboard card shows. */
  percent: number;
  /** The one derivation of scores, debts, disputes and rounds every screen reads (decision 200). */
  figures: CreditFiguresDto;
}

export const completionSchema = z.strictObject({ completed: z.boolean() });
export type CompletionRequest = z.infer<typeof completionSchema>;

export const PLAN_MESSAGES = {
  taskNotFound: 'This task is not in your plan.', // ours
  automatic: 'This task completes itself when its dispute or report does.', // ours
} as const;

export interface PlanCardTask {
  id: string;
  title: string;
  completed: boolean;
  dueDate: string | null;
}

export interface PlanCardSummary {
  percent: number;
  total: number;
  pending: PlanCardTask[];
  completed: PlanCardTask[];
}

const dueTime = (d: string | null) => (d ? Date.parse(d) : Number.POSITIVE_INFINITY);

/** The dashboard's repair plan card from the same plan the screen shows: 3 pending (soonest due) and 2 completed. */
export function planCardSummary(plan: Pick<RepairPlanDto, 'phases' | 'percent'>): PlanCardSummary {
  const tasks = plan.phases.flatMap((p) => p.tasks);
  const card = (t: PlanTask): PlanCardTask => ({ id: t.id, title: t.title, completed: t.completed, dueDate: t.dueDate });
  const open = tasks.filter((t) => !t.completed);
  const done = tasks.filter((t) => t.completed);
  return {
    percent: plan.percent,
    total: tasks.length,
    pending: [...open]
      .sort((a, b) => dueTime(a.dueDate) - dueTime(b.dueDate))
      .slice(0, PLAN_CARD_PENDING_MAX)
      .map(card),
    completed: done.slice(-PLAN_CARD_COMPLETED_MAX).reverse().map(card),
  };
}

/** Spec §9 "Repair plan defaults": the four phases (titles are the spec's; descriptions ours). */
export const PHASE_TEXT: Record<PhaseId, { title: string; description: string }> = {
  analysis: { title: 'Credit Report Analysis', description: 'Get all three reports analyzed and decide what is wrong and what is accurate.' },
  disputes: { title: 'Initial Disputes', description: 'Dispute the inaccurate items with the bureaus. Each task follows its dispute.' },
  'follow-up': { title: 'Follow Up & Monitoring', description: 'Watch for the answers, follow up on late ones and review new reports every 4 months.' },
  advanced: { title: 'Advanced Strategies', description: 'Escalate what the bureaus would not fix, and build positive credit.' },
};

/** Task texts of the plan (ours; the topics are the spec's). Legal references: FCRA 611, 623, 605; CFPB. */
export const TASK_TEXT = {
  allBureaus: 'all bureaus',
  dispute: (account: string, bureau: string) => `Dispute ${account} with ${bureau}`,
  disputeSubtasks: { approve: 'Approve and sign the letter', mail: 'Mail the letter (certified mail is best)', answer: "Record the bureau's answer" },
  uploadBureau: (bureau: string) => `Upload your ${bureau} report`,
  upload: {
    title: 'Get your reports from all three bureaus',
    description: 'Each bureau keeps its own file. Free weekly reports are at AnnualCreditReport.com.',
  },
  review: {
    title: 'Review your analysis and strategy',
    description: 'Read what the analysis found on your report and the actions it suggests first.',
  },
  choose: {
    title: 'Choose what to dispute',
    description: 'On the Dispute Letters screen, dispute what is wrong and mark what is accurate.',
  },
  accurate: {
    title: 'Let accurate items age off',
    description:
      'You marked these as accurate, so they are not disputed: disputing accurate information does not remove it. Negative items leave your report after 7 years (10 for some bankruptcies) under FCRA 605.',
  },
  followAnswers: {
    title: "Check for the bureaus' answers",
    description: 'Bureaus must investigate within 30 days of receiving your letter (FCRA 611). Record each answer on the Dispute Letters screen.',
    subtasks: ['Check your mail and the bureau websites for results', 'Record each answer on the Dispute Letters screen'],
  },
  followUnanswered: {
    title: 'Follow up on unanswered disputes',
    description: 'If a bureau has not answered 35 days after delivery, send a follow-up letter citing FCRA 611.',
    subtasks: ['List the disputes without an answer', 'Send a follow-up letter for each'],
  },
  reviewReports: (n: number) => ({
    title: n === 1 ? 'Review your credit reports' : 'Review your credit reports again',
    description: 'Get new reports from all three bureaus and upload them to see what changed. We suggest a review every 4 months.',
    subtasks: ['Download new reports from AnnualCreditReport.com', 'Upload them on the Credit Report screen'],
  }),
  cfpb: {
    title: 'File a complaint with the CFPB',
    description:
      'If a bureau verified an item without proof, or did not answer within 30 days, you can file a free complaint at consumerfinance.gov/complaint. Companies usually answer within 15 days.',
    refused: (accounts: string[]) => `Not fixed so far: ${accounts.join(', ')}.`,
    subtasks: ['Gather your letters, mailing receipts and the answers', 'File the complaint at consumerfinance.gov/complaint'],
  },
  goodwill: {
    title: 'Send goodwill letters',
    description:
      'For an accurate late payment on an account now in good standing, ask the creditor in writing to remove it as a courtesy. They are not required to agree.',
    subtasks: ['Pick accounts with a late payment and a good record since', 'Write a short, polite letter to each creditor'],
  },
  payForDelete: {
    title: 'Ask about pay-for-delete on collections',
    description:
      'Before paying a collection, ask the collector in writing to stop reporting it once paid. Get any agreement in writing before you pay; collectors are not required to agree.',
    subtasks: ['Ask the collector to validate the debt first (FDCPA 809)', 'Get the agreement in writing before paying'],
  },
  building: {
    title: 'Build positive credit',
    description: 'Positive history outweighs old negatives over time.',
    subtasks: ['Pay every bill on time', 'Keep card balances under 30% of their limits', 'Keep old accounts open'],
  },
} as const;
