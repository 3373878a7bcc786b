import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { authClient, unwrapAuth } from '../../lib/auth-client';
import { errorMessage } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { isPasswordChangeComplete, passwordChangeProblem, type PasswordChangeValues } from './password-change';
import { SubmitButton } from '../../components/ui/submit-button';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityTab() {
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [pending, setPending] = useState(false);
  const set = (field: keyof PasswordChangeValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !isPasswordChangeComplete(values)) return;
    const problem = passwordChangeProblem(values);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setPending(true);
    try {
      await unwrapAuth(authClient.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: true }));
      toast.success(MSG.changePassword.updated, { description: MSG.changePassword.updatedDescription });
      setValues(EMPTY);
    } catch (error) {
      toast.error(errorMessage(error, MSG.changePassword.failedFallback));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Update your password to keep your account secure</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4">
          <FormField id="current-password" label="Current Password">
            <Input id="current-password" type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />
          </FormField>
          <FormField id="new-password" label="New Password">
            <Input id="new-password" type="password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} />
          </FormField>
          <FormField id="confirm-password" label="Confirm Password">
            <Input id="confirm-password" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />
          </FormField>
          <div>
            <SubmitButton busy={pending} disabled={!isPasswordChangeComplete(values)}>
              Update Password
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
