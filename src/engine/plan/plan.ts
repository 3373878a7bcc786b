import { buildPlanModel } from './items';
import { recommendationsOf } from './recommendations';
import { strategyOf } from './strategy';
import type { PlanInput, Recommendation, Strategy } from './types';

/** Recommendations and strategy from one reading of the analysis (what the analysis job stores in raw_data). */
export function buildPlan(input: PlanInput): { recommendations: Recommendation[]; strategy: Strategy } {
  const model = buildPlanModel(input);
  return { recommendations: recommendationsOf(model), strategy: strategyOf(model) };
}
