/** The plan's shared sentences and law library for the screens (decision 081: each is stated once per view). Pure. */
export { MAIL_NOTE, NO_DISPUTE } from '../engine/plan/actions';
export { LAW_IDS, LAWS, lawOf, type Law, type LawId } from '../engine/plan/laws';
export type { RecommendationAction } from '../engine/plan/types';
