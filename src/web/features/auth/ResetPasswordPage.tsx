import { ArrowLeft, CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { authClient, unwrapAuth, type AuthFailure } from '../../lib/auth-client';
import { errorMessage } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { usePageTitle } from '../../lib/page-title';
import { RESET_SUCCESS_REDIRECT_MS } from '../../lib/timing';
import { AuthLayout } from './AuthLayout';
import { isWellFormedResetLink, parseResetLink } from './reset-link';
import { ResetPasswordForm } from './ResetPasswordForm';

type LinkState = 'checking' | 'valid' | 'invalid' | 'updated';

/** One toast per page visit, even if the check effect runs twice. */
const INVALID_TOAST_ID = 'invalid-reset-link';

function BackToLogin() {
  return (
    <Link to="/login" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Login
    </Link>
  );
}

function isExpiredTokenError(error: unknown): boolean {
  const code = (error as Partial<AuthFailure> | null)?.code;
  return code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED';
}

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const location = useLocation();
  const navigate = useNavigate();
  const link = useMemo(() => parseResetLink(location.search, location.hash), [location.search, location.hash]);
  const token = isWellFormedResetLink(link) ? link.accessToken : null;
  const [state, setState] = useState<LinkState>(token ? 'checking' : 'invalid');

  // Check the token with the server before showing the form.
  useEffect(() => {
    if (!token) {
      toast.error(MSG.reset.invalidTitle, { id: INVALID_TOAST_ID, description: MSG.reset.invalidDescription });
      return;
    }
    let cancelled = false;
    api
      .get<{ valid: boolean }>(`/api/password-reset/check?token=${encodeURIComponent(token)}`)
      .then((answer) => {
        if (cancelled) return;
        if (answer.valid) return setState('valid');
        setState('invalid');
        toast.error(MSG.reset.invalidTitle, { id: INVALID_TOAST_ID, description: MSG.reset.invalidDescription });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState('invalid');
        toast.error(MSG.reset.invalidTitle, { id: INVALID_TOAST_ID, description: errorMessage(error, MSG.reset.invalidDescription) });
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  useEffect(() => {
    if (state !== 'updated') return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const resetPassword = async (newPassword: string) => {
    if (!token) {
      toast.error(MSG.reset.invalidTitle, { description: MSG.reset.invalidOnSubmitDescription });
      return;
    }
    try {
      await unwrapAuth(authClient.resetPassword({ newPassword, token }));
    } catch (error) {
      if (isExpiredTokenError(error)) {
        setState('invalid');
        toast.error(MSG.reset.expiredTitle, { description: MSG.reset.expiredDescription });
      } else {
        toast.error(MSG.reset.errorTitle, { description: errorMessage(error, MSG.reset.failedFallback) });
      }
      return;
    }
    toast.success(MSG.reset.success, { description: MSG.reset.successDescription });
    setState('updated');
  };

  if (state === 'checking') {
    return (
      <AuthLayout title="Reset Your Password" footer={<BackToLogin />}>
        <div className="flex justify-center py-6 text-muted-foreground">
          <Spinner label="Loading..." />
        </div>
      </AuthLayout>
    );
  }

  if (state === 'invalid') {
    return (
      <AuthLayout title="Invalid Reset Link" footer={<BackToLogin />}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive">
            <CircleAlert className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">The password reset link is invalid or has expired.</p>
          <Button asChild className="w-full">
            <Link to="/forgot-password">Request New Reset Link</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (state === 'updated') {
    return (
      <AuthLayout title="All Set" footer={<BackToLogin />}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheck className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">Your password has been reset. Taking you to the sign-in page...</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset Your Password" description="Enter a new password for your account" footer={<BackToLogin />}>
      <ResetPasswordForm onSubmit={resetPassword} />
    </AuthLayout>
  );
}
