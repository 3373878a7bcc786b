import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { PROFILE_ADDRESS_MAX, PROFILE_NAME_MAX, PROFILE_PHONE_MAX, type MailingAddress } from '../../../common/profile';
import { postalAddressSchema, US_STATES } from '../../../common/postal-address';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { toastError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { useProfile, useUpdateProfile } from '../account/profile-api';
import { useAuthSession } from '../auth/session';
import { SubmitButton } from '../../components/ui/submit-button';

const profileFormSchema = z
  .object({
    name: z.string().trim().min(1, MSG.required.name).max(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`),
    email: z.string(),
    phone: z.string().trim().max(PROFILE_PHONE_MAX, `Phone must be at most ${PROFILE_PHONE_MAX} characters`),
    address: z.string().trim().max(PROFILE_ADDRESS_MAX, `Address must be at most ${PROFILE_ADDRESS_MAX} characters`),
    street: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  })
  .superRefine((values, ctx) => {
    // The mailing address is all or nothing: empty clears it, otherwise it must be a full US address.
    const parsed = mailingAddressOf(values);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
type ProfileFormValues = z.infer<typeof profileFormSchema>;

type AddressFields = Pick<ProfileFormValues, 'street' | 'street2' | 'city' | 'state' | 'zip'>;

function mailingAddressOf(v: AddressFields): { success: true; data: MailingAddress | null } | { success: false; error: z.ZodError } {
  if ([v.street, v.street2, v.city, v.state, v.zip].every((x) => x.trim() === '')) return { success: true, data: null };
  const parsed = postalAddressSchema.safeParse({
    street: v.street,
    ...(v.street2.trim() ? { street2: v.street2 } : {}),
    city: v.city,
    state: v.state,
    zip: v.zip,
  });
  return parsed.success ? { success: true, data: parsed.data } : { success: false, error: parsed.error };
}

const ADDRESS_TEXT = {
  legend: 'Mailing address',
  hint: 'Your dispute letters are sent from this address; the bureaus mail their answers to it.',
  street: 'Street',
  street2: 'Apartment, suite, unit (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  chooseState: 'Choose a state',
} as const;

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
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: '', address: '', street: '', street2: '', city: '', state: '', zip: '' },
  });

  // Fill the form from the profile once it arrives; on failure keep the session's basic info (spec 000 §8).
  useEffect(() => {
    if (profile.data) {
      const { name, email, phone, address, mailing_address: m } = profile.data;
      reset({
        name,
        email,
        phone: phone ?? '',
        address: address ?? '',
        street: m?.street ?? '',
        street2: m?.street2 ?? '',
        city: m?.city ?? '',
        state: m?.state ?? '',
        zip: m?.zip ?? '',
      });
    }
  }, [profile.data, reset]);
  useEffect(() => {
    if (profile.isError && !loadErrorShown.current) {
      loadErrorShown.current = true;
      toast.error(MSG.profile.loadFailed);
    }
  }, [profile.isError]);

  const onSubmit = async ({ name, phone, address, ...mailing }: ProfileFormValues) => {
    const parsed = mailingAddressOf(mailing);
    try {
      await update.mutateAsync({ name, phone, address, mailing_address: parsed.success ? parsed.data : null });
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
              <Input
                id="profile-email"
                type="email"
                readOnly
                aria-readonly="true"
                {...fieldAria('profile-email', undefined, EMAIL_HINT)}
                {...register('email')}
              />
            </FormField>
            <FormField id="profile-phone" label="Phone" error={errors.phone?.message}>
              <Input
                id="profile-phone"
                type="tel"
                autoComplete="tel"
                placeholder="(555) 123-4567"
                {...fieldAria('profile-phone', errors.phone?.message)}
                {...register('phone')}
              />
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
            <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
              <legend className="px-1 font-medium">{ADDRESS_TEXT.legend}</legend>
              <p id="mailing-hint" className="text-sm text-muted-foreground">
                {ADDRESS_TEXT.hint}
              </p>
              <FormField id="profile-street" label={ADDRESS_TEXT.street} error={errors.street?.message}>
                <Input id="profile-street" autoComplete="address-line1" {...fieldAria('profile-street', errors.street?.message)} {...register('street')} />
              </FormField>
              <FormField id="profile-street2" label={ADDRESS_TEXT.street2} error={errors.street2?.message}>
                <Input id="profile-street2" autoComplete="address-line2" {...fieldAria('profile-street2', errors.street2?.message)} {...register('street2')} />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
                <FormField id="profile-city" label={ADDRESS_TEXT.city} error={errors.city?.message}>
                  <Input id="profile-city" autoComplete="address-level2" {...fieldAria('profile-city', errors.city?.message)} {...register('city')} />
                </FormField>
                <FormField id="profile-state" label={ADDRESS_TEXT.state} error={errors.state?.message}>
                  <select
                    id="profile-state"
                    autoComplete="address-level1"
                    className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
                    {...fieldAria('profile-state', errors.state?.message)}
                    {...register('state')}
                  >
                    <option value="">{ADDRESS_TEXT.chooseState}</option>
                    {Object.entries(US_STATES).map(([code, label]) => (
                      <option key={code} value={code}>
                        {label}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField id="profile-zip" label={ADDRESS_TEXT.zip} error={errors.zip?.message}>
                  <Input
                    id="profile-zip"
                    autoComplete="postal-code"
                    inputMode="numeric"
                    {...fieldAria('profile-zip', errors.zip?.message)}
                    {...register('zip')}
                  />
                </FormField>
              </div>
            </fieldset>
            <div>
              <SubmitButton busy={isSubmitting}>Save Changes</SubmitButton>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
