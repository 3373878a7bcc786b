import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { RESET_PASSWORD_PATH } from '../../../common/auth';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { authClient, unwrapAuth } from '../../lib/auth-client';
import { toastError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { usePageTitle } from '../../lib/page-title';
import { AuthLayout } from './AuthLayout';
import { forgotPasswordSchema, type ForgotPasswordValues } from './schemas';
import { SubmitButton } from '../../components/ui/submit-button';

function BackLinks() {
  return (
    <>
      <Link to="/login" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Login
      </Link>
      <p>
        Remember your password?{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    try {
      await unwrapAuth(authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH }));
    } catch (error) {
      toastError(MSG.forgot.errorTitle, error, MSG.forgot.failedFallback);
      return;
    }
    toast.success(MSG.forgot.success, { description: MSG.forgot.successDescription });
    setSentTo(email);
  };

  const tryAgain = () => {
    reset({ email: '' });
    setSentTo(null);
  };

  if (sentTo) {
    return (
      <AuthLayout title="Check your email" footer={<BackLinks />}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">
            If an account exists for <span className="font-semibold">{sentTo}</span>, we&apos;ve sent a link to reset your password.
          </p>
          <p className="text-sm text-muted-foreground">
            Please check your inbox and your spam folder. Didn&apos;t get it?{' '}
            <button type="button" onClick={tryAgain} className="cursor-pointer font-medium text-primary underline underline-offset-2">
              try again
            </button>
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot Your Password?" description="Enter your email address and we'll send you a link to reset your password" footer={<BackLinks />}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            {...fieldAria('email', errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <SubmitButton className="mt-2 w-full" busy={isSubmitting} busyLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
