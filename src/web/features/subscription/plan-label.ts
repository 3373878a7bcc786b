import type { SubscriptionState } from '../../../common/subscription';

/** The plan in a few words (account menu, Settings). */
export function planLabel(state: SubscriptionState): string {
  if (!state.subscribed) return state.trialEnded ? 'Free month ended' : 'No subscription';
  if (state.provider === 'trial') return 'Free month';
  return state.plan === 'yearly' ? 'Yearly plan' : 'Monthly plan';
}
