import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsDto, UpdateNotificationSettings } from '../../../common/notification-preferences';
import { api } from '../../lib/api';

const KEY = ['settings', 'notifications'] as const;

export function useNotificationSettings() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<NotificationSettingsDto>('/api/settings/notifications') });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettings) => api.patch<NotificationSettingsDto>('/api/settings/notifications', body),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}
