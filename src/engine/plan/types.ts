import type { Analysis, Bureau, ImpactLevel, ReportDate } from '../model';

/** One recommendation (spec document 2 §3 Recommendation), with the spec's field names. */
export interface Recommendation {
  account_name: string;
  priority: ImpactLevel;
  dispute_reason: string;
  estimated_impact: string;
  recommended_action: string;
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
};
