import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useAuthSession } from '../auth/session';
import { applyUnreadCount, openUnreadCountStream } from './realtime';

/** Mounted once in the signed-in layout: one stream per signed-in user, closed on sign-out or unmount. */
export function useNotificationsRealtime(): void {
  const { user, refetch } = useAuthSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const recheckSession = useEffectEvent(() => void refetch());

  useEffect(() => {
    if (userId === null) return;
    return openUnreadCountStream({
      onCount: (count) => void applyUnreadCount(queryClient, count),
      onUnauthorized: () => recheckSession(),
    });
  }, [userId, queryClient]);
}
