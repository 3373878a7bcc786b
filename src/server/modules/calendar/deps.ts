import type { Db } from '../../db/client';

/** What the calendar operations use. */
export interface CalendarDeps {
  db: Db;
  /** Signs feed tokens (HMAC); the database keeps only their hash. */
  sessionSecret: string;
  /** The public address, for the feed URL. */
  appUrl: string;
  trustProxy: boolean;
}
