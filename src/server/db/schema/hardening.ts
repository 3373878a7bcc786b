import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Idempotency keys of report uploads (docs/decisions/094): the client's `Idempotency-Key` per file selection, the
 * fingerprint of what it was used for, and the answer given, so a retried upload gets that answer again.
 */
export const uploadIdempotencyKeys = pgTable(
  'upload_idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the upload target and the file's bytes (hex). */
    fingerprint: text('fingerprint').notNull(),
    /** The 201 answer's body once the upload finished; null while the first request is still at work. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // Expired keys are removed by age.
    index('upload_idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
