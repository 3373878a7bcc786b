import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_RENDER_PIXELS, MIN_RENDER_DPI, RENDER_DPI } from './limits';

export interface RenderedPage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  /** Pixels per PDF point in this render. */
  scale: number;
}

interface CanvasAndContext {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
}
interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(entry: CanvasAndContext): void;
}

/** An image drawn over at least this share of the page's width and height is the page's scan. */
const SCAN_MIN_SIDE_SHARE = 0.7;

type Matrix = [number, number, number, number, number, number];

interface DrawnImage {
  /** pdf.js's object id of the decoded image. */
  id: string;
  pixelsWide: number;
  pixelsHigh: number;
  /** The image's unit square in page space (PDF points, origin bottom-left). */
  matrix: Matrix;
}

interface PageDrawing {
  images: DrawnImage[];
  /** Other things drawn: form XObjects, image masks, paths, and text that is not invisible. */
  otherMarks: number;
}

/** The raster images a page's operator list draws, with where they land, following save/restore and transforms. */
function pageDrawing(ops: { fnArray: number[]; argsArray: unknown[] }): PageDrawing {
  // The graphics state this needs: the matrix, and whether text is painted (render mode 3 or a fill opacity
  // of 0 is how OCR software lays its invisible text layer over a scan).
  let state = { matrix: [1, 0, 0, 1, 0, 0] as Matrix, textMode: 0, fillAlpha: 1 };
  const stack: Array<typeof state> = [];
  const images: DrawnImage[] = [];
  let otherMarks = 0;
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === pdfjs.OPS.save) stack.push(state);
    else if (fn === pdfjs.OPS.restore) state = stack.pop() ?? state;
    else if (fn === pdfjs.OPS.transform && args) {
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = args as number[];
      const [m0, m1, m2, m3, m4, m5] = state.matrix;
      state = { ...state, matrix: [a * m0 + b * m2, a * m1 + b * m3, c * m0 + d * m2, c * m1 + d * m3, e * m0 + f * m2 + m4, e * m1 + f * m3 + m5] };
    } else if (fn === pdfjs.OPS.paintImageXObject && args) {
      const [id, pixelsWide, pixelsHigh] = args as [string, number, number];
      images.push({ id, pixelsWide, pixelsHigh, matrix: state.matrix });
    } else if (fn === pdfjs.OPS.setTextRenderingMode && args) state = { ...state, textMode: Number(args[0]) };
    else if (fn === pdfjs.OPS.setGState && Array.isArray(args?.[0])) {
      for (const entry of args[0] as unknown[]) {
        if (Array.isArray(entry) && entry[0] === 'ca') state = { ...state, fillAlpha: Number(entry[1]) };
      }
    } else if (fn === pdfjs.OPS.showText || fn === pdfjs.OPS.showSpacedText) {
      if (state.textMode !== 3 && state.fillAlpha > 0) otherMarks++;
    } else if (
      fn === pdfjs.OPS.constructPath ||
      fn === pdfjs.OPS.paintFormXObjectBegin ||
      fn === pdfjs.OPS.paintInlineImageXObject ||
      fn === pdfjs.OPS.paintImageMaskXObject ||
      fn === pdfjs.OPS.paintImageXObjectRepeat ||
      fn === pdfjs.OPS.paintInlineImageXObjectGroup
    ) {
      otherMarks++;
    }
  });
  return { images, otherMarks };
}

/**
 * The resolution (dots per inch) of the scan a page holds: the largest image drawn nearly page-sized, from its
 * pixel size and the size it is drawn at. Null when the page holds no such image (text, outlines).
 */
export async function scanDpi(page: PDFPageProxy): Promise<number | null> {
  const unit = page.getViewport({ scale: 1 });
  let best: number | null = null;
  for (const image of pageDrawing(await page.getOperatorList()).images) {
    const [m0, m1, m2, m3] = image.matrix;
    const wide = Math.hypot(m0, m1);
    const high = Math.hypot(m2, m3);
    if (wide < unit.width * SCAN_MIN_SIDE_SHARE || high < unit.height * SCAN_MIN_SIDE_SHARE) continue;
    best = Math.max(best ?? 0, (image.pixelsWide / wide) * 72);
  }
  return best;
}

/** How far (share of the page's side) the scan may sit from the page's edges and still be taken as the page. */
const SCAN_EDGE_TOLERANCE = 0.02;

export interface ScanPixels {
  /** RGB or RGBA rows, top row first, as pdf.js decoded them. */
  data: Uint8ClampedArray;
  channels: 3 | 4;
  width: number;
  height: number;
  /** Pixels per PDF point. */
  scale: number;
}

/**
 * A page that is nothing but one upright, page-sized scan at 200-300 dpi: its pixels as pdf.js already decoded
 * them while listing the page's operators, so the page need not be drawn again on a canvas (that costs more than
 * half a CPU-second a page). Null for any other page, which is rendered instead.
 */
export async function scanPixels(page: PDFPageProxy): Promise<ScanPixels | null> {
  if (page.rotate % 360 !== 0) return null;
  const drawing = pageDrawing(await page.getOperatorList());
  const image = drawing.images[0];
  if (!image || drawing.images.length !== 1 || drawing.otherMarks > 0) return null;
  const [a, b, c, d, e, f] = image.matrix;
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const w = x1 - x0;
  const h = y1 - y0;
  const off = (got: number, want: number, side: number) => Math.abs(got - want) > side * SCAN_EDGE_TOLERANCE;
  if (Math.abs(b) > 1e-6 || Math.abs(c) > 1e-6 || a <= 0 || d <= 0) return null;
  if (off(e, x0, w) || off(e + a, x1, w) || off(f, y0, h) || off(f + d, y1, h)) return null;
  const scale = image.pixelsWide / a;
  const dpi = scale * 72;
  if (dpi < MIN_RENDER_DPI * 0.98 || dpi > RENDER_DPI * 1.05) return null;
  const store = image.id.startsWith('g_') ? page.commonObjs : page.objs;
  if (!store.has(image.id)) return null;
  const decoded = store.get(image.id) as { width?: number; height?: number; kind?: number; data?: Uint8ClampedArray } | null;
  const channels = decoded?.kind === pdfjs.ImageKind.RGB_24BPP ? 3 : decoded?.kind === pdfjs.ImageKind.RGBA_32BPP ? 4 : null;
  if (!decoded?.data || !channels || decoded.width !== image.pixelsWide || decoded.height !== image.pixelsHigh) return null;
  if (decoded.data.length < decoded.width * decoded.height * channels) return null;
  return { data: decoded.data, channels, width: decoded.width, height: decoded.height, scale };
}

/**
 * Renders a page at 300 dpi, or at the resolution of the scan it holds when that is lower (not below 200 dpi);
 * less only when the page is so large that it would exceed the pixel cap.
 * The canvas comes from pdf.js's own factory: pdf.js bundles its own @napi-rs/canvas, and paths made by
 * one copy cannot be filled on a canvas of the other.
 */
export async function renderPage(doc: PDFDocumentProxy, page: PDFPageProxy): Promise<RenderedPage> {
  const unit = page.getViewport({ scale: 1 });
  const native = await scanDpi(page);
  let scale = Math.min(RENDER_DPI, Math.max(MIN_RENDER_DPI, native ?? RENDER_DPI)) / 72;
  const pixels = unit.width * unit.height * scale * scale;
  if (pixels > MAX_RENDER_PIXELS) scale *= Math.sqrt(MAX_RENDER_PIXELS / pixels);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const factory = doc.canvasFactory as CanvasFactory;
  const entry = factory.create(width, height);
  try {
    const ctx = entry.context;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    await page.render({ canvas: entry.canvas, viewport, annotationMode: 0 }).promise;
    const { data } = ctx.getImageData(0, 0, width, height);
    return { data, width, height, scale };
  } finally {
    factory.destroy(entry);
  }
}
