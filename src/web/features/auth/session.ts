import { authClient } from '../../lib/auth-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** The signed-in user from better-auth's session store (shared by every caller, refreshed after sign-in/out). */
export function useAuthSession(): { user: SessionUser | null; isPending: boolean; refetch: () => Promise<void> } {
  const { data, isPending, refetch } = authClient.useSession();
  const user = data?.user ? { id: data.user.id, email: data.user.email, name: data.user.name } : null;
  return { user, isPending, refetch: async () => void (await refetch()) };
}
