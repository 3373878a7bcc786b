import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { resetPasswordSchema, type ResetPasswordValues } from './schemas';
import { SubmitButton } from '../../components/ui/submit-button';

/** New password + confirmation with the reset rules; `onSubmit` runs only for valid values. */
export function ResetPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  return (
    <form noValidate onSubmit={handleSubmit(({ password }) => onSubmit(password))} className="flex flex-col gap-4">
      <FormField id="password" label="New Password" error={errors.password?.message}>
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          required
          {...fieldAria('password', errors.password?.message)}
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
      <SubmitButton className="mt-2 w-full" busy={isSubmitting} busyLabel="Resetting...">
        Reset Password
      </SubmitButton>
    </form>
  );
}
