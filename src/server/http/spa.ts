import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

// Vite writes content-hashed file names under assets/: they never change, so browsers may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The build's precompressed copies (scripts/precompress-plugin.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function accepts(c: Context, encoding: string): boolean {
  const header = c.req.header('Accept-Encoding') ?? '';
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim().toLowerCase() === encoding && !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
  });
}

async function fileResponse(c: Context, file: string, cacheControl: string, size: number): Promise<Response> {
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': type, 'Content-Length': String(size), 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  let served = file;
  for (const encoding of ENCODINGS) {
    if (!accepts(c, encoding.name)) continue;
    const compressed = await statFile(file + encoding.suffix);
    if (!compressed) continue;
    served = file + encoding.suffix;
    headers['Content-Encoding'] = encoding.name;
    headers['Content-Length'] = String(compressed.size);
    break;
  }
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(served)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

async function statFile(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Client routes that have their own pre-rendered document in the build (decision 151): a first visit gets that
 * page without the app's JavaScript. Without the file (an older build) the route falls back to index.html.
 */
const PAGE_DOCUMENTS: Readonly<Record<string, string>> = { '/landing': 'landing.html' };

/**
 * Serves the built SPA from webDir: real files as they are, a route's own document where it has one, and
 * index.html for any other path so the client router can show the page (or its 404).
 */
export function serveSpa(webDir: string) {
  const root = path.resolve(webDir);
  const indexFile = path.join(root, 'index.html');
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.json({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      decoded = '/';
    }
    const candidate = path.resolve(root, '.' + path.posix.normalize(decoded));
    if (candidate.startsWith(root + path.sep) && !decoded.endsWith('/')) {
      const info = await statFile(candidate);
      if (info) {
        const relative = path.relative(root, candidate).split(path.sep).join('/');
        const cache = relative.startsWith('assets/') ? IMMUTABLE : candidate.endsWith('.html') ? REVALIDATE : 'public, max-age=3600';
        return fileResponse(c, candidate, cache, info.size);
      }
    }
    // A missing hashed asset is a real 404 (an old page asking for a previous build), not a client route.
    if (decoded.startsWith('/assets/')) return c.text('Not found', 404);
    const pageDocument = PAGE_DOCUMENTS[decoded];
    if (pageDocument) {
      const pageFile = path.join(root, pageDocument);
      const page = await statFile(pageFile);
      if (page) return fileResponse(c, pageFile, REVALIDATE, page.size);
    }
    const index = await statFile(indexFile);
    if (!index) {
      return c.text('The web app has not been built yet. Run `npm start` (it builds it) or `npm run build:web`.', 503);
    }
    return fileResponse(c, indexFile, REVALIDATE, index.size);
  };
}
