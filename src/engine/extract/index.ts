import os from 'node:os';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { EngineError } from '../errors';
import { sniffFileType, type FileKind, type ImageKind } from '../sniff';
import { unpackPages } from '../pages-bundle';
import { decodeHtml, extractHtml } from './html';
import { OCR_TIME_BUDGET_MS } from './limits';
import { htmlOfMhtml } from './mhtml';
import { extractImage } from './image';
import { prewarmOcr } from './ocr';
import { OcrBudget } from './ocr-budget';
import { OcrQueue } from './ocr-queue';
import { creationDay, openPdf, pdfError, readPageText } from './pdf';
import { prepareForOcr } from './preprocess';
import { renderPage, scanPixels } from './render';
import { pagesOfSheets, type SheetHalves } from './sheets';
import type { ExtractedDocument, TextPage } from './types';

/** The page of a scan being read, and how many pages the file is expected to need read (for "Reading page 3 of 12"). */
export interface PageProgress {
  page: number;
  of: number;
}

export type ProgressFn = (stage: string, percent: number, pages?: PageProgress) => void;

export { endOcrFile, keepOcrWarm, shutdownOcr } from './ocr';

async function extractPdf(bytes: Uint8Array, onProgress?: ProgressFn, budgetMs?: number): Promise<ExtractedDocument> {
  const budget = new OcrBudget(os.cpus().length, budgetMs);
  const doc = await openPdf(bytes);
  // Opened only for a page that must be drawn to be read (text as outlines, a scan under a stamp, an odd scan).
  let drawing: PDFDocumentProxy | null = null;
  let queue: OcrQueue | null = null;
  try {
    const pages: TextPage[] = [];
    const halves: Array<SheetHalves | null> = [];
    const toDraw: number[] = [];
    let scanned = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const text = await readPageText(page);
      pages.push(text.page);
      halves.push(text.halves);
      if (text.needsOcr) {
        if (scanned < 2) prewarmOcr(scanned + 1);
        scanned++;
        if (!queue) {
          queue = new OcrQueue(budget, (ocrPage, done, expected) => {
            pages[ocrPage.number - 1] = { ...ocrPage, ocr: true };
            onProgress?.('ocr', 20 + Math.round((done / expected) * 80), { page: Math.min(done + 1, expected), of: expected });
          });
        }
        // The pages still to come are expected to be scans in the same share as those read so far.
        const expected = scanned + Math.round(((doc.numPages - n) * scanned) / n);
        queue.expect(expected);
        // Tells the caller that the file is a scan (its time limit is a scan's from now: isolated.ts).
        if (scanned === 1) onProgress?.('ocr', 20, { page: 1, of: expected });
        // A page that is one scan is read from the pixels pdf.js decoded while listing its operators.
        const scan = await scanPixels(page);
        if (scan) await queue.add(() => ({ ...prepareForOcr(scan.data, scan.width, scan.height, scan.channels), number: n, pixelsPerPoint: scan.scale }));
        else toDraw.push(n);
      }
      page.cleanup();
      if (!queue) onProgress?.('reading', Math.round((n / doc.numPages) * 100));
    }
    for (const n of toDraw) {
      const source = (drawing ??= await openPdf(bytes, { forRendering: true }));
      await queue?.add(async () => {
        const page = await source.getPage(n);
        const rendered = await renderPage(source, page);
        page.cleanup();
        return { ...prepareForOcr(rendered.data, rendered.width, rendered.height), number: n, pixelsPerPoint: rendered.scale };
      });
    }
    await queue?.finish();
    const ocrCount = pages.filter((p) => p.ocr).length;
    const source = ocrCount > 0 && ocrCount * 2 >= pages.length ? 'ocr' : 'pdf-text';
    return { source, pages: pagesOfSheets(pages, halves), created: await creationDay(doc) };
  } catch (err) {
    throw pdfError(err);
  } finally {
    queue?.close();
    await doc.destroy().catch(() => undefined);
    await drawing?.destroy().catch(() => undefined);
  }
}

/**
 * Several photos or scans read as the pages of one report, with one OCR time budget for all. A photo is one page
 * and one OCR worker's work, so as many photos are read at a time as there are cores; the pages keep the order sent.
 */
async function extractPages(bytes: Uint8Array, onProgress?: ProgressFn, budgetMs?: number): Promise<ExtractedDocument> {
  const images = unpackPages(bytes);
  const kinds = images.map((image) => sniffFileType(image));
  if (kinds.some((k) => k !== 'jpeg' && k !== 'png')) throw new EngineError('unsupported_type', 'a page of a bundle that is not an image');
  const deadline = Date.now() + (budgetMs ?? OCR_TIME_BUDGET_MS);
  const together = Math.min(images.length, Math.max(1, os.cpus().length));
  prewarmOcr(together);
  const read: TextPage[][] = [];
  let next = 0;
  let done = 0;
  let failed = false;
  const reader = async (): Promise<void> => {
    while (next < images.length && !failed) {
      const i = next++;
      // the page named is the first not yet read, as for a scanned PDF: it never goes back
      onProgress?.('ocr', Math.round((done / images.length) * 100), { page: done + 1, of: images.length });
      try {
        read[i] = (await extractImage(images[i]!, kinds[i] as ImageKind, undefined, Math.max(1, deadline - Date.now()), together === 1)).pages;
      } catch (err) {
        failed = true;
        throw err;
      }
      done++;
      onProgress?.('ocr', Math.round((done / images.length) * 100), done < images.length ? { page: done + 1, of: images.length } : undefined);
    }
  };
  await Promise.all(Array.from({ length: together }, reader));
  return { source: 'ocr', pages: read.flat().map((page, i) => ({ ...page, number: i + 1 })) };
}

/**
 * Text with positions from a PDF (its text layer, OCR for scanned pages), a photo or scan, several photos of one
 * report's pages, or a saved web page (its DOM text).
 */
export async function extractDocument(
  bytes: Uint8Array,
  kind: FileKind,
  onProgress?: ProgressFn,
  /** Time OCR may take, from the start (tests shorten it). */
  ocrBudgetMs?: number,
): Promise<ExtractedDocument> {
  if (kind === 'pdf') return extractPdf(bytes, onProgress, ocrBudgetMs);
  if (kind === 'jpeg' || kind === 'png') return extractImage(bytes, kind, onProgress, ocrBudgetMs);
  if (kind === 'html') return extractHtml(decodeHtml(bytes));
  if (kind === 'mhtml') return extractHtml(htmlOfMhtml(bytes));
  if (kind === 'pages') return extractPages(bytes, onProgress, ocrBudgetMs);
  throw new EngineError('unsupported_type');
}
