/**
 * /api/settings/notifications (signed in; expects requireSession in front) and /api/unsubscribe (no session: the
 * signed token is the check; mounted before the Origin check because mail providers POST it, RFC 8058).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UNSUBSCRIBE_TEXT, updateNotificationSettingsSchema } from '../../../common/notification-preferences';
import type { Db } from '../../db/client';
import { confirmForm, linkPage } from '../../http/link-page';
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

const page = (c: Context, status: 200 | 400, body: string) => linkPage(c, status, UNSUBSCRIBE_TEXT, body);

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
${confirmForm(action, UNSUBSCRIBE_TEXT.button, '<input type="hidden" name="List-Unsubscribe" value="One-Click">')}`,
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
