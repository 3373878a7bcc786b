import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type ProfileUpdate } from '../../../common/profile';
import { api } from '../../lib/api';

export const PROFILE_QUERY_KEY = ['profile'] as const;

async function fetchProfile(): Promise<Profile> {
  return profileSchema.parse(await api.get<unknown>('/api/profile'));
}

/** The signed-in user's profile (GET /api/profile); disabled until a user exists. */
export function useProfile(enabled = true) {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile, enabled });
}

/** PATCH /api/profile; the cached profile (and so the name shown in the layout) is replaced with the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => profileSchema.parse(await api.patch<unknown>('/api/profile', update)),
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
