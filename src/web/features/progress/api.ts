/** GET /api/progress (docs/api.md "Progress"). Spec: progress loads only when a user id exists. */
import { useQuery } from '@tanstack/react-query';
import type { ProgressDto } from '../../../common/progress';
import { isSubscriptionRequired } from '../../lib/errors';
import { api } from '../../lib/api';

export function useProgress(userId: string | null, enabled = true) {
  return useQuery({
    queryKey: ['progress', userId],
    queryFn: () => api.get<ProgressDto>('/api/progress'),
    enabled: enabled && userId !== null,
    retry: (count, error) => !isSubscriptionRequired(error) && count < 2,
  });
}
