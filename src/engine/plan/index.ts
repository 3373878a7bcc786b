export { buildRecommendations } from './recommendations';
export { buildPlan } from './plan';
export { buildStrategy, INITIAL_DISPUTE_ITEMS, PHASE_NAMES, REVIEW_EVERY_MONTHS } from './strategy';
export { LAWS, LAW_IDS, citedLaws, lawOf, type Law, type LawId } from './laws';
export { dropOffDate, type DropOff } from './dropoff';
export type { PlanInput, Recommendation, Strategy } from './types';
