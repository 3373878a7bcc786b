import { describe, expect, it } from 'vitest';
import type { Fragment } from './lines';
import { halvesArePages, pagesOfSheets, sheetHalves } from './sheets';
import type { TextPage } from './types';

const f = (text: string, x: number, y: number): Fragment => ({ text, x, y, width: text.length * 3, size: 6 });

/** A landscape sheet (792 × 612) holding two small pages side by side, each with its header and page number. */
function sheet(left: number, right: number | null, of: number): Fragment[] {
  const page = (n: number, dx: number) => [
    f('Personal Credit Report', 27 + dx, 74),
    f('GARNET COLLECTIONS LLC', 26 + dx, 92),
    f('Account Number', 28 + dx, 102),
    f(`QL39${n}****`, 114 + dx, 102),
    f(`Page ${n} of ${of}`, 340 + dx, 540),
  ];
  return [...page(left, 0), ...(right == null ? [] : page(right, 396))];
}

/** A sheet as read whole (its lines are not looked at once it is parted). */
const asPage = (number: number): TextPage => ({ number, width: 792, height: 612, lines: [] });

describe('pages printed two to a sheet', () => {
  it('parts a sheet whose halves print their own page numbers, the next page on the right', () => {
    const halves = sheetHalves(sheet(1, 2, 3), 792, 612)!;
    expect(halves.width).toBe(396);
    expect(halves.right.map((l) => l.items[0]!.x)).toEqual(halves.left.map((l) => l.items[0]!.x));
    expect(halvesArePages(halves)).toBe(true);
    const last = sheetHalves(sheet(3, null, 3), 792, 612);
    const pages = pagesOfSheets([asPage(1), asPage(2)], [halves, last]);
    expect(pages.map((p) => [p.number, p.width, p.lines.find((l) => /Page/.test(l.text))?.text])).toEqual([
      [1, 396, 'Page 1 of 3'],
      [2, 396, 'Page 2 of 3'],
      [3, 396, 'Page 3 of 3'],
    ]);
  });

  it('parts the halves by the same running header at the same place when they print no page number', () => {
    const fragments = sheet(1, 2, 3).filter((x) => !/^Page/.test(x.text));
    expect(halvesArePages(sheetHalves(fragments, 792, 612)!)).toBe(true);
  });

  it('leaves a landscape page of two columns whole: one page number, different first lines', () => {
    const columns = [
      f('Personal Credit Report', 27, 74),
      f('Account Number', 28, 102),
      f('Balance', 430, 102),
      f('$3,790', 520, 102),
      f('Page 1 of 3', 700, 540),
    ];
    const halves = sheetHalves(columns, 792, 612)!;
    expect(halvesArePages(halves)).toBe(false);
    const pages = [asPage(1)];
    expect(pagesOfSheets(pages, [halves])).toBe(pages);
  });

  it('finds no halves where text reaches across the middle, or on a portrait page', () => {
    expect(sheetHalves([...sheet(1, 2, 3), f('A line printed across the whole sheet from side to side', 300, 300)], 792, 612)).toBeNull();
    expect(sheetHalves(sheet(1, null, 3), 612, 792)).toBeNull();
  });
});
