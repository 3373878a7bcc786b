import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '../../lib/auth-client';
import { MSG } from '../../lib/messages';
import { beginSignOut, clearSignOutIntent } from '../auth/sign-out-intent';

/** Signs out, clears cached user data and goes to /login. The server's 401/403/404 mean "already signed out". */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    beginSignOut();
    try {
      const result = await authClient.signOut();
      if (result.error && ![401, 403, 404].includes(result.error.status)) throw result.error;
      queryClient.clear();
      toast.success(MSG.logout.success, { description: MSG.logout.successDescription });
      navigate('/login', { replace: true });
    } catch {
      clearSignOutIntent();
      toast.error(MSG.logout.failed);
    } finally {
      setPending(false);
    }
  }, [navigate, queryClient]);

  return { logout, pending };
}
