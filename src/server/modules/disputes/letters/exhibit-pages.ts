import { crc32, inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import type { ExhibitErrorCode } from './types';

/** An exhibit could not be appended; `index` is its place in the list (0-based), `code` says why. */
export class ExhibitError extends Error {
  override name = 'ExhibitError';
  constructor(
    readonly code: ExhibitErrorCode,
    readonly index: number,
    detail: string,
  ) {
    super(`exhibit ${index + 1}: ${detail}`);
  }
}

/** The person-facing sentence for each reason (the flow shows it beside the exhibit). */
export const EXHIBIT_MESSAGES: Readonly<Record<ExhibitErrorCode, string>> = {
  unsupported_exhibit: 'This file is not a PDF, JPEG or PNG. Upload the page as a PDF or a photo.',
  damaged_exhibit: 'This file is damaged and cannot be added to the letter. Upload it again, or take a new photo or scan.',
  encrypted_exhibit: 'This PDF is password-protected. Save a copy without the password and upload that.',
};

const LETTER_SIZE: [number, number] = [612, 792];
/** White space around an image placed on its own page. */
const IMAGE_MARGIN = 36;

type Kind = 'pdf' | 'jpeg' | 'png';

function kindOf(bytes: Uint8Array): Kind | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

/**
 * A PNG whose chunks are all whole (lengths inside the file, CRCs right), IHDR first, IEND last and image data
 * that inflates. pdf-lib's PNG decoder never returns on some damaged files, so it only sees a checked one.
 */
function pngIsWhole(bytes: Uint8Array): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data: Buffer[] = [];
  let at = 8;
  let first = true;
  while (at + 12 <= buf.length) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > buf.length || (first && type !== 'IHDR')) return false;
    if (crc32(buf.subarray(at + 4, at + 8 + length)) !== buf.readUInt32BE(at + 8 + length)) return false;
    if (type === 'IDAT') data.push(buf.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') {
      try {
        return data.length > 0 && inflateSync(Buffer.concat(data)).length > 0;
      } catch {
        return false;
      }
    }
    first = false;
    at = end;
  }
  return false;
}

/** A file cut short or broken: a PDF without %%EOF near its end, a JPEG without its end-of-image marker. */
function looksDamaged(bytes: Uint8Array, kind: Kind): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024)));
  if (kind === 'pdf') return !tail.toString('latin1').includes('%%EOF');
  if (kind === 'jpeg') return tail.indexOf(Buffer.from([0xff, 0xd9])) < 0;
  return !pngIsWhole(bytes);
}

async function appendPdf(out: PDFDocument, bytes: Uint8Array, index: number): Promise<void> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (err) {
    // pdf-lib's EncryptedPDFError is not exported in a form instanceof can check (minified builds): its message says it.
    if (/\bis encrypted\b/.test((err as Error | null)?.message ?? '')) throw new ExhibitError('encrypted_exhibit', index, 'encrypted PDF');
    throw new ExhibitError('damaged_exhibit', index, (err as Error).name);
  }
  // pdf-lib reads lazily: a file without a page tree loads and fails here.
  try {
    if (source.getPageCount() === 0) throw new Error('no pages');
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
  } catch (err) {
    throw new ExhibitError('damaged_exhibit', index, (err as Error).message);
  }
}

async function appendImage(out: PDFDocument, bytes: Uint8Array, kind: 'jpeg' | 'png', index: number): Promise<void> {
  let image;
  try {
    image = kind === 'jpeg' ? await out.embedJpg(bytes) : await out.embedPng(bytes);
  } catch (err) {
    throw new ExhibitError('damaged_exhibit', index, (err as Error).name);
  }
  if (!(image.width > 0 && image.height > 0)) throw new ExhibitError('damaged_exhibit', index, 'no pixels');
  const page = out.addPage(LETTER_SIZE);
  const [width, height] = LETTER_SIZE;
  const scale = Math.min((width - 2 * IMAGE_MARGIN) / image.width, (height - 2 * IMAGE_MARGIN) / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h });
}

async function appendOne(out: PDFDocument, bytes: Uint8Array, index: number): Promise<void> {
  const kind = kindOf(bytes);
  if (!kind) throw new ExhibitError('unsupported_exhibit', index, 'not a PDF, JPEG or PNG');
  if (looksDamaged(bytes, kind)) throw new ExhibitError('damaged_exhibit', index, 'file cut short or broken');
  if (kind === 'pdf') await appendPdf(out, bytes, index);
  else await appendImage(out, bytes, kind, index);
}

/** The letter's PDF with each exhibit behind it: a PDF's pages copied, an image fitted to a US Letter page. */
export async function appendExhibits(letter: Uint8Array, exhibits: Uint8Array[]): Promise<Uint8Array> {
  if (exhibits.length === 0) return letter;
  const out = await PDFDocument.load(letter, { updateMetadata: false });
  for (const [index, bytes] of exhibits.entries()) await appendOne(out, bytes, index);
  return out.save();
}

/** Throws the ExhibitError that appending this file would throw: an upload is refused at once, not at approval. */
export async function checkExhibit(bytes: Uint8Array): Promise<void> {
  await appendOne(await PDFDocument.create(), bytes, 0);
}
