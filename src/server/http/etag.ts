import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { BUILD_ID } from '../build-id';

const gzipAsync = promisify(gzip);
/** As hono's compress(): smaller answers are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

/** Whether If-None-Match names this opaque tag (weak comparison, as for GET; `*` matches any). */
function matches(ifNoneMatch: string | undefined, opaque: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(opaque) ?? false;
}

/** Whether Accept-Encoding allows gzip (listed without q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (name !== 'gzip') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The answer with its tag: gzip (fastest level, off the event loop) when accepted and worth it. */
async function sendJson(c: Context, body: string, opaque: string): Promise<Response> {
  const headers: Record<string, string> = { ETag: `W/${opaque}`, 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  // With its Content-Length set, compress() also leaves a small plain answer alone (it compresses any answer of
  // unknown length, a 20-byte count included).
  if (body.length < COMPRESS_FROM_BYTES || !acceptsGzip(c.req.header('Accept-Encoding'))) {
    return c.body(body, 200, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  }
  const compressed = await gzipAsync(body, { level: 1 });
  const bytes = new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength);
  return c.body(bytes, 200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(bytes.byteLength) });
}

const notModified = (c: Context, opaque: string) => c.body(null, 304, { ETag: `W/${opaque}` });
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * The polled reads' answer (docs/decisions/095, 140): JSON with an ETag over its bytes, 304 without a body when
 * the client already has it, gzip when accepted. It works on the string it sends: hono's etag() re-read a copy of
 * the response stream and compress() piped it through a web stream, which cost more than the database reads
 * themselves. The compress() middleware leaves an answer with an encoding alone. The tag is weak: the gzip and
 * plain bytes are one representation's two encodings.
 */
export async function jsonWithEtag(c: Context, value: unknown): Promise<Response> {
  const body = JSON.stringify(value);
  const opaque = `"${sha1(body)}"`;
  if (matches(c.req.header('If-None-Match'), opaque)) return notModified(c, opaque);
  return sendJson(c, body, opaque);
}

/**
 * As jsonWithEtag, for an answer too costly to build just to find it unchanged (decision 144): its tag is a hash of
 * a cheap `version` of the data and the build (BUILD_ID), so a matching If-None-Match is answered 304 after
 * `version()` alone. `load()` returns the value with the version it was read at, so the tag sent always matches
 * the body sent.
 */
export async function jsonWithVersion(c: Context, version: () => Promise<string>, load: () => Promise<{ value: unknown; version: string }>): Promise<Response> {
  const tagOf = (v: string) => `"${sha1(`${BUILD_ID}\n${v}`)}"`;
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch) {
    const current = tagOf(await version());
    if (matches(ifNoneMatch, current)) return notModified(c, current);
  }
  const loaded = await load();
  return sendJson(c, JSON.stringify(loaded.value), tagOf(loaded.version));
}
