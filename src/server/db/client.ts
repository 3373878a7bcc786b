import path from 'node:path';
import { errorSummary } from '../log-error';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDirectory } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The embedded database itself (PGlite only); the job queue runs its SQL on it directly. */
  pglite?: PGlite;
  /** Closes the connection pool, or flushes and closes the embedded database. */
  close(): Promise<void>;
}

/** The embedded database lives in DATA_DIR/db. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'db');
}

export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('database pool error:', errorSummary(error)));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const directory = pgliteDirectory(options.dataDir);
  mkdirSync(directory, { recursive: true });
  const unlock = lockDirectory(directory);
  let client: PGlite;
  try {
    client = await PGlite.create(directory);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: () => (closed ??= client.close().finally(unlock)),
  };
}

type Executor = Pick<Db, 'execute'>;

/** Runs raw SQL and returns its rows (node-postgres and PGlite both answer with `rows`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
