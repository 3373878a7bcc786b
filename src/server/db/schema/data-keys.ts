import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Each person's data key (docs/decisions/195): a random 256-bit key that encrypts their fields at rest, stored only
 * wrapped (AES-256-GCM) by a key derived from ENCRYPTION_KEY, whose id names which one. Deleted first when the
 * account is deleted, so every copy of the person's encrypted fields — backups included — becomes unreadable.
 */
export const userDataKeys = pgTable('user_data_keys', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The id of the wrapping key (wrapping-keys.ts): which ENCRYPTION_KEY wrapped this one. */
  wrappingKeyId: text('wrapping_key_id').notNull(),
  /** The sealed data key, base64. */
  wrappedKey: text('wrapped_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  rewrappedAt: timestamp('rewrapped_at', { withTimezone: true }),
});
