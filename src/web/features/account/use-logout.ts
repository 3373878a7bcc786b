import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '../../lib/auth-client';
import { MSG } from '../../lib/messages';
import { beginSignOut, clearSignOutIntent } from '../auth/sign-out-intent';
import { clearDashboardStorage } from '../dashboard/cache';

/** Where Logout was pressed: the spec gives each its own toast ('Logged out' in the side navigation, 'Logged out successfully' in the account menu). */
export type LogoutSource = 'side-nav' | 'account-menu';

/** Signs out and goes to /login (RequireAuth then drops the cached user data). The server's 401/403/404 mean "already signed out". */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(
    async (source: LogoutSource = 'side-nav') => {
      setPending(true);
      beginSignOut();
      clearDashboardStorage(); // the dashboard's local cache of this user's figures (decision 047)
      try {
        const result = await authClient.signOut();
        if (result.error && ![401, 403, 404].includes(result.error.status)) throw result.error;
        toast.success(source === 'account-menu' ? MSG.logout.menuSuccess : MSG.logout.success, { description: MSG.logout.successDescription });
        navigate('/login', { replace: true });
      } catch {
        clearSignOutIntent();
        toast.error(MSG.logout.failed);
      } finally {
        setPending(false);
      }
    },
    [navigate],
  );

  return { logout, pending };
}
