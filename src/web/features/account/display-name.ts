import { useAuthSession } from '../auth/session';
import { useProfile } from './profile-api';

/** Spec 000 §3–4: the session's basic user first, replaced by the profile once loaded; 'User' when nameless. */
export function useDisplayName(): string {
  const { user } = useAuthSession();
  const profile = useProfile(user?.id ?? null);
  return profile.data?.name?.trim() || user?.name?.trim() || 'User';
}
