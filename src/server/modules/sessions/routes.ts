import { Hono } from 'hono';
import type { SessionsResponse } from '../../../common/sessions';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { listSessions, revokeSession } from './user-sessions';

/**
 * GET /api/sessions and DELETE /api/sessions/:id (Settings → Security). Replaces better-auth's list-sessions,
 * which answered with every session's token, and its token-based revoke-session. Expects requireSession in front.
 */
export function sessionRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.get('/sessions', async (c) => {
    const body: SessionsResponse = { sessions: await listSessions(db, currentUserId(c), c.get('sessionId')) };
    return c.json(body);
  });

  app.delete('/sessions/:id', async (c) => {
    if (!(await revokeSession(db, currentUserId(c), c.req.param('id')))) throw new AppError('NOT_FOUND');
    return c.body(null, 204);
  });

  return app;
}
