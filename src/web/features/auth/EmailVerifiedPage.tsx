import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { authClient, unwrapAuth } from '../../lib/auth-client';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { AuthLayout } from './AuthLayout';
import { loginPathFor } from './redirect';
import { useAuthSession } from './session';

/** The page's words (ours): what happened and what to do next. */
export const EMAIL_VERIFIED_TEXT = {
  confirmedTitle: 'Email Address Confirmed',
  confirmed: 'Your email address is confirmed. Analysis notices, dispute deadlines and password reset links will reach you there.',
  nextSignedIn: 'If you were setting up your account in another tab, you can go on there, or continue from your dashboard.',
  nextSignedOut: 'Sign in to continue where you left off.',
  dashboard: 'Go to Dashboard',
  signIn: 'Sign In',
  invalidTitle: 'Confirmation Link Not Valid',
  expired: 'This confirmation link has expired, so your email address is not confirmed yet.',
  invalid: 'This confirmation link is not valid or belongs to another account, so your email address is not confirmed yet.',
  resendSignedIn: (email: string) => `We can send a new link to ${email}.`,
  resendSignedOut: 'Sign in, and this page will offer to send you a new link.',
  resend: 'Send a New Link',
  sending: 'Sending...',
  sentTitle: 'Confirmation email sent',
  sent: (email: string) => `We sent a new confirmation link to ${email}. It may take a few minutes to arrive.`,
  sendFailed: 'Could not send the confirmation email',
  sendFailedFallback: 'Please try again in a few minutes.',
} as const;

const T = EMAIL_VERIFIED_TEXT;

/**
 * Where the email verification link lands (issue 27; the server's callbackURL is EMAIL_VERIFIED_PATH): better-auth
 * has confirmed the address, or added `?error=` when the link could not be used. Public: the link may be opened in
 * a browser that is not signed in.
 */
export function EmailVerifiedPage() {
  const location = useLocation();
  const error = new URLSearchParams(location.search).get('error');
  usePageTitle(error ? T.invalidTitle : T.confirmedTitle);
  const { user, isPending } = useAuthSession();

  if (!error) {
    return (
      <AuthLayout title={T.confirmedTitle}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheck className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm">{T.confirmed}</p>
          {isPending ? null : <p className="text-sm text-muted-foreground">{user ? T.nextSignedIn : T.nextSignedOut}</p>}
          {isPending ? null : (
            <Button asChild className="w-full">
              <Link to={user ? '/dashboard' : '/login'}>{user ? T.dashboard : T.signIn}</Link>
            </Button>
          )}
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={T.invalidTitle}>
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive">
          <CircleAlert className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm">{error === 'TOKEN_EXPIRED' ? T.expired : T.invalid}</p>
        {isPending ? null : user ? (
          <Resend email={user.email} />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{T.resendSignedOut}</p>
            <Button asChild className="w-full">
              <Link to={loginPathFor(location)}>{T.signIn}</Link>
            </Button>
          </>
        )}
      </div>
    </AuthLayout>
  );
}

function Resend({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  async function send() {
    setState('sending');
    try {
      // The server builds the link itself, with its own landing page (this one).
      await unwrapAuth(authClient.sendVerificationEmail({ email }));
      setState('sent');
      toast.success(T.sentTitle);
    } catch (error) {
      setState('idle');
      toast.error(T.sendFailed, { description: errorMessage(error, T.sendFailedFallback) });
    }
  }
  if (state === 'sent') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {T.sent(email)}
      </p>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">{T.resendSignedIn(email)}</p>
      <Button className="w-full" onClick={() => void send()} disabled={state === 'sending'}>
        {state === 'sending' ? <Spinner className="text-primary-foreground" /> : null}
        {state === 'sending' ? T.sending : T.resend}
      </Button>
    </>
  );
}
