import { describe, expect, it } from 'vitest';
import { countRowInk, cutBands } from './tiles';

/** A row-ink profile of `height` rows with text lines `lineHeight` rows tall starting at each of `tops`. */
function profile(height: number, tops: number[], lineHeight: number): Uint32Array {
  const rows = new Uint32Array(height);
  for (const top of tops) for (let y = top; y < top + lineHeight && y < height; y++) rows[y] = 300;
  return rows;
}

const inked = (rows: Uint32Array, y: number) => (rows[y] ?? 0) > 0;

describe('cutting a tall image into bands', () => {
  it('an image of about one page is one band', () => {
    expect(cutBands(profile(1200, [100, 200], 30), 1000)).toEqual([{ top: 0, bottom: 1200 }]);
  });

  it('cuts a long screenshot into page-sized bands at blank rows, never through a text line', () => {
    // Lines every 45 rows, 30 rows tall: a naive cut every 1000 rows would fall inside lines at 990, 1980, …
    const tops = Array.from({ length: 100 }, (_, i) => 10 + i * 45);
    const rows = profile(4500, tops, 30);
    expect(inked(rows, 1000)).toBe(true);
    const bands = cutBands(rows, 1000);
    expect(bands.length).toBeGreaterThanOrEqual(4);
    expect(bands[0]?.top).toBe(0);
    expect(bands.at(-1)?.bottom).toBe(4500);
    for (let i = 1; i < bands.length; i++) {
      const cut = bands[i]!.top;
      expect(cut).toBe(bands[i - 1]!.bottom);
      expect(inked(rows, cut)).toBe(false);
      expect(bands[i - 1]!.bottom - bands[i - 1]!.top).toBeGreaterThan(650);
    }
  });

  it('prefers the widest gap (between pages) to a gap between lines', () => {
    const tops = [...Array.from({ length: 18 }, (_, i) => 20 + i * 45), ...Array.from({ length: 30 }, (_, i) => 960 + i * 45)];
    const bands = cutBands(profile(2300, tops, 30), 1000);
    // The page gap runs from 835 to 960.
    expect(bands[1]?.top).toBeGreaterThan(835);
    expect(bands[1]?.top).toBeLessThan(960);
  });

  it('with no blank row at all, cuts at the row with the least ink', () => {
    const rows = new Uint32Array(3000).fill(50);
    rows[900] = 3;
    expect(cutBands(rows, 1000)[0]).toEqual({ top: 0, bottom: 900 });
  });

  it('counts dark pixels per row', () => {
    const rgba = new Uint8ClampedArray(3 * 2 * 4).fill(255);
    rgba.set([0, 0, 0, 255], 0); // row 0, pixel 0
    rgba.set([20, 20, 20, 255], 4 * 4); // row 1, pixel 1
    rgba.set([200, 200, 200, 255], 5 * 4); // light grey is paper
    const into = new Uint32Array(4);
    countRowInk(rgba, 3, 2, into, 1);
    expect(Array.from(into)).toEqual([0, 1, 1, 0]);
  });
});
