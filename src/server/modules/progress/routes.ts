import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { loadProgress } from './load-progress';

/** GET /api/progress (docs/api.md "Progress"). Expects requireSession and requireSubscription in front (decision 113). */
export function progressRoutes(db: Db, now: () => Date = () => new Date()) {
  const app = new Hono<AppEnv>();
  app.get('/progress', async (c) => c.json(await loadProgress(db, currentUserId(c), now())));
  return app;
}
