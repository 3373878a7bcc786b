/**
 * Session tokens at rest (docs/decisions/154, superseding 143): the `session.token` column holds the SHA-256 of each
 * token, never the token. better-auth creates, finds, refreshes and deletes sessions by token through its database
 * adapter; this wrapper hashes every session token on its way to the database and puts the token back into the rows
 * on their way out, so better-auth (and the cookie it sets) keeps working with the real token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../../db/client';

type AdapterFactory = ReturnType<typeof drizzleAdapter>;
type Adapter = ReturnType<AdapterFactory>;
interface Where {
  field: string;
  value: unknown;
}
type Row = Record<string, unknown> | null | undefined;

const SESSION_MODEL = 'session';
/** Tokens this process has seen, by hash, so rows can carry them back (memory only, bounded). */
const KNOWN_TOKENS_MAX = 10_000;

/** What the session table stores for a token: 64 lower-case hex characters. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  // A row whose token this process has not seen (a list of a user's sessions) carries its hash behind this prefix;
  // given back, it is looked up as the hash it is. It is random per process, so no signed cookie can carry one.
  const storedPrefix = `stored-session-hash:${randomBytes(16).toString('hex')}:`;
  const known = new Map<string, string>();

  const toStored = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    if (value.startsWith(storedPrefix)) return value.slice(storedPrefix.length);
    const hash = hashSessionToken(value);
    known.delete(hash);
    known.set(hash, value);
    if (known.size > KNOWN_TOKENS_MAX) known.delete(known.keys().next().value as string);
    return hash;
  };
  const toVisible = (stored: unknown): unknown => (typeof stored === 'string' ? (known.get(stored) ?? storedPrefix + stored) : stored);

  const where = (model: string, clauses: Where[] | undefined) =>
    model !== SESSION_MODEL || !clauses
      ? clauses
      : clauses.map((clause) =>
          clause.field !== 'token' ? clause : { ...clause, value: Array.isArray(clause.value) ? clause.value.map(toStored) : toStored(clause.value) },
        );
  const data = (model: string, values: Record<string, unknown> | undefined) =>
    model !== SESSION_MODEL || !values || !('token' in values) ? values : { ...values, token: toStored(values.token) };
  const row = <T>(model: string, value: T): T => {
    const record = value as Row;
    if (model !== SESSION_MODEL || !record || typeof record !== 'object' || !('token' in record)) return value;
    return { ...record, token: toVisible(record.token) } as T;
  };

  const wrap = (inner: Adapter): Adapter => {
    const adapter = inner as unknown as Record<string, (...args: never[]) => Promise<unknown>>;
    type Args = { model: string; where?: Where[]; data?: Record<string, unknown>; update?: Record<string, unknown> };
    const call = (method: string, args: Args) =>
      (adapter[method] as unknown as (a: Args) => Promise<unknown>)({
        ...args,
        where: where(args.model, args.where),
        ...(args.data ? { data: data(args.model, args.data) } : {}),
        ...(args.update ? { update: data(args.model, args.update) } : {}),
      });
    const oneRow = (method: string) => async (args: Args) => row(args.model, await call(method, args));
    const wrapped = {
      ...inner,
      transaction: <R>(callback: (trx: Adapter) => Promise<R>) => inner.transaction((trx) => callback(wrap(trx as Adapter))),
      create: oneRow('create'),
      update: oneRow('update'),
      findOne: oneRow('findOne'),
      consumeOne: oneRow('consumeOne'),
      incrementOne: oneRow('incrementOne'),
      findMany: async (args: Args) => ((await call('findMany', args)) as unknown[]).map((value) => row(args.model, value)),
      updateMany: (args: Args) => call('updateMany', args),
      delete: (args: Args) => call('delete', args),
      deleteMany: (args: Args) => call('deleteMany', args),
      count: (args: Args) => call('count', args),
    };
    return wrapped as unknown as Adapter;
  };

  return ((options: Parameters<AdapterFactory>[0]) => wrap(factory(options))) as AdapterFactory;
}

/**
 * Sessions created before tokens were hashed hold the token itself (better-auth's 32 letters and digits); hashing
 * them in place keeps them working. A stored hash is 64 hex characters, which no such token is, so this is safe to
 * run at every start and by several processes at once.
 */
export async function hashPlainSessionTokens(db: Db): Promise<void> {
  await db.execute(sql`update session set token = encode(sha256(convert_to(token, 'UTF8')), 'hex') where token !~ '^[0-9a-f]{64}$'`);
}
