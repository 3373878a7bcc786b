import { describe, expect, it } from 'vitest';
import { estimateSkew, prepareForOcr, rotate, stretchContrast, toGray, type GrayImage } from './preprocess';

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
    expect(prepareForOcr(rgba, 2, 1).data).toHaveLength(2);
  });
});
