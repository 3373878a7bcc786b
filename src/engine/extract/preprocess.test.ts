import { describe, expect, it } from 'vitest';
import {
  binarize,
  enlarge,
  estimateSkew,
  medianFilter3,
  otsuThreshold,
  prepareForOcr,
  rotate,
  shrink,
  stretchContrast,
  toGray,
  type GrayImage,
} from './preprocess';

/** Dark horizontal bars like text lines, tilted by the given angle. */
function lines(width: number, height: number, degrees: number): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let row = 40; row < height - 40; row += 24) {
    for (let x = 30; x < width - 30; x++) {
      if (x % 50 > 44) continue; // gaps between "words"
      const y0 = Math.round(row + (x - width / 2) * slope);
      for (let t = 0; t < 8; t++) {
        const y = y0 + t;
        if (y >= 0 && y < height) data[y * width + x] = 0;
      }
    }
  }
  return { width, height, data };
}

describe('preprocess', () => {
  it('measures the skew of tilted text lines', () => {
    for (const deg of [-2.5, -1.2, 0.7, 1.5, 2.8]) {
      expect(estimateSkew(lines(900, 1100, deg)) * (180 / Math.PI)).toBeCloseTo(deg, 0);
      expect(Math.abs(estimateSkew(lines(900, 1100, deg)) * (180 / Math.PI) - deg)).toBeLessThan(0.15);
    }
    expect(estimateSkew(lines(900, 1100, 0))).toBe(0);
  });

  it('rotating by the measured skew makes the lines level', () => {
    const tilted = lines(900, 1100, 1.5);
    const level = rotate(tilted, estimateSkew(tilted));
    expect(Math.abs(estimateSkew(level))).toBeLessThan((0.15 * Math.PI) / 180);
  });

  it('stretches a faint grey scan to black on white', () => {
    const img: GrayImage = { width: 10, height: 10, data: new Uint8Array(100).fill(200) };
    for (let i = 0; i < 20; i++) img.data[i] = 120;
    const out = stretchContrast(img);
    expect(out.data[0]).toBe(0);
    expect(out.data[99]).toBe(255);
  });

  it('converts RGBA to gray, treating transparency as paper', () => {
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 0, 0]);
    const gray = toGray(rgba, 2, 1);
    expect(gray.data[0]).toBe(76);
    expect(gray.data[1]).toBe(255);
    expect(prepareForOcr(rgba, 2, 1).image.data).toHaveLength(2);
  });
});

describe('denoise and binarisation', () => {
  it('the median filter removes isolated specks and keeps strokes', () => {
    const data = new Uint8Array(7 * 7).fill(255);
    data[1 * 7 + 1] = 0; // a speck
    for (let y = 0; y < 7; y++) for (let x = 3; x <= 5; x++) data[y * 7 + x] = 0; // a stroke three pixels wide
    const out = medianFilter3({ width: 7, height: 7, data });
    expect(out.data[1 * 7 + 1]).toBe(255);
    expect(out.data[3 * 7 + 4]).toBe(0);
  });

  it('the median filter gives the median of each 3×3 window, as sorting the nine would', () => {
    const width = 23;
    const height = 17;
    let seed = 7;
    const data = Uint8Array.from({ length: width * height }, () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 256);
    const out = medianFilter3({ width, height, data });
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
        const window = border ? [data[y * width + x] ?? 0] : [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => data[(y + dy) * width + x + dx] ?? 0));
        const sorted = window.sort((a, b) => a - b);
        expect(out.data[y * width + x]).toBe(sorted[(sorted.length - 1) / 2]);
      }
    }
  });

  it('Otsu separates ink from grey paper', () => {
    const data = new Uint8Array(100);
    for (let i = 0; i < 100; i++) data[i] = i < 20 ? 40 + (i % 10) : 200 + (i % 20);
    const img = { width: 10, height: 10, data };
    const t = otsuThreshold(img);
    expect(t).toBeGreaterThanOrEqual(49);
    expect(t).toBeLessThan(200);
    const bin = binarize(img, t);
    expect(bin.data.filter((v) => v === 0)).toHaveLength(20);
    expect(bin.data.every((v) => v === 0 || v === 255)).toBe(true);
  });

  it('prepares the grey page for OCR and a binary clean copy beside it', () => {
    const rgba = new Uint8Array([10, 10, 10, 255, 240, 240, 240, 255, 240, 240, 240, 255]);
    const { image, clean: makeClean } = prepareForOcr(rgba, 3, 1);
    const clean = makeClean();
    expect(makeClean()).toBe(clean);
    expect(Array.from(clean.data).every((v) => v === 0 || v === 255)).toBe(true);
    expect(Array.from(image.data)).toEqual([0, 255, 255]);
  });
});

describe('enlarge', () => {
  it('doubles each side, keeping flat areas flat and blending across an edge', () => {
    const img: GrayImage = { width: 2, height: 1, data: Uint8Array.from([0, 255]) };
    const big = enlarge(img, 2);
    expect([big.width, big.height]).toEqual([4, 2]);
    const row = Array.from(big.data.subarray(0, 4));
    expect(row[0]).toBe(0);
    expect(row[3]).toBe(255);
    expect(row[1]).toBeGreaterThan(0);
    expect(row[1]).toBeLessThan(row[2] ?? 0);
    expect(Array.from(big.data.subarray(4, 8))).toEqual(row);
    // lookalike: a flat image stays flat
    expect(Array.from(enlarge({ width: 2, height: 2, data: new Uint8Array(4).fill(200) }, 2).data)).toEqual(new Array(16).fill(200));
  });
});

describe('shrink', () => {
  it('averages the pixels each output pixel covers', () => {
    const img: GrayImage = { width: 4, height: 2, data: Uint8Array.from([0, 0, 255, 255, 0, 0, 255, 255]) };
    const half = shrink(img, 0.5);
    expect([half.width, half.height]).toEqual([2, 1]);
    expect(Array.from(half.data)).toEqual([0, 255]);
    // a one-pixel stroke fades instead of vanishing
    const stroke: GrayImage = { width: 4, height: 4, data: new Uint8Array(16).fill(255).map((v, i) => (i % 4 === 1 ? 0 : v)) };
    const small = shrink(stroke, 0.75);
    expect([small.width, small.height]).toEqual([3, 3]);
    expect(Math.min(...small.data)).toBeLessThan(255);
  });
});
