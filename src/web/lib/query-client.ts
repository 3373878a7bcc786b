import { QueryClient } from '@tanstack/react-query';

/**
 * One query cache for the signed-in areas. It is provided by the signed-in route (not the app root), so public
 * pages do not download React Query; logout clears it.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});
