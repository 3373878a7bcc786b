/** Downloads of stored and generated files (reports, letter PDFs, exhibits, replies, contracts): headers that keep them private. */
import type { Context } from 'hono';

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** 200 with the file's bytes, never cached or sniffed; `disposition` is usually `attachment(name)`. */
export function downloadResponse(c: Context, bytes: Uint8Array, contentType: string, disposition: string): Response {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': contentType,
    'Content-Disposition': disposition,
    'Content-Length': String(bytes.length),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
