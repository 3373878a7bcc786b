import { z } from 'zod';
import { postalAddressSchema } from './postal-address';

/** The structured mailing address letters are sent from (spec's "Mailing address": street, city, state, ZIP). */
export const mailingAddressSchema = z.object({
  street: z.string(),
  street2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type MailingAddress = z.infer<typeof mailingAddressSchema>;

export const PROFILE_NAME_MAX = 100;
export const PROFILE_PHONE_MAX = 30;
export const PROFILE_ADDRESS_MAX = 300;

/** A profile as the API returns it (docs/api.md). */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  mailing_address: mailingAddressSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH /api/profile body. Every field is optional; an empty string clears phone or address.
 * Name is trimmed and must keep 1–100 characters.
 */
export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`),
    phone: z.string().trim().max(PROFILE_PHONE_MAX, `Phone must be at most ${PROFILE_PHONE_MAX} characters`),
    address: z.string().trim().max(PROFILE_ADDRESS_MAX, `Address must be at most ${PROFILE_ADDRESS_MAX} characters`),
    /** Validated and normalized as letters print it (state code, ZIP or ZIP+4); null clears it. */
    mailing_address: postalAddressSchema.nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** API error body (docs/api.md). */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
