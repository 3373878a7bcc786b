import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { disputeLetters } from './disputes';

/** One tracked tracking event of a mailing, as the screen shows it. */
export interface MailingEvent {
  /** The Lob event id (or 'self-…' for dates the person entered). */
  id: string;
  /** e.g. 'letter.certified.delivered'. */
  type: string;
  description: string;
  /** ISO time of the event. */
  datetime: string;
}

/**
 * A letter on its way: sent through Lob or mailed by the person (docs/decisions/100–102). One per letter; an
 * undone send is deleted.
 */
export const certifiedMailings = pgTable(
  'certified_mailings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    letterId: uuid('letter_id')
      .notNull()
      .references(() => disputeLetters.id, { onDelete: 'cascade' }),
    mailedBy: text('mailed_by', { enum: ['lob', 'self'] }).notNull(),
    /** Lob's letter id (ltr_…); null for letters the person mailed. */
    lobId: text('lob_id'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** 'YYYY-MM-DD'. */
    expectedDeliveryDate: text('expected_delivery_date'),
    /** 'YYYY-MM-DD' of the delivery event, or the date the person entered. */
    deliveredDate: text('delivered_date'),
    /** The spec's rule set the delivery date (expected date passed with no delivery event). */
    deliveryAssumed: boolean('delivery_assumed').default(false).notNull(),
    /** Until then Lob lets the letter be cancelled ("Undo send"). */
    cancelUntil: timestamp('cancel_until', { withTimezone: true }),
    /** 'sent', then the latest tracking state. */
    status: text('status').default('sent').notNull(),
    returnReceipt: boolean('return_receipt').default(false).notNull(),
    /** The person sent more information within the period, or the dispute follows a free annual report: 45 days. */
    extendedPeriod: boolean('extended_period').default(false).notNull(),
    /** Storage key of the rendered PDF Lob returned, stored encrypted. */
    renderedPdfKey: text('rendered_pdf_key'),
    events: jsonb('events').$type<MailingEvent[]>().default([]).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).defaultNow().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('certified_mailings_letter_idx').on(t.letterId),
    uniqueIndex('certified_mailings_lob_idx').on(t.lobId),
    index('certified_mailings_user_idx').on(t.userId),
    check('certified_mailings_mailed_by_check', sql`${t.mailedBy} in ('lob', 'self')`),
  ],
);

/** Lob webhook events, each stored once (its id) and applied by the apply-lob-event job. */
export const lobEvents = pgTable('lob_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The letter it names (ltr_…). */
  lobLetterId: text('lob_letter_id'),
  /** Only what applying needs: the event's type, time, tracking fields; never addresses. */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});
