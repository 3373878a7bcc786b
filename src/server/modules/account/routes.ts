import { Hono } from 'hono';
import { getCookie, deleteCookie } from 'hono/cookie';
import { deleteAccountSchema } from '../../../common/account';
import { perUserLimit } from '../../http/per-user-limit';
import { currentUserId, type SessionReader } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import { attachment, downloadResponse } from '../../http/file-response';
import type { ReportStorage } from '../../providers/storage';
import { ACCOUNT_DELETE_ATTEMPTS_PER_HOUR, ACCOUNT_WINDOW_SECONDS, EXPORT_WINDOW_SECONDS, EXPORTS_PER_DAY } from './constants';
import { exportStatus, readExport, requestExport } from './data-export';
import { requestAccountDeletion, type AccountDeps } from './request-deletion';

/** better-auth's cookies (with or without the __Secure- prefix): cleared when the account goes. */
const AUTH_COOKIE = /^(__Secure-)?better-auth\./;

/** /api/account (docs/api.md "Account"). Expects requireSession in front. */
export function accountRoutes(deps: AccountDeps & { storage: ReportStorage; sessions: Pick<SessionReader, 'forgetAll'> }) {
  const app = new Hono<AppEnv>();
  const attempts = perUserLimit(deps.db, 'account-delete', ACCOUNT_DELETE_ATTEMPTS_PER_HOUR, ACCOUNT_WINDOW_SECONDS);

  app.delete('/account', attempts, jsonBody(deleteAccountSchema), async (c) => {
    await requestAccountDeletion(deps, currentUserId(c), c.req.valid('json').password);
    // Signed out at once: this process's cached session answers go too (docs/decisions/140).
    deps.sessions.forgetAll();
    for (const name of Object.keys(getCookie(c))) {
      if (AUTH_COOKIE.test(name)) deleteCookie(c, name, { path: '/', ...(name.startsWith('__Secure-') ? { secure: true } : {}) });
    }
    return c.json({ status: 'scheduled' }, 202);
  });

  const exports = perUserLimit(deps.db, 'export', EXPORTS_PER_DAY, EXPORT_WINDOW_SECONDS);
  app.post('/account/export', exports, async (c) => c.json(await requestExport(deps, currentUserId(c)), 202));
  app.get('/account/export', async (c) => c.json(await exportStatus(deps.db, currentUserId(c))));
  app.get('/account/export/download', async (c) => {
    const file = await readExport(deps, currentUserId(c));
    return downloadResponse(c, file.bytes, 'application/zip', attachment(file.fileName));
  });

  return app;
}
