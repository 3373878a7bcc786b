import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { hasAnalyses } from './service';

/** GET /api/analyses/exists. Expects requireSession in front. */
export function analysesRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.get('/analyses/exists', async (c) => c.json({ hasAnalyses: await hasAnalyses(db, currentUserId(c)) }));
  return app;
}
