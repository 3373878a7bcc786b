import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../common/profile';
import { api } from '../../lib/api';

/** Keyed by user id, so a different user signing in on the same tab never sees the previous user's profile. */
export const profileQueryKey = (userId: string | null) => ['profile', userId] as const;

// Typed, not parsed with common/profile's zod schema, like every other API answer: the layout shows the name on
// every signed-in page, and parsing it here put zod (25 kB gzip) on every first load (decision 151).
const fetchProfile = () => api.get<Profile>('/api/profile');

/** The signed-in user's profile (GET /api/profile); idle until a user exists. */
export function useProfile(userId: string | null) {
  return useQuery({ queryKey: profileQueryKey(userId), queryFn: fetchProfile, enabled: userId !== null });
}

/** PATCH /api/profile; the cached profile (and so the name shown in the layout) is replaced with the answer. */
export function useUpdateProfile(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.patch<Profile>('/api/profile', update),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(userId), profile),
  });
}
