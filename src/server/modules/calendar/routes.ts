import { Hono } from 'hono';
import { CALENDAR_FILE_NAME, CALENDAR_MESSAGES, customEventPatchSchema, customEventSchema, eventFileName } from '../../../common/calendar';
import { AppError } from '../../errors';
import { clientAddress } from '../../http/client-address';
import { attachment, downloadResponse } from '../../http/file-response';
import { jsonBodyLimit } from '../../http/json-limit';
import { noStore } from '../../http/no-store';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import { assertServicesOpen } from '../billing/entitlements';
import { perUserLimit } from '../../http/per-user-limit';
import { countAttempt, hashedKey, uncountAttempt } from '../rate-limit/attempt-counters';
import { createCustomEvent, deleteCustomEvent, updateCustomEvent } from './custom-events';
import type { CalendarDeps } from './deps';
import { feedOwner, feedUrlOf, resetFeed } from './feed';
import { icsOf } from './ics';
import { findEvent, listEvents } from './list-events';

/** Calendar writes per user per hour (they touch only our database; the cap stops scripted floods). */
export const CALENDAR_WRITES_PER_HOUR = 120;
/** Feed calls per client address in the window before 429; calls with a valid token are not counted. */
export const FEED_MISSES_ALLOWED = 20;
export const FEED_WINDOW_SECONDS = 600;

const today = () => new Date().toISOString().slice(0, 10);

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const icsBytes = (ics: string) => new TextEncoder().encode(ics);

/** /api/calendar/* (docs/api.md "Calendar"). Expects requireSession and requireSubscription in front. */
export function calendarRoutes(deps: CalendarDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const json = jsonBodyLimit();
  const write = perUserLimit(db, 'calendar', CALENDAR_WRITES_PER_HOUR, 3600, CALENDAR_MESSAGES.tooManyWrites);

  app.get('/calendar/events', async (c) => c.json({ events: await listEvents(db, currentUserId(c)) }));

  app.post('/calendar/events', json, write, jsonBody(customEventSchema), async (c) =>
    c.json({ event: await createCustomEvent(db, currentUserId(c), c.req.valid('json'), today()) }, 201),
  );

  app.patch('/calendar/events/:id', json, write, jsonBody(customEventPatchSchema), async (c) =>
    c.json({ event: await updateCustomEvent(db, currentUserId(c), c.req.param('id'), c.req.valid('json'), today()) }),
  );

  app.delete('/calendar/events/:id', write, async (c) => {
    await deleteCustomEvent(db, currentUserId(c), c.req.param('id'));
    return c.json({ deleted: true });
  });

  app.get('/calendar/events/:id/ics', async (c) => {
    const event = await findEvent(db, currentUserId(c), c.req.param('id'));
    if (!event) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.notFound);
    return downloadResponse(c, icsBytes(icsOf([event])), CALENDAR_TYPE, attachment(eventFileName(event)));
  });

  app.get('/calendar/ics', async (c) => {
    return downloadResponse(c, icsBytes(icsOf(await listEvents(db, currentUserId(c)))), CALENDAR_TYPE, attachment(CALENDAR_FILE_NAME));
  });

  app.get('/calendar/feed-url', async (c) => c.json({ url: await feedUrlOf(deps, currentUserId(c)) }));

  app.post('/calendar/feed-url/reset', json, write, async (c) => c.json({ url: await resetFeed(deps, currentUserId(c)) }));

  return app;
}

/**
 * GET /api/calendar/feed/:token.ics — no session: the secret token is the key. A wrong token is 404, and past
 * FEED_MISSES_ALLOWED calls from one address in the window, 429 (docs/decisions/118). Mounted before the session routes.
 */
export function calendarFeedRoutes(deps: CalendarDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('/calendar/feed/*', noStore());
  app.get('/calendar/feed/:file', async (c) => {
    const key = hashedKey('calendar-feed', clientAddress(c, deps.trustProxy));
    const window = await countAttempt(db, key, FEED_WINDOW_SECONDS);
    if (window.count > FEED_MISSES_ALLOWED) throw new AppError('TOO_MANY_ATTEMPTS', undefined, { retryAfterSeconds: window.retryAfterSeconds });
    const file = c.req.param('file');
    const userId = file.endsWith('.ics') ? await feedOwner(db, file.slice(0, -'.ics'.length)) : null;
    if (!userId) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.feedNotFound);
    await uncountAttempt(db, key);
    await assertServicesOpen(db, userId);
    return downloadResponse(c, icsBytes(icsOf(await listEvents(db, userId))), CALENDAR_TYPE, attachment(CALENDAR_FILE_NAME, true));
  });
  return app;
}
