import { createCanvas, loadImage } from '@napi-rs/canvas';
import { EngineError } from '../errors';
import type { FileKind } from '../sniff';
import { checkImageSize } from './image-header';
import { prewarmOcr, recognizePage } from './ocr';
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

/** Draws the decoded image (the decoder already turns EXIF-rotated photos upright) at the OCR scale. */
function draw(image: Awaited<ReturnType<typeof loadImage>>, scale: number): { data: Uint8ClampedArray; width: number; height: number } {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  const { data } = ctx.getImageData(0, 0, width, height);
  return { data, width, height };
}

export async function extractImage(
  bytes: Uint8Array,
  kind: Exclude<FileKind, 'pdf'>,
  onProgress?: (stage: string, percent: number) => void,
): Promise<ExtractedDocument> {
  checkImageSize(bytes, kind);
  prewarmOcr(1);
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new EngineError('damaged_file', 'image decode failed');
  }
  if (!image.width || !image.height) throw new EngineError('damaged_file', 'image decode failed');
  const upright = draw(image, targetScale(image.width));
  onProgress?.('ocr', 10);
  const prepared = prepareForOcr(upright.data, upright.width, upright.height);
  const page = await recognizePage({ ...prepared, number: 1, pixelsPerPoint: prepared.image.width / ASSUMED_PAGE_WIDTH_PT });
  onProgress?.('ocr', 100);
  return { source: 'ocr', pages: [{ ...page, ocr: true }] };
}
