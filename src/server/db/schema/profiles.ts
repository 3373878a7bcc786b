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
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});
