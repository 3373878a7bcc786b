import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Page, type Worker as TesseractWorker } from 'tesseract.js';
import { fragmentsToLines } from './lines';
import { collapsedWords, restoredWord } from './ocr-collapsed';
import { crop, maskedNumberCells, rereadMaskedNumbers } from './ocr-cells';
import { rereadGridRows } from './ocr-grid-rows';
import { blocksToFragments, shiftBlocks, wordsOf, type Box, type OcrBlock, type OcrLine, type OcrWord } from './ocr-blocks';
import { warmUpImage } from './ocr-warm-up';
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
/** Set by keepOcrWarm: idle workers are kept, and those that read a file are replaced after it rather than ended. */
let keepWarm = false;
/** Workers that have read a page (not only the warm-up image). */
const used = new Set<TesseractWorker>();

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
    // lines read with low confidence are not read again inverted (white on black): no report prints such text,
    // and on the scans it read grid months better (decision 219)
    tessedit_do_invert: '0',
  });
  return worker;
}

function spawn(): Promise<void> {
  creating++;
  return newWorker().then(
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
  // a worker of a file whose workers were ended or replaced while it read
  if (!all.includes(worker)) {
    void worker.terminate().catch(() => undefined);
    return;
  }
  const next = waiting.shift();
  if (next) {
    next.resolve(worker);
    return;
  }
  idle.push(worker);
  if (idle.length === all.length && !idleTimer && !keepWarm) {
    idleTimer = setTimeout(() => void shutdownOcr(), IDLE_SHUTDOWN_MS);
    idleTimer.unref();
  }
}

function forget(worker: TesseractWorker): void {
  for (const list of [all, idle]) {
    const at = list.indexOf(worker);
    if (at >= 0) list.splice(at, 1);
  }
  used.delete(worker);
}

/** A worker whose job failed is not trusted again; a waiting page gets a fresh one. */
function discard(worker: TesseractWorker): void {
  forget(worker);
  void worker.terminate().catch(() => undefined);
  spawnForWaiting();
}

/**
 * Starts OCR workers ahead of need (up to `count`, at most the core count) so their start-up overlaps the
 * decoding, rendering and clean-up of the first page.
 */
export function prewarmOcr(count: number): void {
  while (all.length + creating < Math.min(maxWorkers(), count)) void spawn();
}

/**
 * For a process that reads one file after another (the engine pool's, decision 225): a worker per core is made now
 * and reads a small image of digits, so the first file does not pay their start-up (about half a CPU-second a worker)
 * nor the compiling of the recogniser's code on its first readings; idle workers are then kept. Resolves when they
 * are ready; a failure leaves the start-up to the first file.
 */
export async function keepOcrWarm(): Promise<void> {
  keepWarm = true;
  const image = encodePgm(warmUpImage());
  const warmUp = async (worker: TesseractWorker) => {
    await worker.setParameters({ user_defined_dpi: '300' });
    return worker.recognize(image, {}, { text: true });
  };
  await Promise.all(Array.from({ length: maxWorkers() }, () => withWorker(warmUp, false))).catch(() => undefined);
}

/**
 * After a file: its workers are ended, as the memory a page's reading grew stays theirs. When kept warm, new ones are
 * made first, while the old still live, so the compiled code (shared by the workers of a process) is kept as well.
 */
export async function endOcrFile(): Promise<void> {
  if (!keepWarm) return shutdownOcr();
  const old = all.filter((w) => used.has(w));
  old.forEach(forget);
  await Promise.all(old.map(() => spawn()));
  await Promise.all(old.map((w) => w.terminate().catch(() => undefined)));
}

/** OCR workers alive now (tests). */
export function liveOcrWorkers(): number {
  return all.length;
}

/** Ends every OCR worker; the next OCR call starts new ones. */
export async function shutdownOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const workers = all.splice(0);
  idle.length = 0;
  used.clear();
  await Promise.all(workers.map((w) => w.terminate().catch(() => undefined)));
}

/** Words whose baselines differ by less than this fraction of the text height share a row. */
const OCR_SAME_LINE_EM = 0.55;

export interface OcrPageInput {
  image: GrayImage;
  /** The page denoised and binarised (made on demand): a second source for constrained re-reads of cells. */
  clean?: () => GrayImage;
  /** Page number in the document. */
  number: number;
  /** Pixels per point: 300 dpi renders are 300/72. */
  pixelsPerPoint: number;
  /**
   * Makes the first reading from the page and `read` (the page read whole on one worker) another way. Only
   * bench/engine-ocr-profile.ts `--split` does (bench/ocr-split.ts: measured and not adopted, decision 219).
   */
  firstReading?: (image: GrayImage, read: (image: GrayImage) => Promise<OcrBlock[]>) => Promise<OcrBlock[]>;
  /** Called as each stage of the reading ends (bench/engine-ocr-profile.ts times them). */
  onStage?: (stage: OcrStage) => void;
}

/** The stages of a page's reading: the first reading, then the second readings of words, number cells and grid rows. */
export type OcrStage = 'first reading' | 'collapsed words' | 'number cells' | 'grid rows';

/** Runs `job` on a borrowed worker (`reads`: a page's reading, not the warm-up); a worker whose job failed is not trusted again. */
async function withWorker<T>(job: (worker: TesseractWorker) => Promise<T>, reads = true): Promise<T> {
  const worker = await acquire();
  if (reads) used.add(worker);
  let out: T;
  try {
    out = await job(worker);
  } catch (err) {
    discard(worker);
    throw err;
  }
  release(worker);
  return out;
}

/**
 * A second reading of part of a page (a cell, a grid row, a word), as one line, on whichever worker is free: a
 * page's second readings are spread over the workers instead of queued behind its first reading on one. The page's
 * dpi goes with it, as the worker may last have read another page; the page settings are restored after.
 */
async function readLine<T>(image: GrayImage, dpi: number, chars: string, output: 'text' | 'blocks', take: (data: Page) => T): Promise<T> {
  return withWorker(async (worker) => {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE, tessedit_char_whitelist: chars, user_defined_dpi: String(dpi) });
    try {
      const result = await worker.recognize(encodePgm(image), {}, output === 'text' ? { text: true } : { blocks: true, text: false });
      return take(result.data);
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, tessedit_char_whitelist: '' });
    }
  });
}

/** Reads a small cell image as one line of `chars` (any character when empty). */
function readMaskedCell(cell: GrayImage, chars: string, dpi: number): Promise<string> {
  return readLine(cell, dpi, chars, 'text', (data) => data.text ?? '');
}

/** Reads a stretch of a row again as one line; returns what it read with boxes in the page's pixels. */
async function readStretch(image: GrayImage, dpi: number, box: Box): Promise<OcrBlock[]> {
  const left = Math.max(0, Math.floor(box.x0));
  const top = Math.max(0, Math.floor(box.y0));
  const width = Math.min(image.width, Math.ceil(box.x1)) - left;
  const height = Math.min(image.height, Math.ceil(box.y1)) - top;
  if (width < 4 || height < 4) return [];
  const margin = height;
  const blocks = await readLine(crop(image, { left, top, width, height }, margin), dpi, '', 'blocks', (data) => (data.blocks ?? []) as unknown as OcrBlock[]);
  return shiftBlocks(blocks, left - margin, top - margin);
}

/** Words Tesseract returned as their first letter alone (ocr-collapsed.ts) are read again in place. */
async function restoreCollapsedWords(image: GrayImage, dpi: number, blocks: OcrBlock[]): Promise<void> {
  const found = blocks
    .flatMap((b) => b.paragraphs.flatMap((p) => p.lines))
    .flatMap((line) => {
      const rowHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
      return collapsedWords(line.words, line.bbox, rowHeight).map(({ index, box }) => ({ line, index, box }));
    });
  const rereads = await Promise.all(found.map(({ box }) => readStretch(image, dpi, box)));
  const replaced: Array<{ line: OcrLine; index: number; words: OcrWord[] }> = [];
  found.forEach(({ line, index }, i) => {
    const word = line.words[index];
    const [reread, ...more] = wordsOf(rereads[i] ?? []);
    const text = word && reread ? restoredWord(word.text, reread.text) : null;
    if (!reread || text === null) return;
    // words after it in the stretch are ones the first reading dropped with the rest of this one
    replaced.push({ line, index, words: [{ ...reread, text }, ...more] });
  });
  for (const { line, index, words } of replaced.reverse()) line.words.splice(index, 1, ...words);
}

/** Recognises one prepared page image and returns its lines in points, shaped like the PDF text path's. */
export async function recognizePage(input: OcrPageInput): Promise<TextPage> {
  const scale = 1 / input.pixelsPerPoint;
  const dpi = Math.round(input.pixelsPerPoint * 72);
  const firstReading = (image: GrayImage) =>
    withWorker(async (worker) => {
      await worker.setParameters({ user_defined_dpi: String(dpi) });
      const result = await worker.recognize(encodePgm(image), {}, { blocks: true, text: false });
      return (result.data.blocks ?? []) as unknown as OcrBlock[];
    });
  const blocks = input.firstReading ? await input.firstReading(input.image, firstReading) : await firstReading(input.image);
  input.onStage?.('first reading');
  await restoreCollapsedWords(input.image, dpi, blocks);
  input.onStage?.('collapsed words');
  const lines = fragmentsToLines(blocksToFragments(blocks, scale), OCR_SAME_LINE_EM);
  // The clean copy is made only for a page that has masked-number cells to re-read.
  const hasCells = maskedNumberCells(lines, input.pixelsPerPoint, input.image).length > 0;
  const sources = input.clean && hasCells ? [input.image, input.clean()] : [input.image];
  const numbered = rereadMaskedNumbers(lines, sources, input.pixelsPerPoint, (cell, chars) => readMaskedCell(cell, chars, dpi));
  void numbered.then(
    () => input.onStage?.('number cells'),
    () => undefined,
  );
  const ppp = input.pixelsPerPoint;
  // the grid rows are read at the same time as the number cells, and their readings kept once those are settled
  const read = await rereadGridRows(
    lines,
    async (box) =>
      blocksToFragments(await readStretch(input.image, dpi, { x0: box.x0 * ppp, y0: box.y0 * ppp, x1: box.x1 * ppp, y1: box.y1 * ppp }), scale, false),
    numbered,
  );
  input.onStage?.('grid rows');
  return {
    number: input.number,
    width: input.image.width * scale,
    height: input.image.height * scale,
    lines: read,
  };
}
