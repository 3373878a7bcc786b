import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '../../../common/auth';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { authClient, unwrapAuth } from '../../lib/auth-client';
import { errorMessage, toastError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { usePageTitle } from '../../lib/page-title';
import { AuthLayout, LegalConsent } from './AuthLayout';
import { clearSignOutIntent } from './sign-out-intent';
import { registerSchema, type RegisterValues } from './schemas';
import { SubmitButton } from '../../components/ui/submit-button';

const PASSWORD_HINT = `Use at least ${PASSWORD_MIN_LENGTH} characters; not a common password, your email or your name.`;

export function RegisterPage() {
  usePageTitle('Create Account');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ name, email, password }: RegisterValues) => {
    setFormError(null);
    try {
      await unwrapAuth(authClient.signUp.email({ name, email, password }));
    } catch (error) {
      setFormError(errorMessage(error, MSG.register.inlineFallback));
      toastError(MSG.register.failedTitle, error, MSG.register.failedFallback);
      return;
    }
    clearSignOutIntent();
    toast.success(MSG.register.success, { description: MSG.register.successDescription });
    navigate('/onboarding', { replace: true });
  };

  return (
    <AuthLayout
      title="Create Account"
      description="Create an account to start your credit repair journey"
      footer={<LegalConsent action="creating an account" />}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {formError ? (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}
        <FormField id="name" label="Full Name" error={errors.name?.message}>
          <Input id="name" autoComplete="name" required placeholder="Jane Doe" {...fieldAria('name', errors.name?.message)} {...register('name')} />
        </FormField>
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
        <FormField id="password" label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            required
            {...fieldAria('password', errors.password?.message, PASSWORD_HINT)}
            {...register('password')}
          />
        </FormField>
        <FormField id="confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input
            id="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            {...fieldAria('confirmPassword', errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
        </FormField>
        <SubmitButton className="mt-2 w-full" busy={isSubmitting} busyLabel="Creating account...">
          Create Account
        </SubmitButton>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
