/**
 * Cutting a tall image (a long phone screenshot holding several pages) into bands of about a page each, at
 * rows with no ink, so that no text line is split between two bands.
 */

export interface Band {
  top: number;
  /** Exclusive. */
  bottom: number;
}

/** An image taller than this many times its width is read in bands rather than as one page. */
export const TALL_IMAGE_RATIO = 1.6;
/** A band is about a US Letter page: 11 / 8.5 of the width. */
export const BAND_HEIGHT_RATIO = 11 / 8.5;
/** The cut is looked for in the last part of each band, this share of the band height. */
const CUT_SEARCH_SHARE = 0.3;

/**
 * Where to cut an image into bands of about `bandHeight` rows, given each row's count of dark pixels: in the
 * middle of the longest run of blank rows near each band's end, else at the row with the least ink there.
 */
export function cutBands(rowInk: ArrayLike<number>, bandHeight: number): Band[] {
  const height = rowInk.length;
  const bands: Band[] = [];
  let top = 0;
  const target = Math.max(1, Math.round(bandHeight));
  while (height - top > target * 1.25) {
    const searchFrom = top + Math.round(target * (1 - CUT_SEARCH_SHARE));
    const searchTo = Math.min(height - 1, top + target);
    let cut = searchTo;
    let bestRun = 0;
    let run = 0;
    let leastInk = Infinity;
    for (let y = searchFrom; y <= searchTo; y++) {
      const ink = rowInk[y] ?? 0;
      run = ink === 0 ? run + 1 : 0;
      if (run > bestRun) {
        bestRun = run;
        cut = y - Math.floor(run / 2);
      }
      if (bestRun === 0 && ink < leastInk) {
        leastInk = ink;
        cut = y;
      }
    }
    bands.push({ top, bottom: cut });
    top = cut;
  }
  bands.push({ top, bottom: height });
  return bands;
}

/** Dark pixels per row of an RGBA strip (luma below half). */
export function countRowInk(rgba: Uint8ClampedArray, width: number, rows: number, into: Uint32Array, offset: number): void {
  for (let y = 0; y < rows; y++) {
    let ink = 0;
    for (let x = 0, p = y * width * 4; x < width; x++, p += 4) {
      const luma = ((rgba[p] ?? 255) * 77 + (rgba[p + 1] ?? 255) * 150 + (rgba[p + 2] ?? 255) * 29) >> 8;
      if (luma < 128 && (rgba[p + 3] ?? 255) > 127) ink++;
    }
    into[offset + y] = ink;
  }
}
