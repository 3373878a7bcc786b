import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '../../lib/auth-client';
import { MSG } from '../../lib/messages';
import { beginSignOut, clearSignOutIntent } from '../auth/sign-out-intent';
import { clearDashboardStorage } from '../dashboard/cache';

/** Signs out and goes to /login (RequireAuth then drops the cached user data). The server's 401/403/404 mean "already signed out". */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    beginSignOut();
    clearDashboardStorage(); // the dashboard's local cache of this user's figures (decision 047)
    try {
      const result = await authClient.signOut();
      if (result.error && ![401, 403, 404].includes(result.error.status)) throw result.error;
      toast.success(MSG.logout.success, { description: MSG.logout.successDescription });
      navigate('/login', { replace: true });
    } catch {
      clearSignOutIntent();
      toast.error(MSG.logout.failed);
    } finally {
      setPending(false);
    }
  }, [navigate]);

  return { logout, pending };
}
