/**
 * Builders for the odd files the engine's tests feed it: real PDFs made with pdfkit and pdf-lib, and
 * hand-made image headers. Test support only; nothing in the engine imports this.
 */
import { createDeflate, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { PDFDocument as LibDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';

export function makePdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  draw(doc);
  doc.end();
  return done;
}

export function textPdf(lines: string[], options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  return makePdf((doc) => {
    doc.fontSize(11);
    lines.forEach((line, i) => doc.text(line, 72, 72 + i * 16));
  }, options);
}

export function manyPagesPdf(pages: number): Promise<Uint8Array> {
  return makePdf((doc) => {
    doc.fontSize(11).text('Page 1', 72, 72);
    for (let i = 2; i <= pages; i++) doc.addPage().text(`Page ${i}`, 72, 72);
  });
}

/** The pages of several PDFs, in order, as one PDF. */
export async function joinPdfs(parts: Uint8Array[]): Promise<Uint8Array> {
  const out = await LibDocument.create();
  for (const part of parts) {
    const src = await LibDocument.load(part);
    for (const page of await out.copyPages(src, src.getPageIndices())) out.addPage(page);
  }
  return out.save();
}

/** A PDF whose catalog runs JavaScript on open (it would set a global flag if anything executed it). */
export async function pdfWithOpenActionScript(base: Uint8Array, script: string): Promise<Uint8Array> {
  const doc = await LibDocument.load(base);
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(script) });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  const names = doc.context.obj({ JavaScript: doc.context.obj({ Names: [PDFString.of('init'), doc.context.register(action)] }) });
  doc.catalog.set(PDFName.of('Names'), names);
  return doc.save();
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A tiny PNG that declares the given size: a valid header and one row of image data. Decoding it would
 * allocate width×height pixels, which is exactly what the engine must refuse to do.
 */
export function pngHeaderOnly(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  const row = deflateSync(Buffer.alloc(1 + Math.min(width, 64)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', row),
      pngChunk('IEND', new Uint8Array()),
    ]),
  );
}

/** A white page-like image with black text lines, as a camera or scanner would give, optionally tilted. */
export function textImage(lines: string[], opts: { width?: number; degrees?: number; format?: 'png' | 'jpeg' } = {}): Uint8Array {
  const width = opts.width ?? 1700;
  const height = Math.round(width * 1.294);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(((opts.degrees ?? 0) * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = '#000';
  const px = Math.round(width / 62); // about 10 pt on a letter-width page
  ctx.font = `${px}px sans-serif`;
  lines.forEach((line, i) => ctx.fillText(line, width * 0.1, width * 0.12 + i * px * 1.8));
  return new Uint8Array(opts.format === 'jpeg' ? canvas.toBuffer('image/jpeg', 90) : canvas.toBuffer('image/png'));
}

/** Deflates `size` bytes of spaces chunk by chunk, so the test itself never holds them in memory. */
async function deflateSpaces(size: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = 0; written < size; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A one-page PDF whose content stream is a few hundred kilobytes that inflate to `inflatedBytes`. */
export async function pdfWithCompressionBomb(inflatedBytes: number): Promise<Uint8Array> {
  const doc = await LibDocument.create();
  const page = doc.addPage([612, 792]);
  const data = await deflateSpaces(inflatedBytes);
  const stream = PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode', Length: data.length }), data);
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}
