/**
 * How the screens read a recommendation (decision 081): its one action (the engine's, or worked out for rows made
 * before the engine named it), and its texts without the sentences every item repeats, which the view states once.
 */
import type { Recommendation } from '../../../common/analysis';
import { MAIL_NOTE, NO_DISPUTE, type RecommendationAction } from '../../../common/plan';

export interface RecommendationView {
  recommendation: Recommendation;
  action: RecommendationAction;
  /** Accurate as reported: the view's "not for dispute" note applies. */
  accurate: boolean;
  reason: string;
  /** Why it matters, for the summary (decision 084): the engine's reason, or the item's own reason on older rows. */
  why: string;
  steps: string;
  /** The dispute's steps relied on the view's "how to send a dispute" note. */
  sendNote: boolean;
}

function without(text: string, sentence: string): string {
  return text
    .replace(sentence, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

export function recommendationView(r: Recommendation): RecommendationView {
  const accurate = r.action ? r.action.kind !== 'dispute' : r.dispute_reason.includes(NO_DISPUTE);
  const action: RecommendationAction =
    r.action ?? (accurate ? { kind: 'wait', label: 'Not for dispute: see the steps', until: null } : { kind: 'dispute', label: 'Dispute', until: null });
  return {
    recommendation: r,
    action,
    accurate,
    reason: without(r.dispute_reason, NO_DISPUTE),
    why: r.action?.reason ?? without(r.dispute_reason, NO_DISPUTE),
    steps: without(r.recommended_action, MAIL_NOTE),
    sendNote: r.recommended_action.includes(MAIL_NOTE),
  };
}

const PRIORITY = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** The badge: the priority of the action the item calls for ("High priority: dispute", "High priority: pay the $120 past due"). */
export function priorityLabel(view: RecommendationView): string {
  const what = view.action.kind === 'dispute' ? 'dispute' : view.action.label.charAt(0).toLowerCase() + view.action.label.slice(1);
  return `${PRIORITY[view.recommendation.priority] ?? 'Medium'} priority: ${what}`;
}

/** The analysis summary: the three items that matter most (the engine orders by priority, then possible effect). */
export const SUMMARY_SIZE = 3;
export function topActions(recommendations: readonly Recommendation[]): RecommendationView[] {
  return recommendations.slice(0, SUMMARY_SIZE).map(recommendationView);
}
