import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { cleanText } from '../clean-text';
import { EngineError } from '../errors';
import { closeLetterSpacing } from './letter-spacing';
import { fragmentsToLines, type Fragment } from './lines';
import { checkStreamSizes } from './pdf-streams';
import { sheetHalves, type SheetHalves } from './sheets';
import { MAX_PDF_PAGES, SCANNED_PAGE_MAX_CHARS, STAMPED_SCAN_MAX_CHARS } from './limits';
import { judgeTextLayer } from './text-quality';
import type { TextPage } from './types';

/**
 * pdf.js runs its parser in this thread (Node has no web workers) and would import it on the first file, which
 * costs most of a cold file's extraction (about 0.8 CPU-second). Handing it over here loads it with the engine,
 * when the engine's worker thread starts, before any file arrives.
 */
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
/** pdf.js reads these from disk in Node; nothing is ever fetched from the network. */
const STANDARD_FONT_DATA = path.join(pdfjsRoot, 'standard_fonts') + path.sep;
const CMAPS = path.join(pdfjsRoot, 'cmaps') + path.sep;

/** Operators that paint a raster image: a page with one of these and no text is a scan. */
const IMAGE_OPS = new Set<number>([
  pdfjs.OPS.paintImageXObject,
  pdfjs.OPS.paintInlineImageXObject,
  pdfjs.OPS.paintImageXObjectRepeat,
  pdfjs.OPS.paintImageMaskXObject,
  pdfjs.OPS.paintInlineImageXObjectGroup,
]);

/**
 * A PDF must end with %%EOF within its last kilobyte; a download cut short does not. pdf.js would
 * otherwise reconstruct what it can and silently lose the rest of the report.
 */
function looksTruncated(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return !tail.includes('%%EOF');
}

function toEngineError(err: unknown): EngineError {
  if (err instanceof EngineError) return err;
  const name = (err as { name?: string } | null)?.name;
  if (name === 'PasswordException') return new EngineError('password_protected');
  return new EngineError('damaged_file', name ?? 'pdf error');
}

/**
 * Opens a PDF. Standard font data is only needed to draw text (rendering a scanned page that has a text
 * stamp); text extraction uses pdf.js's built-in metrics and gives identical results without it, and
 * loading those fonts costs a third of a cold extraction.
 */
export async function openPdf(bytes: Uint8Array, opts: { forRendering?: boolean } = {}): Promise<PDFDocumentProxy> {
  if (looksTruncated(bytes)) throw new EngineError('damaged_file', 'no %%EOF');
  if (!opts.forRendering) checkStreamSizes(bytes);
  const task = pdfjs.getDocument({
    // pdf.js may transfer the buffer; give it a copy so the caller's bytes stay intact.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: opts.forRendering ? STANDARD_FONT_DATA : undefined,
    cMapUrl: CMAPS,
    cMapPacked: true,
    // Embedded JavaScript is never run: scripting is a viewer feature that is left off.
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages > MAX_PDF_PAGES) {
      await doc.destroy();
      throw new EngineError('too_many_pages', `${doc.numPages} pages`);
    }
    if (doc.numPages === 0) {
      await doc.destroy();
      throw new EngineError('damaged_file', 'no pages');
    }
    return doc;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    throw toEngineError(err);
  }
}

interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export interface PdfPageText {
  page: TextPage;
  printedChars: number;
  /** No usable text layer but something drawn: a scan, text printed as outlines, or a garbage text layer. */
  needsOcr: boolean;
  /** The text layer is not the characters shown (broken font encoding): it is read by OCR instead. */
  garbageText: boolean;
  /** A landscape sheet's text parted at its middle, when no text reaches across it (two pages to a sheet: sheets.ts). */
  halves: SheetHalves | null;
}

/** An image covering at least half the page is a scan even when a short text stamp sits on top of it. */
const SCAN_MIN_COVERAGE = 0.5;

/**
 * The fraction of the page area painted by raster images (0 when none), following the transformation
 * matrix through save/restore and form XObjects. Only the matrices' determinants matter for an area.
 */
function imageCoverage(ops: { fnArray: number[]; argsArray: unknown[] }, pageArea: number): number {
  let scale = 1;
  const stack: number[] = [];
  let covered = 0;
  const det = (m: unknown): number => {
    if (!Array.isArray(m) && !ArrayBuffer.isView(m)) return 1;
    const [a = 1, b = 0, c = 0, d = 1] = Array.from(m as ArrayLike<number>);
    return Math.abs(a * d - b * c);
  };
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === pdfjs.OPS.save || fn === pdfjs.OPS.paintFormXObjectBegin) stack.push(scale);
    if (fn === pdfjs.OPS.restore || fn === pdfjs.OPS.paintFormXObjectEnd) scale = stack.pop() ?? scale;
    if (fn === pdfjs.OPS.transform) scale *= det(args);
    if (fn === pdfjs.OPS.paintFormXObjectBegin) scale *= det(args?.[0]);
    if (IMAGE_OPS.has(fn)) covered += scale;
  });
  return pageArea > 0 ? Math.min(1, covered / pageArea) : 0;
}

/**
 * A page of text converted to outlines ("print as image" in some PDF printers) draws thousands of paths; a
 * page with a frame or a logo draws a few.
 */
const OUTLINED_TEXT_MIN_PATHS = 300;

/** The text layer of one page, as lines with positions in points from the top-left of the page as displayed. */
export async function readPageText(page: PDFPageProxy): Promise<PdfPageText> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent({ includeMarkedContent: false });
  const fragments: Fragment[] = [];
  let printedChars = 0;
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as RawTextItem;
    const str = cleanText(item.str);
    if (!str.trim()) continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = pdfjs.Util.transform(viewport.transform, item.transform);
    // Text running at an angle (diagonal watermarks, vertical margin notes) is not part of any row.
    if (Math.abs(b) > Math.abs(a) * 0.09 || a <= 0) continue;
    const scaleX = Math.hypot(item.transform[0] ?? 0, item.transform[1] ?? 0) || 1;
    const size = Math.hypot(c, d) || Math.abs(d) || item.height || 1;
    // item.width is in the text's own units; scale it like its x position.
    const width = (item.width * Math.hypot(a, b)) / scaleX;
    fragments.push({ text: str, x: e, y: f, width, size });
    printedChars += str.replace(/\s/g, '').length;
  }
  const words = closeLetterSpacing(fragments);
  const lines = fragmentsToLines(words);
  const garbageText = printedChars > 0 && judgeTextLayer(lines.map((l) => l.text)).garbage;
  let needsOcr = garbageText;
  if (!needsOcr && printedChars < STAMPED_SCAN_MAX_CHARS) {
    const ops = await page.getOperatorList();
    const paths = ops.fnArray.filter((fn) => fn === pdfjs.OPS.constructPath).length;
    const coverage = imageCoverage(ops, viewport.width * viewport.height);
    needsOcr = (printedChars < SCANNED_PAGE_MAX_CHARS && (coverage > 0 || paths >= OUTLINED_TEXT_MIN_PATHS)) || coverage >= SCAN_MIN_COVERAGE;
  }
  return {
    page: { number: page.pageNumber, width: viewport.width, height: viewport.height, lines },
    printedChars,
    needsOcr,
    garbageText,
    halves: sheetHalves(words, viewport.width, viewport.height),
  };
}

export { toEngineError as pdfError };

/** The day of a PDF date ("D:20250102154500-05'00'"), else null. */
export function pdfDateDay(value: unknown): string | null {
  const m = typeof value === 'string' ? /^(?:D:)?(\d{4})(\d{2})(\d{2})/.exec(value) : null;
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1990 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** The day the PDF was created, from its document information; null when absent or unreadable. */
export async function creationDay(doc: PDFDocumentProxy): Promise<string | null> {
  try {
    const { info } = await doc.getMetadata();
    return pdfDateDay((info as { CreationDate?: unknown } | null)?.CreationDate);
  } catch {
    return null;
  }
}
