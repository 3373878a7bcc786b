import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_RENDER_PIXELS, RENDER_DPI } from './limits';

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

/**
 * Renders a page at 300 dpi (less only when the page is so large that it would exceed the pixel cap).
 * The canvas comes from pdf.js's own factory: pdf.js bundles its own @napi-rs/canvas, and paths made by
 * one copy cannot be filled on a canvas of the other.
 */
export async function renderPage(doc: PDFDocumentProxy, page: PDFPageProxy): Promise<RenderedPage> {
  const unit = page.getViewport({ scale: 1 });
  let scale = RENDER_DPI / 72;
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
