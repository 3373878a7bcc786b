import { accurateReason, accurateSteps, actionOf, disputeAction, disputeReason } from './actions';
import { accountName, buildPlanModel, type PlanEntry, type PlanModel } from './items';
import { reasonOf } from './reasons';
import type { PlanInput, Recommendation } from './types';

function recommendationOf(entry: PlanEntry): Recommendation {
  if (entry.kind === 'dispute') {
    return {
      account_name: accountName(entry),
      priority: entry.priority,
      dispute_reason: disputeReason(entry),
      estimated_impact: entry.impact.text,
      recommended_action: disputeAction(entry),
      action: { ...actionOf(entry), reason: reasonOf(entry) },
    };
  }
  return {
    account_name: accountName(entry),
    priority: entry.priority,
    dispute_reason: accurateReason(entry),
    estimated_impact: entry.state.soldTo
      ? entry.impact.text
      : `${entry.impact.text} Goodwill and pay-for-delete requests are often declined, so plan for it to stay until it drops off.`,
    recommended_action: accurateSteps(entry),
    action: { ...actionOf(entry), reason: reasonOf(entry) },
  };
}

export function recommendationsOf(model: PlanModel): Recommendation[] {
  return model.entries.map(recommendationOf);
}

/**
 * The spec's recommendations, built from the engine's findings and negative items alone: one per account
 * and bureau with findings (a dispute naming every finding), then one per negative item no finding
 * touches (never a dispute), ordered by priority, then possible effect.
 */
export function buildRecommendations(input: PlanInput): Recommendation[] {
  return recommendationsOf(buildPlanModel(input));
}
