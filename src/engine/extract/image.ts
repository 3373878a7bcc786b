import os from 'node:os';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { EngineError } from '../errors';
import type { ImageKind } from '../sniff';
import { checkImageSize } from './image-header';
import { prewarmOcr, recognizePage } from './ocr';
import { OcrBudget } from './ocr-budget';
import { prepareForOcr, shrink, withCleanCopy, type PreparedPage } from './preprocess';
import { textAllowsShrink } from './text-height';
import { BAND_HEIGHT_RATIO, countRowInk, cutBands, TALL_IMAGE_RATIO, type Band } from './tiles';
import type { ExtractedDocument, TextLine } from './types';

/** A photographed or scanned page is read as if it were a US Letter page this wide, in points. */
const ASSUMED_PAGE_WIDTH_PT = 612;
/**
 * OCR works best with body text 25–35 px tall; a letter page 2000–3400 px wide (about 235–400 dpi) gives
 * that. Smaller images are enlarged (at most twice), larger ones reduced, which also bounds OCR time.
 */
const MIN_OCR_WIDTH = 2000;
const MAX_OCR_WIDTH = 3400;

export function targetScale(width: number): number {
  if (width < MIN_OCR_WIDTH) return Math.min(2, MIN_OCR_WIDTH / width);
  if (width > MAX_OCR_WIDTH) return MAX_OCR_WIDTH / width;
  return 1;
}

export type Decoded = Awaited<ReturnType<typeof loadImage>>;

/**
 * Draws rows `top`..`bottom` of the decoded image (the decoder already turns EXIF-rotated photos upright) at
 * the OCR scale.
 */
export function draw(image: Decoded, scale: number, top = 0, bottom = image.height): { data: Uint8ClampedArray; width: number; height: number } {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round((bottom - top) * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, top, image.width, bottom - top, 0, 0, width, height);
  const { data } = ctx.getImageData(0, 0, width, height);
  return { data, width, height };
}

/** Rows drawn at a time to measure the ink of each row: the whole tall image is never held as pixels twice. */
const PROFILE_STRIP_ROWS = 1024;

/** Dark pixels per row of the image at its own resolution. */
function rowInkProfile(image: Decoded): Uint32Array {
  const profile = new Uint32Array(image.height);
  for (let top = 0; top < image.height; top += PROFILE_STRIP_ROWS) {
    const strip = draw(image, 1, top, Math.min(image.height, top + PROFILE_STRIP_ROWS));
    countRowInk(strip.data, strip.width, strip.height, profile, top);
  }
  return profile;
}

/**
 * The image's bands, in its own rows: one for a page-shaped image; for a tall one (a long screenshot holding
 * several pages), bands of about a page cut at blank rows.
 */
function bandsOf(image: Decoded): Band[] {
  if (image.height <= image.width * TALL_IMAGE_RATIO) return [{ top: 0, bottom: image.height }];
  return cutBands(rowInkProfile(image), image.width * BAND_HEIGHT_RATIO);
}

/** A reduction by less than this is not worth its cost (and text heights are only estimated). */
const WORTH_SHRINKING = 0.85;

/**
 * A page enlarged for OCR, reduced again as far as its text allows (text-height.ts): a photo of a page with large
 * print is read from fewer pixels.
 */
export function fitToText(prepared: PreparedPage, scale: number, pixelsPerPoint: number): { prepared: PreparedPage; pixelsPerPoint: number } {
  const factor = textAllowsShrink(prepared.image, scale);
  if (factor > WORTH_SHRINKING) return { prepared, pixelsPerPoint };
  const image = shrink(prepared.image, factor);
  return { prepared: withCleanCopy(image), pixelsPerPoint: (pixelsPerPoint * image.width) / prepared.image.width };
}

/**
 * Recognises the bands, prepared one at a time and read in parallel (at most one prepared ahead of the OCR
 * workers, so memory stays bounded on very tall images); their lines make one tall page, in points.
 */
async function readBands(
  image: Decoded,
  bands: Band[],
  scale: number,
  pixelsPerPoint: number,
  budget: OcrBudget,
  spent: Promise<never>,
  alone: boolean,
  onProgress?: (stage: string, percent: number) => void,
): Promise<TextLine[]> {
  let done = 0;
  const finished: boolean[] = [];
  const reads: Array<Promise<TextLine[]>> = [];
  const ahead = os.cpus().length + 1;
  for (const band of bands) {
    while (reads.length - done >= ahead) await Promise.race([...reads.filter((_, i) => !finished[i]), spent]);
    budget.check(done, bands.length);
    const pixels = draw(image, scale, band.top, band.bottom);
    const drawn = prepareForOcr(pixels.data, pixels.width, pixels.height);
    const offset = (band.top * scale) / pixelsPerPoint;
    const at = reads.length;
    finished.push(false);
    const { prepared, pixelsPerPoint: ppp } = bands.length === 1 ? fitToText(drawn, scale, pixelsPerPoint) : { prepared: drawn, pixelsPerPoint };
    const read = recognizePage({ ...prepared, number: 1, pixelsPerPoint: ppp }).then((page) => {
      finished[at] = true;
      done++;
      onProgress?.('ocr', 10 + Math.round((done / bands.length) * 90));
      return page.lines.map((line) => ({ ...line, y: line.y + offset }));
    });
    read.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
    reads.push(read);
    // a page read alone leaves a core free during its first reading: the clean copy its number cells may need is made
    // then rather than after it
    if (alone && bands.length === 1) setImmediate(() => prepared.clean());
  }
  return (await Promise.race([Promise.all(reads), spent])).flat();
}

export async function extractImage(
  bytes: Uint8Array,
  kind: ImageKind,
  onProgress?: (stage: string, percent: number) => void,
  budgetMs?: number,
  /**
   * The only image being read (not one of several photos read at once): its second readings then get a worker of
   * their own, started during the first reading instead of after it.
   */
  alone = true,
): Promise<ExtractedDocument> {
  const budget = new OcrBudget(os.cpus().length, budgetMs);
  checkImageSize(bytes, kind);
  prewarmOcr(alone ? os.cpus().length : 1);
  let image: Decoded;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new EngineError('damaged_file', 'image decode failed');
  }
  if (!image.width || !image.height) throw new EngineError('damaged_file', 'image decode failed');
  const scale = targetScale(image.width);
  const bands = bandsOf(image);
  if (bands.length > 1) prewarmOcr(os.cpus().length);
  onProgress?.('ocr', 10);
  const pixelsPerPoint = (image.width * scale) / ASSUMED_PAGE_WIDTH_PT;
  budget.start();
  let cancelTimer = (): void => undefined;
  const spent = new Promise<never>((_, reject) => (cancelTimer = budget.whenSpent(reject)));
  spent.catch(() => undefined);
  try {
    const lines = await readBands(image, bands, scale, pixelsPerPoint, budget, spent, alone, onProgress);
    const points = (pixels: number) => (pixels * scale) / pixelsPerPoint;
    return { source: 'ocr', pages: [{ number: 1, width: points(image.width), height: points(image.height), lines, ocr: true }] };
  } finally {
    cancelTimer();
  }
}
