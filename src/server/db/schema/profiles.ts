import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import type { Sealed } from '../encryption/field-cipher';

/** One row per user, created at sign-up (spec §3: id, name, email, phone, address, created_at, updated_at). */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').$type<Sealed<string>>(),
  address: text('address').$type<Sealed<string>>(),
  /** The structured mailing address letters are sent from (spec's "Mailing address"; decision 058). */
  street: text('street').$type<Sealed<string>>(),
  street2: text('street2').$type<Sealed<string>>(),
  city: text('city').$type<Sealed<string>>(),
  state: text('state'),
  zip: text('zip').$type<Sealed<string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});
