import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { loadFigures } from './load-figures';

/** GET /api/figures (docs/api.md "Figures"). Expects requireSession in front; free: the person's own counts. */
export function figuresRoutes(db: Db, now: () => Date = () => new Date()) {
  const app = new Hono<AppEnv>();
  app.get('/figures', async (c) => c.json(await loadFigures(db, currentUserId(c), now())));
  return app;
}
