import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { PROFILE_ADDRESS_MAX, PROFILE_NAME_MAX, PROFILE_PHONE_MAX } from '../../../common/profile';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { toastError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { useProfile, useUpdateProfile } from '../account/profile-api';
import { useAuthSession } from '../auth/session';
import { SubmitButton } from '../../components/ui/submit-button';

const profileFormSchema = z.object({
  name: z.string().trim().min(1, MSG.required.name).max(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`),
  email: z.string(),
  phone: z.string().trim().max(PROFILE_PHONE_MAX, `Phone must be at most ${PROFILE_PHONE_MAX} characters`),
  address: z.string().trim().max(PROFILE_ADDRESS_MAX, `Address must be at most ${PROFILE_ADDRESS_MAX} characters`),
});
type ProfileFormValues = z.infer<typeof profileFormSchema>;

const EMAIL_HINT = 'Email cannot be changed';

export function ProfileTab() {
  const { user } = useAuthSession();
  const profile = useProfile(user?.id ?? null);
  const update = useUpdateProfile(user?.id ?? null);
  const loadErrorShown = useRef(false);

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: '', address: '' },
  });

  // Fill the form from the profile once it arrives; on failure keep the session's basic info (spec 000 §8).
  useEffect(() => {
    if (profile.data) {
      const { name, email, phone, address } = profile.data;
      reset({ name, email, phone: phone ?? '', address: address ?? '' });
    }
  }, [profile.data, reset]);
  useEffect(() => {
    if (profile.isError && !loadErrorShown.current) {
      loadErrorShown.current = true;
      toast.error(MSG.profile.loadFailed);
    }
  }, [profile.isError]);

  const onSubmit = async ({ name, phone, address }: ProfileFormValues) => {
    try {
      await update.mutateAsync({ name, phone, address });
    } catch (error) {
      toastError(MSG.profile.updateFailed, error, 'Please try again.');
      return;
    }
    toast.success(MSG.profile.updated, { description: MSG.profile.updatedDescription });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Update your personal information</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending && user !== null ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <span className="sr-only" role="status">
              Loading profile...
            </span>
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-xl flex-col gap-4">
            <FormField id="profile-name" label="Full Name" error={errors.name?.message}>
              <Input id="profile-name" autoComplete="name" required {...fieldAria('profile-name', errors.name?.message)} {...register('name')} />
            </FormField>
            <FormField id="profile-email" label="Email" hint={EMAIL_HINT}>
              <Input id="profile-email" type="email" readOnly aria-readonly="true" {...fieldAria('profile-email', undefined, EMAIL_HINT)} {...register('email')} />
            </FormField>
            <FormField id="profile-phone" label="Phone" error={errors.phone?.message}>
              <Input id="profile-phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...fieldAria('profile-phone', errors.phone?.message)} {...register('phone')} />
            </FormField>
            <FormField id="profile-address" label="Address" error={errors.address?.message}>
              <Input
                id="profile-address"
                autoComplete="street-address"
                placeholder="123 Main St, Springfield, IL 62701"
                {...fieldAria('profile-address', errors.address?.message)}
                {...register('address')}
              />
            </FormField>
            <div>
              <SubmitButton busy={isSubmitting}>Save Changes</SubmitButton>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
