import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { REDIRECT_PARAM, safeRedirectTarget } from './redirect';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/**
 * Where a user goes after signing in: back to the protected page that sent them to /login, otherwise /onboarding
 * when they have no analyses yet and /dashboard when they do — or when that check fails (spec 000 §2, §8).
 */
export function useAfterSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  return useCallback(async () => {
    const from = (location.state as FromState | null)?.from;
    const fromPath = from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
    const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM)) ?? safeRedirectTarget(fromPath);
    if (target) {
      navigate(target, { replace: true });
      return;
    }
    let hasAnalyses = true;
    try {
      hasAnalyses = (await api.get<{ hasAnalyses: boolean }>('/api/analyses/exists')).hasAnalyses !== false;
    } catch {
      hasAnalyses = true;
    }
    navigate(hasAnalyses ? '/dashboard' : '/onboarding', { replace: true });
  }, [location.state, navigate, searchParams]);
}
