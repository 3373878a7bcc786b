/**
 * Light clean-up before OCR: grayscale, contrast stretch, deskew, and a denoised binary copy. Works on plain
 * pixel arrays so it needs nothing but the canvas that decoded or rendered the page.
 */

export interface GrayImage {
  width: number;
  height: number;
  /** One byte per pixel, 0 = black, 255 = white. */
  data: Uint8Array;
}

/** Pixels with 4 channels (RGBA, as canvases give them) or 3 (RGB, as pdf.js decodes a colour scan). */
export function toGray(pixels: Uint8ClampedArray | Uint8Array, width: number, height: number, channels: 3 | 4 = 4): GrayImage {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i++, p += channels) {
    const alpha = channels === 4 ? (pixels[p + 3] ?? 255) : 255;
    // Integer Rec. 601 luma; transparent pixels count as white paper.
    const luma = ((pixels[p] ?? 0) * 77 + (pixels[p + 1] ?? 0) * 150 + (pixels[p + 2] ?? 0) * 29) >> 8;
    data[i] = alpha === 255 ? luma : 255 - (((255 - luma) * alpha) >> 8);
  }
  return { width, height, data };
}

/** Maps the 1st..99th percentile of brightness onto the full range, so faint or grey scans become black on white. */
export function stretchContrast(img: GrayImage): GrayImage {
  const hist = new Uint32Array(256);
  for (const v of img.data) hist[v] = (hist[v] ?? 0) + 1;
  const total = img.data.length;
  const percentile = (p: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += hist[v] ?? 0;
      if (seen >= total * p) return v;
    }
    return 255;
  };
  const lo = percentile(0.01);
  const hi = percentile(0.99);
  if (hi - lo < 16) return img; // blank page or already flat: nothing to stretch
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  const data = new Uint8Array(img.data.length);
  for (let i = 0; i < data.length; i++) data[i] = lut[img.data[i] ?? 255] ?? 255;
  return { width: img.width, height: img.height, data };
}

const MIN_CORRECTION_DEGREES = 0.15;

/** Dark pixels of a downscaled copy, as coordinates, for the skew search. */
function darkPoints(img: GrayImage, maxSide: number): { xs: Float32Array; ys: Float32Array; count: number } {
  const step = Math.max(1, Math.ceil(Math.max(img.width, img.height) / maxSide));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < img.height; y += step) {
    const row = y * img.width;
    for (let x = 0; x < img.width; x += step) {
      if ((img.data[row + x] ?? 255) < 128) {
        xs.push(x / step);
        ys.push(y / step);
      }
    }
  }
  return { xs: Float32Array.from(xs), ys: Float32Array.from(ys), count: xs.length };
}

function profileScore(xs: Float32Array, ys: Float32Array, angle: number, rows: number): number {
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const hist = new Float64Array(rows);
  const shift = rows / 4; // rows spans twice the diagonal, so a tilted line never falls off either end
  for (let i = 0; i < xs.length; i++) {
    const r = Math.round((ys[i] ?? 0) * cos - (xs[i] ?? 0) * sin + shift);
    if (r >= 0 && r < rows) hist[r] = (hist[r] ?? 0) + 1;
  }
  // Text lines aligned with the rows give tall, separated peaks: maximal sum of squares.
  let score = 0;
  for (const h of hist) score += h * h;
  return score;
}

/**
 * Estimates how far text lines are tilted (radians, positive = clockwise in image coordinates), within
 * ±maxDegrees, by maximising the variance of the horizontal projection profile over candidate angles.
 */
export function estimateSkew(img: GrayImage, maxDegrees = 3): number {
  const { xs, ys, count } = darkPoints(img, 1000);
  if (count < 200) return 0;
  const rows = Math.ceil(Math.hypot(img.width, img.height) / Math.max(1, Math.ceil(Math.max(img.width, img.height) / 1000))) * 2;
  const deg = Math.PI / 180;
  const search = (center: number, halfSteps: number, step: number) => {
    let best = center;
    let bestScore = -1;
    for (let i = -halfSteps; i <= halfSteps; i++) {
      const a = center + i * step;
      const s = profileScore(xs, ys, a * deg, rows);
      // On a tie prefer the smaller correction.
      if (s > bestScore || (s === bestScore && Math.abs(a) < Math.abs(best))) {
        bestScore = s;
        best = a;
      }
    }
    return best;
  };
  const coarse = search(0, Math.round(maxDegrees / 0.25), 0.25);
  const fine = search(coarse, 5, 0.05);
  // Below this a tilt moves a line by a few pixels across the page: not worth a resampling pass.
  return Math.abs(fine) < MIN_CORRECTION_DEGREES ? 0 : fine * deg;
}

/** Rotates by -angle about the centre (undoing a measured skew), filling uncovered corners with white. */
export function rotate(img: GrayImage, angle: number): GrayImage {
  if (angle === 0) return img;
  const { width, height, data: src } = img;
  const out = new Uint8Array(width * height);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      // Source pixel: the output rotated forward by the skew angle.
      const sx = dx * cos - dy * sin + cx;
      const sy = dx * sin + dy * cos + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) {
        out[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = (src[i] ?? 255) * (1 - fx) + (src[i + 1] ?? 255) * fx;
      const bottom = (src[i + width] ?? 255) * (1 - fx) + (src[i + width + 1] ?? 255) * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width, height, data: out };
}

/** Enlarges by `factor`, interpolating between pixels (bilinear): a small cell read again at a larger scale. */
export function enlarge(img: GrayImage, factor: number): GrayImage {
  const width = Math.round(img.width * factor);
  const height = Math.round(img.height * factor);
  const out = new Uint8Array(width * height);
  const at = (x: number, y: number) => img.data[Math.min(img.height - 1, y) * img.width + Math.min(img.width - 1, x)] ?? 255;
  for (let y = 0; y < height; y++) {
    const sy = Math.max(0, (y + 0.5) / factor - 0.5);
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.max(0, (x + 0.5) / factor - 0.5);
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width, height, data: out };
}

/** Binary PGM: the cheapest image file Tesseract's image reader accepts (no compression to pay for). */
export function encodePgm(img: GrayImage): Buffer {
  const header = Buffer.from(`P5\n${img.width} ${img.height}\n255\n`, 'ascii');
  return Buffer.concat([header, Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength)]);
}

export interface PreparedPage {
  /** Contrast-stretched and upright: what the page is recognised from. */
  image: GrayImage;
  /**
   * The same page denoised (median filter) and binarised (Otsu): a second source for the constrained re-reads
   * of masked numbers, where speckle turns into mask-like junk. The whole page is not read from it because
   * the median filter thins small grid text of low-resolution scans (payment codes are then misread). Made on
   * first use: most pages have no masked-number cell, and the filter costs about a second a 300 dpi page.
   */
  clean: () => GrayImage;
}

/** Grayscale, contrast stretch and deskew (up to ±3°); plus the denoised, binarised copy on demand. */
export function prepareForOcr(pixels: Uint8ClampedArray | Uint8Array, width: number, height: number, channels: 3 | 4 = 4): PreparedPage {
  const stretched = stretchContrast(toGray(pixels, width, height, channels));
  return withCleanCopy(rotate(stretched, estimateSkew(stretched)));
}

/** A prepared page of an image already grey, stretched and upright; its clean copy made on first use. */
export function withCleanCopy(gray: GrayImage): PreparedPage {
  let clean: GrayImage | null = null;
  return {
    image: gray,
    clean: () => {
      if (!clean) {
        const smooth = medianFilter3(gray);
        clean = binarize(smooth, otsuThreshold(smooth));
      }
      return clean;
    },
  };
}

/**
 * Reduces by `factor` (0.5–1), each pixel the mean of the source pixels it covers (rows and columns split at whole
 * pixels), so thin strokes fade rather than vanish as they would by picking pixels.
 */
export function shrink(img: GrayImage, factor: number): GrayImage {
  const width = Math.max(1, Math.round(img.width * factor));
  const height = Math.max(1, Math.round(img.height * factor));
  const out = new Uint8Array(width * height);
  const span = (i: number, size: number, limit: number): [number, number] => {
    const from = Math.min(limit - 1, Math.floor((i * limit) / size));
    return [from, Math.max(from + 1, Math.min(limit, Math.floor(((i + 1) * limit) / size)))];
  };
  const cols = Array.from({ length: width }, (_, x) => span(x, width, img.width));
  for (let y = 0; y < height; y++) {
    const [y0, y1] = span(y, height, img.height);
    for (let x = 0; x < width; x++) {
      const [x0, x1] = cols[x] as [number, number];
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) for (let xx = x0, at = yy * img.width + x0; xx < x1; xx++, at++) sum += img.data[at] as number;
      out[y * width + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return { width, height, data: out };
}

/**
 * 3×3 median filter: removes the isolated specks of scanner noise and paper grain while keeping stroke edges,
 * which a blur would soften. Border pixels are copied unchanged.
 *
 * Each column of three is sorted once and shared by the three windows that contain it; the median of nine is
 * then the median of (largest low, median of middles, smallest high) of the window's three sorted columns.
 */
export function medianFilter3(img: GrayImage): GrayImage {
  const { width, height, data: src } = img;
  const out = new Uint8Array(src);
  const lo = new Uint8Array(width);
  const mid = new Uint8Array(width);
  const hi = new Uint8Array(width);
  for (let y = 1; y < height - 1; y++) {
    const above = (y - 1) * width;
    for (let x = 0; x < width; x++) {
      let a = src[above + x] as number;
      let b = src[above + width + x] as number;
      let c = src[above + 2 * width + x] as number;
      if (a > b) [a, b] = [b, a];
      if (b > c) [b, c] = [c, b];
      if (a > b) [a, b] = [b, a];
      lo[x] = a;
      mid[x] = b;
      hi[x] = c;
    }
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const maxLo = max3(lo[x - 1] as number, lo[x] as number, lo[x + 1] as number);
      const minHi = min3(hi[x - 1] as number, hi[x] as number, hi[x + 1] as number);
      out[row + x] = median3(maxLo, median3(mid[x - 1] as number, mid[x] as number, mid[x + 1] as number), minHi);
    }
  }
  return { width, height, data: out };
}

function median3(a: number, b: number, c: number): number {
  const small = a < b ? a : b;
  const large = a < b ? b : a;
  const capped = large < c ? large : c;
  return small > capped ? small : capped;
}

function max3(a: number, b: number, c: number): number {
  const ab = a > b ? a : b;
  return ab > c ? ab : c;
}

function min3(a: number, b: number, c: number): number {
  const ab = a < b ? a : b;
  return ab < c ? ab : c;
}

/** Otsu's threshold: the grey level that best separates the histogram into ink and paper. */
export function otsuThreshold(img: GrayImage): number {
  const hist = new Float64Array(256);
  for (const v of img.data) hist[v] = (hist[v] ?? 0) + 1;
  const total = img.data.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * (hist[v] ?? 0);
  let weightBg = 0;
  let sumBg = 0;
  let best = 127;
  let bestVar = -1;
  for (let t = 0; t < 256; t++) {
    weightBg += hist[t] ?? 0;
    if (weightBg === 0) continue;
    const weightFg = total - weightBg;
    if (weightFg === 0) break;
    sumBg += t * (hist[t] ?? 0);
    const meanBg = sumBg / weightBg;
    const meanFg = (sumAll - sumBg) / weightFg;
    const between = weightBg * weightFg * (meanBg - meanFg) ** 2;
    if (between > bestVar) {
      bestVar = between;
      best = t;
    }
  }
  return best;
}

/** Black where darker than or equal to the threshold, white elsewhere. */
export function binarize(img: GrayImage, threshold: number): GrayImage {
  const data = new Uint8Array(img.data.length);
  for (let i = 0; i < data.length; i++) data[i] = (img.data[i] ?? 255) <= threshold ? 0 : 255;
  return { width: img.width, height: img.height, data };
}
