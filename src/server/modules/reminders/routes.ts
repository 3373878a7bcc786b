/**
 * /api/settings/notifications (signed in; expects requireSession in front) and /api/unsubscribe (no session: the
 * signed token is the check; mounted before the Origin check because mail providers POST it, RFC 8058).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PRODUCT_NAME } from '../../../common/brand';
import { UNSUBSCRIBE_TEXT, updateNotificationSettingsSchema } from '../../../common/notification-preferences';
import type { Db } from '../../db/client';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import { escapeHtml } from '../auth/emails';
import { UNSUBSCRIBE_PATH } from './emails';
import { getNotificationSettings, updateNotificationSettings } from './preferences';
import { unsubscribe, unsubscribeTarget } from './unsubscribe';

export function notificationSettingsRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.get('/settings/notifications', async (c) => c.json(await getNotificationSettings(db, currentUserId(c))));
  app.patch('/settings/notifications', jsonBody(updateNotificationSettingsSchema), async (c) =>
    c.json(await updateNotificationSettings(db, currentUserId(c), c.req.valid('json'))),
  );
  return app;
}

function page(c: Context, status: 200 | 400, body: string) {
  return c.html(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(UNSUBSCRIBE_TEXT.title)} · ${escapeHtml(PRODUCT_NAME)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,Arial,sans-serif;color:#111">
<main style="max-width:480px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)">
<p style="font-weight:700;color:#1d4ed8;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(UNSUBSCRIBE_TEXT.title)}</h1>
${body}
<p style="color:#555;font-size:13px;margin-top:24px">${escapeHtml(UNSUBSCRIBE_TEXT.footer)}</p>
</main></body></html>`,
    status,
  );
}

const invalid = (c: Context) => page(c, 400, `<p role="alert">${escapeHtml(UNSUBSCRIBE_TEXT.invalid)}</p>`);

export function unsubscribeRoutes(deps: { db: Db; sessionSecret: string }) {
  const app = new Hono<AppEnv>();
  // A confirmation page only: mail scanners open links, so a GET never changes anything.
  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const token = c.req.query('token');
    const target = await unsubscribeTarget(deps.db, deps.sessionSecret, token);
    if (!target) return invalid(c);
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token ?? '')}`;
    return page(
      c,
      200,
      `<p>${escapeHtml(UNSUBSCRIBE_TEXT.confirm(target.label))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;font-weight:600;cursor:pointer">${escapeHtml(UNSUBSCRIBE_TEXT.button)}</button></form>`,
    );
  });
  // The form above and one-click unsubscribe (RFC 8058: a POST with List-Unsubscribe=One-Click) both land here.
  app.post(UNSUBSCRIBE_PATH, bodyLimit({ maxSize: 4096 }), async (c) => {
    const target = await unsubscribe(deps.db, deps.sessionSecret, c.req.query('token'));
    if (!target) return invalid(c);
    return page(c, 200, `<p role="status">${escapeHtml(UNSUBSCRIBE_TEXT.done(target.label))}</p>`);
  });
  return app;
}
