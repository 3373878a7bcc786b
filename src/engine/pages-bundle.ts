/**
 * Several photos or scans of one report (a paper report photographed page by page) travel as one file: this bundle,
 * so that storage, the job and the engine process each handle one byte array (docs/decisions/188). Layout: the magic
 * "CRPAGES1", a 32-bit big-endian page count, one 32-bit length per page, then the pages' bytes in order.
 */
import { EngineError } from './errors';

export const MAX_BUNDLE_PAGES = 20;
const MAGIC = new TextEncoder().encode('CRPAGES1');

export function isPagesBundle(bytes: Uint8Array): boolean {
  return bytes.length >= MAGIC.length && MAGIC.every((b, i) => bytes[i] === b);
}

/** One bundle from the pages, in order. */
export function packPages(pages: readonly Uint8Array[]): Uint8Array {
  if (pages.length === 0 || pages.length > MAX_BUNDLE_PAGES) throw new RangeError(`1 to ${MAX_BUNDLE_PAGES} pages`);
  const head = MAGIC.length + 4 + 4 * pages.length;
  const out = new Uint8Array(head + pages.reduce((n, p) => n + p.length, 0));
  const view = new DataView(out.buffer);
  out.set(MAGIC, 0);
  view.setUint32(MAGIC.length, pages.length);
  let at = head;
  pages.forEach((page, i) => {
    view.setUint32(MAGIC.length + 4 + 4 * i, page.length);
    out.set(page, at);
    at += page.length;
  });
  return out;
}

/** The pages of a bundle; a bundle whose lengths do not add up is a damaged file. */
export function unpackPages(bytes: Uint8Array): Uint8Array[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < MAGIC.length + 4) throw new EngineError('damaged_file', 'short pages bundle');
  const count = view.getUint32(MAGIC.length);
  const head = MAGIC.length + 4 + 4 * count;
  if (count === 0 || count > MAX_BUNDLE_PAGES || bytes.length < head) throw new EngineError('damaged_file', 'bad pages bundle');
  const pages: Uint8Array[] = [];
  let at = head;
  for (let i = 0; i < count; i++) {
    const length = view.getUint32(MAGIC.length + 4 + 4 * i);
    if (at + length > bytes.length) throw new EngineError('damaged_file', 'bad pages bundle');
    pages.push(bytes.subarray(at, at + length));
    at += length;
  }
  if (at !== bytes.length) throw new EngineError('damaged_file', 'bad pages bundle');
  return pages;
}
