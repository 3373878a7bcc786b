import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** Whether If-None-Match names this tag (weak comparison, as for GET; `*` matches any). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(tag) ?? false;
}

/**
 * A JSON answer with a strong ETag over its bytes, or 304 without a body when the client already has it
 * (docs/decisions/095). Hashes the string it sends, synchronously: hono's etag() re-read a copy of the response
 * stream and hashed it in a thread-pool job, the polled reads' largest cost after the database (decision 140).
 */
export function jsonWithEtag(c: Context, value: unknown): Response {
  const body = JSON.stringify(value);
  const tag = `"${createHash('sha1').update(body).digest('hex')}"`;
  if (matches(c.req.header('If-None-Match'), tag)) return c.body(null, 304, { ETag: tag });
  return c.body(body, 200, { ETag: tag, 'Content-Type': 'application/json' });
}
