import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker as TesseractWorker } from 'tesseract.js';
import { fragmentsToLines, type Fragment } from './lines';
import { collapsedWords, restoredWord } from './ocr-collapsed';
import { crop, maskedNumberCells, rereadMaskedNumbers } from './ocr-cells';
import { rereadGridRows } from './ocr-grid-rows';
import { digitLookalikes, isTableRule, maskRaisedGlyphs, thousandsCommas, type OcrSymbol } from './ocr-words';
import { encodePgm, type GrayImage } from './preprocess';
import type { TextPage } from './types';

const require = createRequire(import.meta.url);

interface LangData {
  langPath: string;
  gzip: boolean;
}

/**
 * The English model shipped in @tesseract.js-data/eng. Tesseract.js downloads from a CDN when langPath is not
 * set, which hangs offline, so the folder is always given. The LSTM-only "best_int" model is preferred: it is
 * the one Tesseract.js picks for LSTM recognition and is a quarter of the size of the combined one.
 */
function findLangData(): LangData {
  const root = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  for (const folder of ['4.0.0_best_int', '4.0.0']) {
    for (const gzip of [true, false]) {
      const file = path.join(root, folder, `eng.traineddata${gzip ? '.gz' : ''}`);
      if (existsSync(file)) return { langPath: path.join(root, folder), gzip };
    }
  }
  throw new Error('English OCR data not found in @tesseract.js-data/eng');
}

let langData: LangData | null = null;

interface Waiter {
  resolve: (worker: TesseractWorker) => void;
  reject: (err: unknown) => void;
}
/** All live workers; `idle` holds those not recognising a page right now. */
const all: TesseractWorker[] = [];
const idle: TesseractWorker[] = [];
const waiting: Waiter[] = [];
let creating = 0;

/** Workers left idle this long are ended, so a long-running process does not hold their memory. */
const IDLE_SHUTDOWN_MS = 30_000;
let idleTimer: NodeJS.Timeout | null = null;

const maxWorkers = () => Math.max(1, os.cpus().length);

async function newWorker(): Promise<TesseractWorker> {
  langData ??= findLangData();
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: langData.langPath,
    gzip: langData.gzip,
    cacheMethod: 'none',
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: '1',
  });
  return worker;
}

function spawn(): void {
  creating++;
  newWorker().then(
    (worker) => {
      creating--;
      all.push(worker);
      release(worker);
    },
    (err: unknown) => {
      creating--;
      // With no worker left to hand out, nobody waiting would ever be served.
      if (all.length + creating === 0) for (const w of waiting.splice(0)) w.reject(err);
    },
  );
}

/** Starts workers while pages wait for one, up to the core count. */
function spawnForWaiting(): void {
  while (waiting.length > creating && all.length + creating < maxWorkers()) spawn();
}

/** Borrows an OCR worker: an idle one, else the next one started or freed. */
function acquire(): Promise<TesseractWorker> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const free = idle.pop();
  if (free) return Promise.resolve(free);
  return new Promise((resolve, reject) => {
    waiting.push({ resolve, reject });
    spawnForWaiting();
  });
}

function release(worker: TesseractWorker): void {
  const next = waiting.shift();
  if (next) {
    next.resolve(worker);
    return;
  }
  idle.push(worker);
  if (idle.length === all.length && !idleTimer) {
    idleTimer = setTimeout(() => void shutdownOcr(), IDLE_SHUTDOWN_MS);
    idleTimer.unref();
  }
}

/** A worker whose job failed is not trusted again; a waiting page gets a fresh one. */
function discard(worker: TesseractWorker): void {
  const at = all.indexOf(worker);
  if (at >= 0) all.splice(at, 1);
  void worker.terminate().catch(() => undefined);
  spawnForWaiting();
}

/**
 * Starts OCR workers ahead of need (up to `count`, at most the core count) so their start-up overlaps the
 * decoding, rendering and clean-up of the first page.
 */
export function prewarmOcr(count: number): void {
  while (all.length + creating < Math.min(maxWorkers(), count)) spawn();
}

/** Ends every OCR worker; the next OCR call starts new ones. */
export async function shutdownOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const workers = all.splice(0);
  idle.length = 0;
  await Promise.all(workers.map((w) => w.terminate().catch(() => undefined)));
}

/** Shapes of the recognition result this module reads. */
interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  symbols?: OcrSymbol[];
}
interface OcrLine {
  words: OcrWord[];
  baseline: { x0: number; y0: number; x1: number; y1: number };
  rowAttributes?: { rowHeight: number };
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface OcrBlock {
  paragraphs: Array<{ lines: OcrLine[] }>;
}

/** Words whose baselines differ by less than this fraction of the text height share a row. */
const OCR_SAME_LINE_EM = 0.55;

/** Border pieces and specks OCR reads as characters: low confidence and nothing a report would print. */
function isNoise(word: OcrWord): boolean {
  return (word.confidence < 30 && !/[A-Za-z0-9$]/.test(word.text) && word.text !== '-') || isTableRule(word);
}

function baselineAt(line: OcrLine, x: number): number {
  const { x0, y0, x1, y1 } = line.baseline;
  if (x1 === x0) return y1;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

export interface OcrPageInput {
  image: GrayImage;
  /** The page denoised and binarised (made on demand): a second source for constrained re-reads of cells. */
  clean?: () => GrayImage;
  /** Page number in the document. */
  number: number;
  /** Pixels per point: 300 dpi renders are 300/72. */
  pixelsPerPoint: number;
}

/**
 * Turns Tesseract's blocks into positioned fragments, in points. `raisedMarks`: glyphs printed clear of the
 * baseline are read as the asterisks of a mask (not in a payment grid, which has none).
 */
function blocksToFragments(blocks: OcrBlock[], scale: number, raisedMarks = true): Fragment[] {
  const fragments: Fragment[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        // Tesseract's row height (x-height plus ascenders) is close to the font size, but a short line it
        // split off a row can get an implausibly small one; the word's own height bounds it from below.
        const rowHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
        for (const word of line.words) {
          if (!word.text.trim() || isNoise(word)) continue;
          const mid = (word.bbox.x0 + word.bbox.x1) / 2;
          const read = raisedMarks ? maskRaisedGlyphs(word, baselineAt(line, mid), rowHeight) : word.text;
          const text = thousandsCommas(digitLookalikes(read.trim()));
          fragments.push({
            text,
            x: word.bbox.x0 * scale,
            width: (word.bbox.x1 - word.bbox.x0) * scale,
            y: baselineAt(line, mid) * scale,
            size: Math.max(rowHeight, word.bbox.y1 - word.bbox.y0) * scale,
          });
        }
      }
    }
  }
  return fragments;
}

/** Reads a small cell image as one line of `chars` (any character when empty), then restores the page settings. */
async function readMaskedCell(worker: TesseractWorker, cell: GrayImage, chars: string): Promise<string> {
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE, tessedit_char_whitelist: chars });
  try {
    const result = await worker.recognize(encodePgm(cell), {}, { text: true });
    return result.data.text ?? '';
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, tessedit_char_whitelist: '' });
  }
}

/** Reads a stretch of a row again as one line; returns what it read with boxes in the page's pixels. */
async function readStretch(worker: TesseractWorker, image: GrayImage, box: { x0: number; y0: number; x1: number; y1: number }): Promise<OcrBlock[]> {
  const left = Math.max(0, Math.floor(box.x0));
  const top = Math.max(0, Math.floor(box.y0));
  const width = Math.min(image.width, Math.ceil(box.x1)) - left;
  const height = Math.min(image.height, Math.ceil(box.y1)) - top;
  if (width < 4 || height < 4) return [];
  const margin = height;
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    const result = await worker.recognize(encodePgm(crop(image, { left, top, width, height }, margin)), {}, { blocks: true, text: false });
    const blocks = (result.data.blocks ?? []) as unknown as OcrBlock[];
    const shift = (b: OcrWord['bbox']) => ({ x0: b.x0 - margin + left, y0: b.y0 - margin + top, x1: b.x1 - margin + left, y1: b.y1 - margin + top });
    return blocks.map((b) => ({
      paragraphs: b.paragraphs.map((p) => ({
        lines: p.lines.map((l) => ({ ...l, bbox: shift(l.bbox), baseline: shift(l.baseline), words: l.words.map((w) => ({ ...w, bbox: shift(w.bbox) })) })),
      })),
    }));
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
  }
}

const wordsOf = (blocks: OcrBlock[]): OcrWord[] => blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));

/** Words Tesseract returned as their first letter alone (ocr-collapsed.ts) are read again in place. */
async function restoreCollapsedWords(worker: TesseractWorker, image: GrayImage, blocks: OcrBlock[]): Promise<void> {
  const replaced: Array<{ line: OcrLine; index: number; words: OcrWord[] }> = [];
  for (const line of blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines))) {
    const rowHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
    for (const { index, box } of collapsedWords(line.words, line.bbox, rowHeight)) {
      const word = line.words[index];
      const [reread, ...more] = wordsOf(await readStretch(worker, image, box));
      const text = word && reread ? restoredWord(word.text, reread.text) : null;
      if (!reread || text === null) continue;
      // words after it in the stretch are ones the first reading dropped with the rest of this one
      replaced.push({ line, index, words: [{ ...reread, text }, ...more] });
    }
  }
  for (const { line, index, words } of replaced.reverse()) line.words.splice(index, 1, ...words);
}

/** Recognises one prepared page image and returns its lines in points, shaped like the PDF text path's. */
export async function recognizePage(input: OcrPageInput): Promise<TextPage> {
  const worker = await acquire();
  const scale = 1 / input.pixelsPerPoint;
  let lines;
  try {
    await worker.setParameters({ user_defined_dpi: String(Math.round(input.pixelsPerPoint * 72)) });
    const result = await worker.recognize(encodePgm(input.image), {}, { blocks: true, text: false });
    const blocks = (result.data.blocks ?? []) as unknown as OcrBlock[];
    await restoreCollapsedWords(worker, input.image, blocks);
    lines = fragmentsToLines(blocksToFragments(blocks, scale), OCR_SAME_LINE_EM);
    // The clean copy is made only for a page that has masked-number cells to re-read.
    const hasCells = maskedNumberCells(lines, input.pixelsPerPoint, input.image).length > 0;
    const sources = input.clean && hasCells ? [input.image, input.clean()] : [input.image];
    lines = await rereadMaskedNumbers(lines, sources, input.pixelsPerPoint, (cell, chars) => readMaskedCell(worker, cell, chars));
    const ppp = input.pixelsPerPoint;
    lines = await rereadGridRows(lines, async (box) =>
      blocksToFragments(await readStretch(worker, input.image, { x0: box.x0 * ppp, y0: box.y0 * ppp, x1: box.x1 * ppp, y1: box.y1 * ppp }), scale, false),
    );
  } catch (err) {
    discard(worker);
    throw err;
  }
  release(worker);
  return {
    number: input.number,
    width: input.image.width * scale,
    height: input.image.height * scale,
    lines,
  };
}
