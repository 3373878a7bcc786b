import type { ReactNode } from 'react';
import { SubscriptionRequired } from '../../components/SubscriptionRequired';
import { useSubscription } from './api';
import { ServicesWaiting } from './ServicesWaiting';

/**
 * Whether a contracted screen may load its data (docs/decisions/160): only when the subscription state says its
 * services are open, so the app never asks for what would answer 402 or 403. `gate` is what the screen shows
 * instead (the plan is missing, or the business days to cancel still run); null while loading or when open.
 */
export function useServiceAccess(required: { title?: string; description?: string } = {}): { open: boolean; pending: boolean; gate: ReactNode } {
  const subscription = useSubscription();
  const state = subscription.data;
  // Without the state (a failed call) the screen asks the server, whose 402 or 403 the screen shows.
  if (subscription.isError) return { open: true, pending: false, gate: null };
  if (!state) return { open: false, pending: true, gate: null };
  if (state.servicesOpen) return { open: true, pending: false, gate: null };
  const gate = state.subscribed ? <ServicesWaiting state={state} /> : <SubscriptionRequired {...required} />;
  return { open: false, pending: false, gate };
}
