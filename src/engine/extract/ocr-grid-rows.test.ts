import { describe, expect, it } from 'vitest';
import { cellTally, gridRowStrips, rereadGridRows, withCells } from './ocr-grid-rows';
import type { TextLine } from './types';

const MONTHS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'];
const colX = (i: number) => 140 + i * 20;

function line(y: number, label: string, cells: string[], size = 6): TextLine {
  const items = [...(label ? [{ text: label, x: 30, width: label.length * 3 }] : []), ...cells.map((text, i) => ({ text, x: colX(i) - 4, width: 8 }))];
  return { items, text: items.map((i) => i.text).join('   '), y, size };
}

const grid = [
  line(700, '', ['Two-Year Payment History']),
  line(706, 'Month', MONTHS),
  line(714, 'Year', ['D8', 'Toa', 'DAE', 'od', 'TE', 'oaE', 'og', 'oe']),
  line(722, 'Transunion ®', Array(8).fill('OK')),
  line(731, 'Experian ®', ['OK', 'OK', 'ok’', '‘ok', 'OK:', 'OK', 'Ook', 'OK']),
  line(753, 'Days Late - 7 Year History', []),
  line(790, 'Month', MONTHS),
];

describe('grid rows read again on a scanned page', () => {
  it('picks the rows under a month row whose cells are not read cleanly, and stops at a line that is no grid row', () => {
    const strips = gridRowStrips(grid);
    expect(strips.map((s) => s.line)).toEqual([2, 4]);
    const [year] = strips;
    // the band covers the row's own text, not the month row above it
    expect(year?.box.y0).toBeGreaterThan(706);
    expect(year?.box.y1).toBeLessThan(722);
    expect(year?.box.x0).toBeLessThan(colX(0) - 4);
    expect(year?.box.x1).toBeGreaterThan(colX(7) + 4);
  });

  it('finds a grid continued at the top of the page from the page before, and nothing from a year row further down', () => {
    const continued = [line(20, '12/21/25, 6:27 AM', []), ...grid.slice(2, 5)];
    const strips = gridRowStrips(continued);
    expect(strips.map((s) => s.line)).toEqual([1, 3]);
    expect(strips[0]?.box.x0).toBeLessThan(colX(0) - 4);
    expect(strips[0]?.box.y1).toBeLessThan(722);
    const further = [...Array.from({ length: 5 }, (_, i) => line(100 + i * 20, `Line ${i}`, [])), ...grid.slice(2, 5)];
    expect(gridRowStrips(further)).toEqual([]);
  });

  it('keeps the row label and replaces the cells with the second reading when it holds more cells', async () => {
    const out = await rereadGridRows(grid, async (box) =>
      box.y0 < 714
        ? MONTHS.map((_, i) => ({ text: "'24", x: colX(i) - 5, width: 10, y: 0, size: 6 }))
        : MONTHS.map((_, i) => ({ text: 'OK', x: colX(i) - 4, width: 8, y: 0, size: 6 })),
    );
    expect(out[2]?.items.map((i) => i.text)).toEqual(['Year', ...Array(8).fill("'24")]);
    expect(out[2]?.y).toBe(714);
    expect(out[4]?.items[0]?.text).toBe('Experian ®');
    expect(cellTally(out[4] as TextLine, 130)).toEqual({ cells: 8, other: 0 });
    // a clean row is not read again; lines outside grids are untouched
    expect(out[3]).toBe(grid[3]);
    expect(out[5]).toBe(grid[5]);
  });

  it('asks for every row at once (spread over the OCR workers) and applies each reading to its own row', async () => {
    const pending: Array<{ y0: number; resolve: (cells: ReturnType<typeof okCells>) => void }> = [];
    const okCells = (text: string) => MONTHS.map((_, i) => ({ text, x: colX(i) - 4, width: 8, y: 0, size: 6 }));
    const reading = rereadGridRows(grid, (box) => new Promise((resolve) => pending.push({ y0: box.y0, resolve })));
    await Promise.resolve();
    expect(pending).toHaveLength(2);
    // the second row's reading comes back first
    for (const p of [...pending].reverse()) p.resolve(okCells(p.y0 < 714 ? "'24" : '30'));
    const out = await reading;
    expect(out[2]?.items.slice(1).map((i) => i.text)).toEqual(Array(8).fill("'24"));
    expect(out[4]?.items.slice(1).map((i) => i.text)).toEqual(Array(8).fill('30'));
  });

  it('reads the rows found in the first lines and keeps their readings in the lines settled meanwhile', async () => {
    const numbered = line(600, 'Account #', ['1234****']);
    const settled = [numbered, ...grid.slice(1)];
    const out = await rereadGridRows(
      grid,
      async () => MONTHS.map((_, i) => ({ text: 'OK', x: colX(i) - 4, width: 8, y: 0, size: 6 })),
      Promise.resolve(settled),
    );
    // the other reading's line is kept, the grid row is replaced in the settled lines
    expect(out[0]).toBe(numbered);
    expect(out[4]?.items.slice(1).map((i) => i.text)).toEqual(Array(8).fill('OK'));
    expect(out[3]).toBe(grid[3]);
  });

  it('keeps the first reading when the second is no better', async () => {
    const out = await rereadGridRows(grid, async () => [{ text: 'Tl', x: 150, width: 8, y: 0, size: 6 }]);
    expect(out).toEqual(grid);
  });

  it('rebuilds a line from its label and new cells', () => {
    const rebuilt = withCells(grid[3] as TextLine, 130, [{ text: '30', x: 156, width: 8, y: 0, size: 6 }]);
    expect(rebuilt.items.map((i) => i.text)).toEqual(['Transunion ®', '30']);
  });
});
