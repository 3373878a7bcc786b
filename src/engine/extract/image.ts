import { createCanvas, loadImage } from '@napi-rs/canvas';
import { EngineError } from '../errors';
import type { FileKind } from '../sniff';
import { readImageInfo } from './image-header';
import { MAX_IMAGE_PIXELS } from './limits';
import { recognizePage } from './ocr';
import { prepareForOcr } from './preprocess';
import type { ExtractedDocument } from './types';

/** A photographed or scanned page is read as if it were a US Letter page this wide, in points. */
const ASSUMED_PAGE_WIDTH_PT = 612;
/**
 * OCR works best with body text 25–35 px tall; a letter page 2000–3400 px wide (about 235–400 dpi) gives
 * that. Smaller images are enlarged (at most twice), larger ones reduced, which also bounds OCR time.
 */
const MIN_OCR_WIDTH = 2000;
const MAX_OCR_WIDTH = 3400;

function targetScale(width: number): number {
  if (width < MIN_OCR_WIDTH) return Math.min(2, MIN_OCR_WIDTH / width);
  if (width > MAX_OCR_WIDTH) return MAX_OCR_WIDTH / width;
  return 1;
}

/**
 * Draws the decoded image upright: EXIF orientations 5–8 swap width and height (a phone held upright
 * stores the picture sideways and says so in the tag).
 */
function drawUpright(
  image: Awaited<ReturnType<typeof loadImage>>,
  orientation: number,
  scale: number,
): { data: Uint8ClampedArray; width: number; height: number } {
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const swap = orientation >= 5;
  const canvas = createCanvas(swap ? h : w, swap ? w : h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const transforms: Record<number, [number, number, number, number, number, number]> = {
    2: [-1, 0, 0, 1, w, 0],
    3: [-1, 0, 0, -1, w, h],
    4: [1, 0, 0, -1, 0, h],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, h, 0],
    7: [0, -1, -1, 0, h, w],
    8: [0, -1, 1, 0, 0, w],
  };
  const t = transforms[orientation];
  if (t) ctx.setTransform(...t);
  ctx.drawImage(image, 0, 0, w, h);
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return { data, width: canvas.width, height: canvas.height };
}

export async function extractImage(
  bytes: Uint8Array,
  kind: Exclude<FileKind, 'pdf'>,
  onProgress?: (stage: string, percent: number) => void,
): Promise<ExtractedDocument> {
  const info = readImageInfo(bytes, kind);
  if (info.width * info.height > MAX_IMAGE_PIXELS) {
    throw new EngineError('image_too_large', `${info.width}x${info.height}`);
  }
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new EngineError('damaged_file', 'image decode failed');
  }
  if (!image.width || !image.height) throw new EngineError('damaged_file', 'image decode failed');
  const scale = targetScale(info.orientation >= 5 ? image.height : image.width);
  const upright = drawUpright(image, info.orientation, scale);
  onProgress?.('ocr', 10);
  const prepared = prepareForOcr(upright.data, upright.width, upright.height);
  const page = await recognizePage({ image: prepared, number: 1, pixelsPerPoint: prepared.width / ASSUMED_PAGE_WIDTH_PT });
  onProgress?.('ocr', 100);
  return { source: 'ocr', pages: [{ ...page, ocr: true }] };
}
