import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/types';

/** GET /api/health: 200 once the database is migrated and answering. */
export function healthRoutes(database: Database) {
  const app = new Hono<AppEnv>();
  app.get('/health', async (c) => {
    try {
      await database.db.execute(sql`select 1`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering.');
    }
    return c.json({ status: 'ok', database: database.kind });
  });
  return app;
}
