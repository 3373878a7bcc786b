import type { Analysis, Bureau, ImpactLevel, ReportDate } from '../model';
import type { PersonFacts } from './item-state';

/** One recommendation (spec document 2 §3 Recommendation), with the spec's field names. */
export interface Recommendation {
  account_name: string;
  priority: ImpactLevel;
  dispute_reason: string;
  estimated_impact: string;
  recommended_action: string;
  // extra
  /** The one thing to do, for the labels and the analysis summary (decision 081); absent on rows made before it. */
  action?: RecommendationAction;
}

/**
 * dispute: ask the bureau to correct or delete it; pay: pay a past-due amount or a balance; goodwill: ask the creditor
 * to remove an accurate item; wait: nothing to do but let it age off (`until`, the date it should drop off, if known).
 */
export interface RecommendationAction {
  kind: 'dispute' | 'pay' | 'goodwill' | 'wait';
  /** "Dispute with Experian", "Pay the $120 past due", "Wait until it drops off (by March 2029)". */
  label: string;
  until: string | null;
  /**
   * Why it matters (decision 084): the item or finding, the figure behind it and the possible effect; absent on rows
   * made before it.
   */
  reason?: string;
}

/** The personalised strategy (spec document 2 §3 Strategy), with the spec's field names. */
export interface Strategy {
  summary: string;
  priorityActions: string[];
  timelinePhases: { name: string; duration: string; description: string }[];
  negativeItemStrategies: { itemName: string; strategy: string; expectedOutcome: string; backupPlan: string }[];
  creditBuildingTips: string[];
  applicableLaws: { name: string; relevance: string }[];
  longTermStrategy: string;
}

/**
 * What the plan is built from: the engine's analysis and the date the plan is made for. Without `asOf`
 * the latest report date printed is used; the clock is never read. With `bureau`, only that bureau's
 * report, items and findings are read (one analysis row per bureau).
 */
export type PlanInput = Pick<Analysis, 'reports' | 'negativeItems' | 'findings'> & {
  asOf?: ReportDate | null;
  bureau?: Bureau;
  /** What the person decided and logged (item-state.ts); without it, the report alone. */
  person?: PersonFacts;
};
