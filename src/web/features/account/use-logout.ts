import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '../../lib/auth-client';
import { MSG } from '../../lib/messages';

/** Signs out, clears cached user data and goes to /login. The server's 401/403/404 mean "already signed out". */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      const result = await authClient.signOut();
      if (result.error && ![401, 403, 404].includes(result.error.status)) throw result.error;
      queryClient.clear();
      toast.success(MSG.logout.success, { description: MSG.logout.successDescription });
      navigate('/login', { replace: true });
    } catch {
      toast.error(MSG.logout.failed);
    } finally {
      setPending(false);
    }
  }, [navigate, queryClient]);

  return { logout, pending };
}
