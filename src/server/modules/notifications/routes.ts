import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonWithEtag } from '../../http/etag';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import type { NotificationsModule } from './module';

export const MARK_READ_MAX_IDS = 500;
export const LIST_MAX_LIMIT = 500;

export const markReadSchema = z.strictObject({
  ids: z
    .array(z.uuid({ message: 'Each id must be a notification id.' }), { message: 'ids must be a list of notification ids.' })
    .max(MARK_READ_MAX_IDS, { message: `At most ${MARK_READ_MAX_IDS} ids at a time.` }),
});

const limitSchema = z.coerce
  .number({ message: 'limit must be a whole number.' })
  .int({ message: 'limit must be a whole number.' })
  .min(1, { message: 'limit must be at least 1.' })
  .max(LIST_MAX_LIMIT, { message: `limit must be at most ${LIST_MAX_LIMIT}.` });

function parseLimit(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const parsed = limitSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'limit is not valid.';
  throw new AppError('VALIDATION_ERROR', message, { fields: { limit: message } });
}

/** /api/notifications/*. Expects requireSession in front. */
export function notificationRoutes(notifications: NotificationsModule) {
  const { service, streams } = notifications;
  const app = new Hono<AppEnv>();

  // Polled reads answer 304 to an If-None-Match of the same answer (docs/decisions/095).
  app.get('/notifications', async (c) => {
    const limit = parseLimit(c.req.query('limit'));
    return jsonWithEtag(c, { notifications: await service.listNotifications(currentUserId(c), { limit }) });
  });

  app.get('/notifications/unread-count', async (c) => jsonWithEtag(c, { count: await service.unreadCount(currentUserId(c)) }));

  app.post('/notifications/mark-read', jsonBody(markReadSchema), async (c) => {
    const updated = await service.markRead(currentUserId(c), c.req.valid('json').ids);
    return c.json({ updated });
  });

  app.post('/notifications/mark-all-read', async (c) => c.json({ updated: await service.markAllRead(currentUserId(c)) }));

  app.get('/notifications/stream', (c) => streams.respond(c, currentUserId(c)));

  return app;
}
