import { once } from 'node:events';
import busboy from 'busboy';
import { FILE_TOO_LARGE_MESSAGE, INVALID_FILE_TYPE_MESSAGE, MAX_UPLOAD_BYTES } from '../../../common/uploads';
import { ENGINE_ERROR_MESSAGES } from '../../../engine/errors';
import { packPages } from '../../../engine/pages-bundle';
import { sniffFileType, type FileKind } from '../../../engine/sniff';
import { AppError } from '../../errors';

export interface Upload {
  bytes: Buffer;
  /** Decided from the bytes, never from the name or the Content-Type. */
  type: FileKind;
  ext: 'pdf' | 'jpg' | 'png' | 'html' | 'mhtml' | 'pages';
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'application/octet-stream';
  /** The name the client gave, without any folder part; null when none was given. */
  originalName: string | null;
}

/** Extension and media type of each file kind (stored names, downloads). */
export const UPLOAD_FORMATS: Record<FileKind, Pick<Upload, 'ext' | 'mimeType'>> = {
  pdf: { ext: 'pdf', mimeType: 'application/pdf' },
  jpeg: { ext: 'jpg', mimeType: 'image/jpeg' },
  png: { ext: 'png', mimeType: 'image/png' },
  // A saved web page is only ever downloaded back, never shown from our origin.
  html: { ext: 'html', mimeType: 'application/octet-stream' },
  mhtml: { ext: 'mhtml', mimeType: 'application/octet-stream' },
  // Several photos of one report, kept as one file (engine/pages-bundle.ts).
  pages: { ext: 'pages', mimeType: 'application/octet-stream' },
};

/** What every upload takes unless told otherwise: one PDF, JPEG or PNG file (letters' exhibits, bureau replies). */
const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'jpeg', 'png'];
/** Several files are the pages of one report only as photos or scans. */
const PAGE_KINDS: readonly FileKind[] = ['jpeg', 'png'];

export interface UploadOptions {
  maxBytes?: number;
  /** The kinds one file may be (default PDF, JPEG, PNG); a file of another kind is refused with `invalidMessage`. */
  kinds?: readonly FileKind[];
  invalidMessage?: string;
  /** How many files one request may carry (default 1; later ones are ignored): several are the pages of one report. */
  maxFiles?: number;
  /** The refusal of several files that are not all photos. */
  pagesMessage?: string;
}

/** Raw bodies are taken with these types (or none). Others, e.g. text/plain or form-urlencoded, are refused. */
const RAW_CONTENT_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream']);
/** sniffFileType looks for a PDF header within the first kilobyte: with this many bytes its answer is final. */
const SNIFF_AFTER_BYTES = 2048;
/** Boundaries and part headers around the one file; a body beyond the limit plus this is refused as it arrives. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_NAME_LENGTH = 255;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
const invalidType = () => new AppError('UNSUPPORTED_FILE_TYPE', INVALID_FILE_TYPE_MESSAGE);

function sniff(bytes: Uint8Array): FileKind {
  try {
    return sniffFileType(bytes);
  } catch {
    throw invalidType();
  }
}

/** Gathers the file's bytes, failing as soon as it passes the limit or its first bytes show a wrong type. */
class FileCollector {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private kind: FileKind | undefined;

  /** `total` is shared by the files of one request: the limit applies to the upload as a whole. */
  constructor(
    private readonly maxBytes: number,
    private readonly total: { bytes: number } = { bytes: 0 },
  ) {}

  add(chunk: Uint8Array): void {
    this.size += chunk.length;
    this.total.bytes += chunk.length;
    if (this.total.bytes > this.maxBytes) throw tooLarge();
    this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
    if (this.kind === undefined && this.size >= SNIFF_AFTER_BYTES) this.kind = sniff(Buffer.concat(this.chunks, this.size));
  }

  finish(): { bytes: Buffer; type: FileKind } {
    if (this.size === 0) throw new AppError('BAD_REQUEST', ENGINE_ERROR_MESSAGES.empty_file);
    const bytes = this.chunks.length === 1 && this.chunks[0] ? this.chunks[0] : Buffer.concat(this.chunks, this.size);
    this.chunks.length = 0;
    return { bytes, type: this.kind ?? sniff(bytes) };
  }
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function declaredLength(request: Request): number | undefined {
  const value = request.headers.get('content-length')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** A display name only: folder parts, control characters and excess length removed. */
export function cleanFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return cleaned === '' ? null : cleaned;
}

function headerFileName(request: Request): string | null {
  const value = request.headers.get('x-file-name');
  if (!value) return null;
  try {
    return cleanFileName(decodeURIComponent(value));
  } catch {
    return cleanFileName(value);
  }
}

/**
 * A body that stops arriving (the client went away or the server's request timeout ended it) is the client's
 * connection failing, not the server: a 400 logged as such, never a 500.
 */
function asClientError(error: unknown): unknown {
  return error instanceof AppError ? error : new AppError('BAD_REQUEST', 'The upload was interrupted. Please try again.');
}

async function readRaw(body: ReadableStream<Uint8Array>, collector: FileCollector): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      collector.add(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw asClientError(error);
  }
}

/** Streams multipart/form-data through busboy; the first `maxFiles` file parts are the upload, later ones are ignored. */
async function readMultipart(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  newCollector: () => FileCollector,
  maxBytes: number,
  maxFiles: number,
  tooManyFilesMessage: string,
): Promise<{ collector: FileCollector; name: string | null }[]> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: maxFiles, fields: 20, parts: 30 + maxFiles, fieldSize: 16 * 1024, headerPairs: 20 },
      defParamCharset: 'utf8',
    });
  } catch {
    throw new AppError('BAD_REQUEST', 'The upload could not be read.');
  }
  let failure: unknown;
  const files: { collector: FileCollector; name: string | null }[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      failure ??= error;
      reject(failure);
    };
    const unreadable = () => fail(new AppError('BAD_REQUEST', 'The upload could not be read.'));
    parser.on('file', (_field, file, info) => {
      const entry = { collector: newCollector(), name: cleanFileName(info.filename) };
      files.push(entry);
      // A truncated form, or the parser stopped after a failure, ends the file stream with an error.
      file.on('error', unreadable);
      file.on('data', (chunk: Buffer) => {
        if (failure !== undefined) return;
        try {
          entry.collector.add(chunk);
        } catch (error) {
          fail(error);
        }
      });
    });
    parser.on('error', unreadable);
    if (maxFiles > 1) parser.on('filesLimit', () => fail(new AppError('UNSUPPORTED_FILE_TYPE', tooManyFilesMessage)));
    parser.on('close', () => (failure === undefined ? resolve() : reject(failure)));
  });
  finished.catch(() => undefined); // awaited below; this only keeps an early rejection from being unhandled

  const reader = body.getReader();
  let received = 0;
  try {
    for (;;) {
      if (failure !== undefined) throw failure;
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
      if (received > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
      if (!parser.write(value)) await Promise.race([once(parser, 'drain'), finished]);
    }
    parser.end();
    await finished;
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    throw asClientError(failure ?? error);
  }
  if (files.length === 0) throw new AppError('BAD_REQUEST', 'Please choose a file to upload.');
  return files;
}

/**
 * Reads one uploaded file from a request: a raw body (application/pdf, image/jpeg, image/png,
 * application/octet-stream, or no Content-Type; the name in an optional X-File-Name header, percent-encoded) or
 * multipart/form-data with one file part — or, where `maxFiles` allows, several image parts: the pages of one report,
 * in order, kept as one bundle (docs/decisions/188). The size limit is enforced on the whole upload while reading,
 * whatever Content-Length says, and each type is decided from the first bytes. Errors are AppErrors carrying the
 * spec's messages.
 */
export async function readUpload(request: Request, options: UploadOptions = {}): Promise<Upload> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const kinds = options.kinds ?? DOCUMENT_KINDS;
  const refuse = () => (options.invalidMessage ? new AppError('UNSUPPORTED_FILE_TYPE', options.invalidMessage) : invalidType());
  const type = mediaType(request);
  const multipart = type === 'multipart/form-data';
  if (!multipart && type !== '' && !RAW_CONTENT_TYPES.has(type)) throw refuse();

  const declared = declaredLength(request);
  if (declared !== undefined && declared > maxBytes + (multipart ? MULTIPART_OVERHEAD_BYTES : 0)) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const total = { bytes: 0 };
  const pagesMessage = options.pagesMessage ?? INVALID_FILE_TYPE_MESSAGE;
  let files: { collector: FileCollector; name: string | null }[];
  try {
    if (request.body) {
      if (multipart) {
        const contentType = request.headers.get('content-type') ?? '';
        files = await readMultipart(request.body, contentType, () => new FileCollector(maxBytes, total), maxBytes, options.maxFiles ?? 1, pagesMessage);
      } else {
        const collector = new FileCollector(maxBytes, total);
        const name = headerFileName(request);
        await readRaw(request.body, collector);
        files = [{ collector, name }];
      }
    } else if (multipart) {
      throw new AppError('BAD_REQUEST', 'Please choose a file to upload.');
    } else files = [{ collector: new FileCollector(maxBytes, total), name: null }];
  } catch (error) {
    // a file of no known kind, found while it arrived
    throw error instanceof AppError && error.message === INVALID_FILE_TYPE_MESSAGE ? refuse() : error;
  }
  const read = files.map(({ collector, name }) => {
    try {
      return { ...collector.finish(), name };
    } catch (error) {
      throw error instanceof AppError && error.code === 'UNSUPPORTED_FILE_TYPE' ? refuse() : error;
    }
  });
  if (read.length === 1) {
    const [only] = read as [(typeof read)[number]];
    if (!kinds.includes(only.type)) throw refuse();
    return { bytes: only.bytes, type: only.type, ...UPLOAD_FORMATS[only.type], originalName: only.name };
  }
  if (read.some((f) => !PAGE_KINDS.includes(f.type))) throw new AppError('UNSUPPORTED_FILE_TYPE', pagesMessage);
  const first = read[0]?.name ?? null;
  return {
    bytes: Buffer.from(packPages(read.map((f) => f.bytes))),
    type: 'pages',
    ...UPLOAD_FORMATS.pages,
    originalName: first ? `${first} (+${read.length - 1} pages)` : null,
  };
}
