import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** One row per user, created at sign-up (spec §3: id, name, email, phone, address, created_at, updated_at). */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  address: text('address'),
  /** The structured mailing address letters are sent from (spec's "Mailing address"; decision 058). */
  street: text('street'),
  street2: text('street2'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});
