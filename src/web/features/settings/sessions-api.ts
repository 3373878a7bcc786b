import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionsResponse } from '../../../common/sessions';
import { api } from '../../lib/api';

const SESSIONS_KEY = ['sessions'] as const;

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api.get<SessionsResponse>('/api/sessions') });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
