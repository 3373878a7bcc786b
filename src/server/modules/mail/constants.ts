/** The certified mail module's queue, limits and windows (docs/decisions/100, 102). */

/** The pg-boss queue that applies a stored Lob webhook event; its data is the event id only. */
export const APPLY_LOB_EVENT_QUEUE = 'apply-lob-event';

/** Sends and undos one user may make per hour (each calls Lob, and a send mails a letter). */
export const MAIL_SENDS_PER_HOUR = 20;
export const MAIL_WINDOW_SECONDS = 60 * 60;

/** Lob's default cancellation window when its answer has no send_date. */
export const DEFAULT_CANCEL_WINDOW_MS = 5 * 60_000;

/** A webhook whose Lob-Signature-Timestamp is further than this from our clock is refused (replays). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/** Lob's events are a few kilobytes. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;
