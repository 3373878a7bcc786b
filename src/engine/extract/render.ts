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

/**
 * The resolution (dots per inch) of the scan a page holds: the largest image drawn nearly page-sized, from its
 * pixel size and the size it is drawn at. Null when the page holds no such image (text, outlines).
 */
export async function scanDpi(page: PDFPageProxy): Promise<number | null> {
  const unit = page.getViewport({ scale: 1 });
  const ops = await page.getOperatorList();
  let matrix = [1, 0, 0, 1];
  const stack: number[][] = [];
  let best: number | null = null;
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === pdfjs.OPS.save) stack.push(matrix);
    else if (fn === pdfjs.OPS.restore) matrix = stack.pop() ?? matrix;
    else if (fn === pdfjs.OPS.transform && args) {
      const [a = 1, b = 0, c = 0, d = 1] = args as number[];
      const [m0 = 1, m1 = 0, m2 = 0, m3 = 1] = matrix;
      matrix = [a * m0 + b * m2, a * m1 + b * m3, c * m0 + d * m2, c * m1 + d * m3];
    } else if (fn === pdfjs.OPS.paintImageXObject && args) {
      const [, pixelsWide] = args as [unknown, number, number];
      const [m0 = 1, m1 = 0, m2 = 0, m3 = 1] = matrix;
      const wide = Math.hypot(m0, m1);
      const high = Math.hypot(m2, m3);
      if (wide < unit.width * SCAN_MIN_SIDE_SHARE || high < unit.height * SCAN_MIN_SIDE_SHARE) return;
      const dpi = (pixelsWide / wide) * 72;
      best = Math.max(best ?? 0, dpi);
    }
  });
  return best;
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
