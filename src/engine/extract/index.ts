import os from 'node:os';
import { EngineError } from '../errors';
import type { FileKind } from '../sniff';
import { extractImage } from './image';
import { prewarmOcr, recognizePage } from './ocr';
import { creationDay, openPdf, pdfError, readPageText } from './pdf';
import { prepareForOcr } from './preprocess';
import { renderPage } from './render';
import type { ExtractedDocument, TextPage } from './types';

export type ProgressFn = (stage: string, percent: number) => void;

export { shutdownOcr } from './ocr';

/** Renders and OCRs the given pages (indexes), replacing their entries in `pages`. */
async function ocrPages(bytes: Uint8Array, scanned: number[], pages: TextPage[], onProgress?: ProgressFn): Promise<void> {
  const doc = await openPdf(bytes, { forRendering: true });
  try {
    // Render at most one page ahead of the OCR workers, so memory stays bounded on long scans.
    const limit = Math.max(1, os.cpus().length) + 1;
    const jobs: Array<Promise<void>> = [];
    let running = 0;
    let freed: (() => void) | null = null;
    let done = 0;
    for (const index of scanned) {
      while (running >= limit) await new Promise<void>((resolve) => (freed = resolve));
      const page = await doc.getPage(index + 1);
      const rendered = await renderPage(doc, page);
      page.cleanup();
      const prepared = prepareForOcr(rendered.data, rendered.width, rendered.height);
      running++;
      const job = recognizePage({ ...prepared, number: index + 1, pixelsPerPoint: rendered.scale })
        .then((ocrPage) => {
          pages[index] = { ...ocrPage, ocr: true };
          done++;
          onProgress?.('ocr', 20 + Math.round((done / scanned.length) * 80));
        })
        .finally(() => {
          running--;
          const wake = freed;
          freed = null;
          wake?.();
        });
      job.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
      jobs.push(job);
    }
    await Promise.all(jobs);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

async function extractPdf(bytes: Uint8Array, onProgress?: ProgressFn): Promise<ExtractedDocument> {
  const doc = await openPdf(bytes);
  try {
    const pages: TextPage[] = [];
    const scanned: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const text = await readPageText(page);
      pages.push(text.page);
      if (text.needsOcr) {
        if (scanned.length < 2) prewarmOcr(scanned.length + 1);
        scanned.push(n - 1);
      }
      page.cleanup();
      onProgress?.('reading', Math.round((n / doc.numPages) * (scanned.length ? 20 : 100)));
    }
    if (scanned.length > 0) await ocrPages(bytes, scanned, pages, onProgress);
    const ocrCount = pages.filter((p) => p.ocr).length;
    return { source: ocrCount > 0 && ocrCount * 2 >= pages.length ? 'ocr' : 'pdf-text', pages, created: await creationDay(doc) };
  } catch (err) {
    throw pdfError(err);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/** Text with positions from a PDF (its text layer, OCR for scanned pages) or from a photo or scan. */
export async function extractDocument(bytes: Uint8Array, kind: FileKind, onProgress?: ProgressFn): Promise<ExtractedDocument> {
  if (kind === 'pdf') return extractPdf(bytes, onProgress);
  if (kind === 'jpeg' || kind === 'png') return extractImage(bytes, kind, onProgress);
  throw new EngineError('unsupported_type');
}
