import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type ProfileUpdate } from '../../../common/profile';
import { api } from '../../lib/api';

/** Keyed by user id, so a different user signing in on the same tab never sees the previous user's profile. */
export const profileQueryKey = (userId: string | null) => ['profile', userId] as const;

async function fetchProfile(): Promise<Profile> {
  return profileSchema.parse(await api.get<unknown>('/api/profile'));
}

/** The signed-in user's profile (GET /api/profile); idle until a user exists. */
export function useProfile(userId: string | null) {
  return useQuery({ queryKey: profileQueryKey(userId), queryFn: fetchProfile, enabled: userId !== null });
}

/** PATCH /api/profile; the cached profile (and so the name shown in the layout) is replaced with the answer. */
export function useUpdateProfile(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => profileSchema.parse(await api.patch<unknown>('/api/profile', update)),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(userId), profile),
  });
}
