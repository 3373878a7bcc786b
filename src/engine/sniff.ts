import { EngineError } from './errors';
import { isPagesBundle } from './pages-bundle';

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'html' | 'mhtml' | 'pages';

/** Image kinds (a photo or scan of a page). */
export type ImageKind = 'jpeg' | 'png';

/** A PDF header may follow a little leading junk; readers accept it within the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, magic: number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  return magic.every((b, i) => bytes[at + i] === b);
}

function findPdfHeader(bytes: Uint8Array): number {
  const end = Math.min(bytes.length - PDF_MAGIC.length, PDF_HEADER_WINDOW);
  for (let i = 0; i <= end; i++) {
    if (startsWith(bytes, PDF_MAGIC, i)) return i;
  }
  return -1;
}

/**
 * The file type, decided from the bytes alone. The file name is never consulted: a PNG named
 * "report.pdf" is a PNG.
 */
export function sniffFileType(bytes: Uint8Array): FileKind {
  if (bytes.length === 0) throw new EngineError('empty_file');
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';
  if (findPdfHeader(bytes) >= 0) return 'pdf';
  if (isPagesBundle(bytes)) return 'pages';
  const web = webPageKind(bytes);
  if (web) return web;
  throw new EngineError('unsupported_type');
}

/** Text at the start of a file (a saved web page is text; a NUL byte says it is not). */
function leadingText(bytes: Uint8Array): string | null {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return null;
  return new TextDecoder('latin1').decode(head).replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
}

/** A saved web page: HTML (".html", ".htm") or a browser's single-file archive (".mhtml", MIME multipart/related). */
function webPageKind(bytes: Uint8Array): 'html' | 'mhtml' | null {
  const text = leadingText(bytes);
  if (text === null) return null;
  if (/^\s*(?:[\w-]+:[^\n]*\r?\n(?:[ \t][^\n]*\r?\n)*)*?MIME-Version:/i.test(text) && /Content-Type:\s*multipart\/related/i.test(text)) return 'mhtml';
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b/i.test(text)) return 'html';
  return null;
}
