import { QueryClient } from '@tanstack/react-query';
import { isSubscriptionRequired } from './errors';

/**
 * One query cache for the signed-in areas. It is provided by the signed-in route (not the app root), so public
 * pages do not download React Query; logout clears it.
 */
export const queryClient = new QueryClient({
  // A 402 (no plan) is an answer, not a failure: asking again cannot change it.
  defaultOptions: { queries: { retry: (failures, error) => failures < 1 && !isSubscriptionRequired(error), staleTime: 30_000, refetchOnWindowFocus: false } },
});
