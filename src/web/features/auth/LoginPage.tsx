import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { authClient, unwrapAuth } from '../../lib/auth-client';
import { errorMessage, toastError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { usePageTitle } from '../../lib/page-title';
import { useAfterSignIn } from './after-sign-in';
import { AuthLayout, LegalConsent } from './AuthLayout';
import { clearSignOutIntent } from './sign-out-intent';
import { loginSchema, type LoginValues } from './schemas';
import { SubmitButton } from '../../components/ui/submit-button';

export function LoginPage() {
  usePageTitle('Sign In');
  const afterSignIn = useAfterSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = async ({ email, password }: LoginValues) => {
    setFormError(null);
    try {
      await unwrapAuth(authClient.signIn.email({ email, password }));
    } catch (error) {
      setFormError(errorMessage(error, MSG.login.inlineFallback));
      toastError(MSG.login.failedTitle, error, MSG.login.failedFallback);
      return;
    }
    clearSignOutIntent();
    toast.success(MSG.login.success, { description: MSG.login.successDescription });
    await afterSignIn();
  };

  return (
    <AuthLayout title="Sign In" description="Sign in to access your credit repair dashboard" footer={<LegalConsent action="signing in" />}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {formError ? (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}
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
        <FormField
          id="password"
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          }
        >
          <Input
            id="password"
            type="password"
            autoComplete="current-password"
            required
            {...fieldAria('password', errors.password?.message)}
            {...register('password')}
          />
        </FormField>
        <SubmitButton className="mt-2 w-full" busy={isSubmitting} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
        <p className="text-center text-sm text-muted-foreground">
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
