import { EngineError } from '../errors';
import type { ImageKind } from '../sniff';
import { MAX_IMAGE_PIXELS } from './limits';

export interface ImageInfo {
  width: number;
  height: number;
}

function u16be(b: Uint8Array, at: number): number {
  return ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
}
function u32be(b: Uint8Array, at: number): number {
  return (((b[at] ?? 0) << 24) >>> 0) + (((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0));
}

function pngInfo(b: Uint8Array): ImageInfo {
  // signature (8) + IHDR length (4) + "IHDR" (4) + width (4) + height (4)
  if (b.length < 24 || String.fromCharCode(b[12] ?? 0, b[13] ?? 0, b[14] ?? 0, b[15] ?? 0) !== 'IHDR') {
    throw new EngineError('damaged_file', 'png without IHDR');
  }
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** SOF markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames. */
function isSofMarker(m: number): boolean {
  return m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
}

function jpegInfo(b: Uint8Array): ImageInfo {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) throw new EngineError('damaged_file', 'jpeg marker expected');
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = u16be(b, at + 2);
    if (length < 2) throw new EngineError('damaged_file', 'jpeg segment length');
    if (isSofMarker(marker)) {
      if (at + 9 > b.length) break;
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    if (marker === 0xda || marker === 0xd9) break; // scan data or end before any frame header
    at += 2 + length;
  }
  throw new EngineError('damaged_file', 'jpeg without frame header');
}

/** Image dimensions read from the header alone, so an oversized image is refused before it is decoded. */
export function readImageInfo(bytes: Uint8Array, kind: ImageKind): ImageInfo {
  const info = kind === 'png' ? pngInfo(bytes) : jpegInfo(bytes);
  if (info.width === 0 || info.height === 0) throw new EngineError('damaged_file', 'zero image dimension');
  return info;
}

/** Refuses an image above the pixel limit, from its header alone (a 20000×20000 PNG is never decoded). */
export function checkImageSize(bytes: Uint8Array, kind: ImageKind): ImageInfo {
  const info = readImageInfo(bytes, kind);
  if (info.width * info.height > MAX_IMAGE_PIXELS) {
    throw new EngineError('image_too_large', `${info.width}x${info.height}`);
  }
  return info;
}
