/**
 * POST /api/webhooks/lob: the Lob-Signature (hex HMAC-SHA256 of `timestamp + "." + rawBody` with the webhook
 * secret) is checked in constant time, a timestamp more than 5 minutes from our clock is refused, and without a
 * secret every call is refused. Each event is stored once (its id) and applied by a job; the answer is 2xx at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APPLY_LOB_EVENT_QUEUE, WEBHOOK_TOLERANCE_MS } from './constants';
import type { MailDeps } from './deps';
import { lobEvents } from '../../db/schema';
import { AppError } from '../../errors';

export function lobSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Lob sends the timestamp in milliseconds; seconds are accepted too. */
function timestampMs(value: string): number | null {
  if (!/^\d{9,14}$/.test(value)) return null;
  const n = Number(value);
  return n < 1e11 ? n * 1000 : n;
}

export function verifyLobSignature(
  secret: string,
  headers: { signature?: string | undefined; timestamp?: string | undefined },
  rawBody: string,
  now: Date,
): boolean {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp) return false;
  const at = timestampMs(timestamp);
  if (at === null || Math.abs(now.getTime() - at) > WEBHOOK_TOLERANCE_MS) return false;
  const expected = Buffer.from(lobSignature(secret, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Only what applying needs: never the addresses Lob echoes back. */
export function eventPayload(event: Json): Json {
  const letter = obj(event.body);
  const tracking = Array.isArray(letter.tracking_events) ? (letter.tracking_events as unknown[]).map(obj) : [];
  return {
    date_created: str(event.date_created),
    letter: {
      id: str(letter.id),
      tracking_number: str(letter.tracking_number),
      expected_delivery_date: str(letter.expected_delivery_date),
      url: str(letter.url),
      metadata: obj(letter.metadata),
      tracking_events: tracking.map((t) => ({ id: str(t.id), name: str(t.name), time: str(t.time) ?? str(t.date_created) })),
    },
  };
}

export type LobWebhookOutcome = 'stored' | 'duplicate' | 'ignored';

export async function receiveLobEvent(
  deps: Pick<MailDeps, 'db' | 'jobs' | 'webhookSecret' | 'now'>,
  rawBody: string,
  headers: { signature?: string | undefined; timestamp?: string | undefined },
): Promise<LobWebhookOutcome> {
  if (!deps.webhookSecret) throw new AppError('NOT_FOUND', 'Lob webhooks are not configured on this server.');
  if (!verifyLobSignature(deps.webhookSecret, headers, rawBody, deps.now())) throw new AppError('UNAUTHORIZED', 'The Lob signature does not match.');
  let event: Json;
  try {
    event = obj(JSON.parse(rawBody));
  } catch {
    throw new AppError('BAD_REQUEST', 'The event is not JSON.');
  }
  const id = str(event.id);
  const type = str(obj(event.event_type).id);
  if (!id || !type) throw new AppError('BAD_REQUEST', 'The event has no id or type.');
  if (!type.startsWith('letter.')) return 'ignored';
  const payload = eventPayload(event);
  const lobLetterId = str(event.reference_id) ?? str(obj(payload.letter).id);
  const stored = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(lobEvents).values({ id, type, lobLetterId, payload }).onConflictDoNothing().returning({ id: lobEvents.id });
    if (!row) return false;
    await deps.jobs.sendInTransaction(tx, APPLY_LOB_EVENT_QUEUE, { eventId: id });
    return true;
  });
  if (!stored) return 'duplicate';
  deps.jobs.wake(APPLY_LOB_EVENT_QUEUE);
  return 'stored';
}
