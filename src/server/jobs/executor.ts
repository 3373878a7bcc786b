/**
 * pg-boss runs its SQL through an executor `{ executeSql(text, values) }`. These adapt the app's databases:
 * the embedded PGlite instance itself, and a drizzle transaction (so a job insert joins the app's transaction).
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DrainableExecutor extends SqlExecutor {
  /** Waits for the statements in flight and refuses new ones (before the database closes). */
  drain(): Promise<void>;
}

/**
 * Runs pg-boss's SQL on the PGlite instance the app uses. Each call holds PGlite's transaction lock, so it never
 * runs inside an open app transaction (as socket connections to the same instance can). Parameterless texts may
 * hold several statements (pg-boss's schema creation and its locked maintenance blocks), which need `exec`.
 * pg-boss's stop() does not wait for a fetch or maintenance statement already sent, hence drain().
 */
export function pgliteExecutor(pglite: PGlite): DrainableExecutor {
  const inFlight = new Set<Promise<unknown>>();
  let drained = false;
  const run = async (text: string, values?: unknown[]) => {
    if (values === undefined || values.length === 0) {
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    const result = await pglite.query(text, values);
    return { rows: result.rows };
  };
  return {
    executeSql(text, values) {
      if (drained) return Promise.reject(new Error('the job queue has stopped'));
      const running = run(text, values);
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running)).catch(() => undefined);
      return running;
    },
    async drain() {
      drained = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** Turns pg-boss's `$n` placeholders into drizzle parameters (drizzle numbers them itself). */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQLChunk[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`placeholder ${match[0]} has no value`);
    // sql.param keeps arrays and objects as one parameter (a bare interpolation would expand arrays)
    chunks.push(sql.raw(text.slice(last, match.index)), sql.param(values[index]));
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** Runs pg-boss's SQL inside a drizzle transaction (PGlite or node-postgres) on the transaction's connection. */
export function transactionExecutor(tx: Pick<Db, 'execute'>): SqlExecutor {
  return {
    async executeSql(text, values) {
      return { rows: await queryRows<unknown>(tx, toDrizzleSql(text, values)) };
    },
  };
}
