import { describe, expect, it } from 'vitest';
import { crop, maskedNumberCells, replaceItemText, rereadMaskedNumbers, trailingRaisedMarks, type CellBox } from './ocr-cells';
import { agreedReading, betterMaskedReading, digitsBeforeMask } from './ocr-number-votes';
import type { GrayImage } from './preprocess';
import type { TextLine } from './types';

function line(y: number, items: Array<[string, number, number]>): TextLine {
  return {
    items: items.map(([text, x, width]) => ({ text, x, width })),
    text: items.map(([t]) => t).join('      '),
    y,
    size: 7,
  };
}

const page = { width: 2550, height: 3300 };
const lines = [
  line(290, [
    ['Account #', 40, 30],
    ['7256027', 141, 25],
    ['725602XXXXXX', 294, 50],
    ['XXXXXXXXXXXX5974', 444, 71],
  ]),
  line(300, [
    ['Account Type', 40, 40],
    ['Revolving', 141, 30],
  ]),
  line(310, [
    ['Balance', 40, 30],
    ['$975', 141, 15],
  ]),
];

describe('masked account number cells', () => {
  it('finds the value cells of account-number rows only, reaching right towards the next cell', () => {
    const cells = maskedNumberCells(lines, 300 / 72, page);
    expect(cells.map((c) => [c.line, c.item])).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    const first = cells[0];
    expect(first).toBeDefined();
    if (!first) return;
    // The read text ends at x=166 pt; the masks it dropped lie further right, before the next cell at 294.
    expect((first.left + first.width) / (300 / 72)).toBeGreaterThan(166 + 7 * 7);
    expect((first.left + first.width) / (300 / 72)).toBeLessThan(294);
    expect(first.top).toBeLessThan(290 * (300 / 72));
  });

  it('accepts a constrained reading only when it is a masked number that keeps every character', () => {
    expect(betterMaskedReading('28856i Redoiud', '288561******\n')).toBe('288561******');
    expect(betterMaskedReading('2621984', '262198*')).toBe('262198*');
    expect(betterMaskedReading('288561', '288561****4')).toBe('288561*****');
    expect(betterMaskedReading('2885', 'XXXX1234XXX5')).toBe('XXXX1234XXX5');
    expect(betterMaskedReading('7256027', '70')).toBeNull();
    expect(betterMaskedReading('XXXX1234', 'XXXX123')).toBeNull();
    expect(betterMaskedReading('XXXX1234', 'Open')).toBeNull();
  });

  it('reads a lone digit between masks as a mask, and leaves printed digits alone', () => {
    expect(betterMaskedReading('426513 **', '426513**2*')).toBe('426513****');
    expect(betterMaskedReading('426513 **', '426513XX2X')).toBe('426513XXXX');
    // digits after a mask run at the start are the printed last digits; a number without masks is a number
    expect(betterMaskedReading('XXXX', 'XXXX1234XXX5')).toBe('XXXX1234XXX5');
    expect(betterMaskedReading('4265132', '4265132')).toBe('4265132');
  });

  it('keeps the digits a free reading printed apart from its mask when a re-reading changes them', async () => {
    expect(digitsBeforeMask('964307 *xkkkak')).toBe('964307');
    expect(digitsBeforeMask('435856 ****xx')).toBe('435856');
    // run into the mask, the last digit may be a mask: no constraint
    expect(digitsBeforeMask('7256027')).toBeNull();
    expect(digitsBeforeMask('****r243')).toBeNull();
    const image: GrayImage = { ...page, data: new Uint8Array(page.width * page.height).fill(255) };
    const read = (free: string, readings: string[]) =>
      rereadMaskedNumbers(
        [
          line(290, [
            ['Account #', 40, 30],
            [free, 141, 40],
          ]),
        ],
        [image, image],
        300 / 72,
        () => Promise.resolve(readings.shift() ?? ''),
      );
    // seen on a scan: the two re-readings of "964307********" were "9643 87" and "91577901"
    expect((await read('964307 *xkkkak', ['9643 87', '91577901']))[0]?.items[1]?.text).toBe('964307');
    // the lookalike: a re-reading that keeps the digits and reads the mask wins as before
    expect((await read('964307 *xkkkak', ['964307********', '9643']))[0]?.items[1]?.text).toBe('964307********');
  });

  it('keeps only what two disagreeing re-readings share', async () => {
    // seen on a scan of "2847****": each source read the first mask as another digit
    expect(agreedReading(['28474', '28471'])).toBe('2847');
    expect(agreedReading(['770242444', '7702422'])).toBe('770242');
    // agreeing, a single reading, or too little shared: nothing to reconcile
    expect(agreedReading(['725602XXXXXX', '725602XXXXXX'])).toBeNull();
    expect(agreedReading(['725602******'])).toBeNull();
    expect(agreedReading(['28474', '91577'])).toBeNull();
    const image: GrayImage = { ...page, data: new Uint8Array(page.width * page.height).fill(255) };
    const out = await rereadMaskedNumbers(
      [
        line(290, [
          ['Account Number', 40, 30],
          ['2847', 141, 40],
        ]),
      ],
      [image, image],
      300 / 72,
      (() => {
        const readings = ['28474', '28471'];
        return () => Promise.resolve(readings.shift() ?? '');
      })(),
    );
    expect(out[0]?.items[1]?.text).toBe('2847');
  });

  it('finds the numbers after a label anywhere in the row: in mid-row up to the next cell of words', () => {
    const rows = [
      // seen on transunion-b: "3263****" read "337}6 3 * kkk" after "Account Number" in mid-row
      line(525, [
        ['Account Type', 40, 40],
        ['Revolving Account', 141, 60],
        ['Account Number', 300, 50],
        ['337}6 3 * kkk', 400, 40],
      ]),
      line(540, [
        ['Balance', 40, 30],
        ['$211', 100, 20],
        ['Account Number', 160, 50],
        ['2847 xx', 241, 30],
        ['Responsibility', 330, 50],
        ['XX 1234', 430, 30],
      ]),
      line(555, [
        ['Account #', 40, 30],
        ['7256027', 141, 25],
        ['-', 294, 5],
        ['Redoiududaiod', 350, 40],
        ['XXXXXXXXXXXX5974', 444, 71],
      ]),
      line(570, [
        ['Account Type', 40, 40],
        ['Revolving Account', 141, 60],
        ['Date Opened', 300, 50],
        ['10/19/2014', 400, 40],
      ]),
    ];
    expect(maskedNumberCells(rows, 300 / 72, page).map((c) => [c.line, c.item])).toEqual([
      [0, 3],
      [1, 3],
      [2, 1],
      [2, 4],
    ]);
  });

  it('finds a label and its number read as one cell, and reads those pixels with every character', async () => {
    const rows = [
      line(212, [
        ['Account Number: 69345XXXXXXXX', 40, 120],
        ['Account Type: Medical debt', 300, 100],
      ]),
      line(198, [['Account Name: DRAKE PORTFOLIO RECOVERY', 40, 160]]),
    ];
    const cells = maskedNumberCells(rows, 300 / 72, page);
    expect(cells.map((c) => [c.line, c.item, c.label])).toEqual([[0, 0, 'Account Number:']]);
    const image: GrayImage = { ...page, data: new Uint8Array(page.width * page.height).fill(255) };
    const reread = async (readings: string[]) => {
      const sizes: number[] = [];
      const charsSeen: string[] = [];
      const out = await rereadMaskedNumbers(rows, [image, image], 300 / 72, (cell, chars) => {
        sizes.push(cell.width);
        charsSeen.push(chars);
        return Promise.resolve(readings.shift() ?? '');
      });
      return { text: out[0]?.items[0]?.text, sizes, charsSeen };
    };
    // the two sources contradict the free reading and each other, and the enlarged look does not settle it
    const unsure = await reread(['‘Account Number: 6945XXXXXXXX', 'Account Number: 6345XXXXXXXX', 'Account Number: 6345XXXXXXXX   ye']);
    expect(unsure.text).toBe('Account Number: unreadable');
    expect(unsure.charsSeen).toEqual(['', '', '']);
    expect(unsure.sizes[2]).toBe((unsure.sizes[0] ?? 0) * 2);
    // every look agrees: the free reading was wrong
    expect((await reread(['Account Number: 6945XXXXXXXX', 'Account Number: 6945XXXXXXXX', 'Account Number: 6945XXXXXXXX'])).text).toBe(
      'Account Number: 6945XXXXXXXX',
    );
    // lookalike: a clean number one look misreads stays, and is not looked at a third time
    const clean = rows.map((r, i) => (i === 0 ? replaceItemText(r, 0, 'Account Number: 5350XXXXXXXX') : r));
    const seen: string[] = ['Account Number: 5350XXXXXXXX', 'Account Number: S350XXXXXXXX'];
    const out = await rereadMaskedNumbers(clean, [image, image], 300 / 72, () => Promise.resolve(seen.shift() ?? 'unexpected'));
    expect(out[0]?.items[0]?.text).toBe('Account Number: 5350XXXXXXXX');
    expect(seen).toEqual([]);
  });

  it('keeps the digits the free reading set apart from a mask read as letters', async () => {
    const image: GrayImage = { ...page, data: new Uint8Array(page.width * page.height).fill(255) };
    const readings = ['358547\n', '3685474\n'];
    const out = await rereadMaskedNumbers(
      [
        line(455, [
          ['Account #:', 40, 30],
          ['358547 FHrix', 141, 40],
        ]),
      ],
      [image, image],
      300 / 72,
      () => Promise.resolve(readings.shift() ?? ''),
    );
    expect(out[0]?.items[1]?.text).toBe('358547');
  });

  it('keeps no number in the bureau column that disagrees with the two others', async () => {
    const image: GrayImage = { ...page, data: new Uint8Array(page.width * page.height).fill(255) };
    const row = (tu: string) => [
      line(455, [
        ['Account #:', 40, 30],
        [tu, 141, 40],
        ['358547*******', 294, 50],
        ['3585476336****94', 444, 71],
      ]),
    ];
    const reread = async (tu: string) => {
      const out = await rereadMaskedNumbers(
        row(tu),
        [image, image],
        300 / 72,
        (() => {
          const readings = [tu, tu, '358547*******', '358547*******', '3585476336****94', '3585476336****94'];
          return () => Promise.resolve(readings.shift() ?? '');
        })(),
      );
      return out[0]?.items.map((i) => i.text);
    };
    expect(await reread('3685474*******')).toEqual(['Account #:', 'unreadable', '358547*******', '3585476336****94']);
    // lookalike: the same row read right stays as it is
    expect(await reread('358547*******')).toEqual(['Account #:', '358547*******', '358547*******', '3585476336****94']);
  });

  it('replaces one item and keeps the gaps of the line text', () => {
    const out = replaceItemText(lines[0] as TextLine, 1, '725602******');
    expect(out.items[1]?.text).toBe('725602******');
    expect(out.text).toBe('Account #      725602******      725602XXXXXX      XXXXXXXXXXXX5974');
  });

  it('crops onto a white margin', () => {
    const img: GrayImage = { width: 4, height: 3, data: Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) };
    const c = crop(img, { left: 1, top: 1, width: 2, height: 2 }, 1);
    expect([c.width, c.height]).toEqual([4, 4]);
    expect(Array.from(c.data)).toEqual([255, 255, 255, 255, 255, 5, 6, 255, 255, 9, 10, 255, 255, 255, 255, 255]);
  });

  it('re-reads each cell from every source and keeps the best reading', async () => {
    const image: GrayImage = { ...page, data: new Uint8Array(page.width * page.height).fill(255) };
    const readings = ['725602', '725602******', '725602XXXXXX', '725602XXXXXX', 'XXXXXXXXXXXX5974', 'XXXXXXXXXXXX597'];
    const out = await rereadMaskedNumbers(lines, [image, image], 300 / 72, () => Promise.resolve(readings.shift() ?? ''));
    expect(out[0]?.items.map((i) => i.text)).toEqual(['Account #', '725602******', '725602XXXXXX', 'XXXXXXXXXXXX5974']);
    expect(out.slice(1)).toEqual(lines.slice(1));
  });

  it('counts raised marks after the last character standing on the baseline', () => {
    const width = 200;
    const height = 60;
    const data = new Uint8Array(width * height).fill(255);
    const box = (x0: number, x1: number, y0: number, y1: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = 0;
    };
    // baseline at y=50, row height 30: two "digits" on the baseline, then three raised asterisks
    box(10, 22, 22, 50);
    box(26, 38, 22, 50);
    for (const x of [50, 70, 90]) box(x, x + 10, 24, 36);
    const cell: CellBox = { line: 0, item: 1, left: 0, top: 10, width: 150, height: 50, textRight: 40, baseline: 50, em: 30 };
    const img = { width, height, data };
    expect(trailingRaisedMarks(img, cell)).toBe(3);
    // a character on the baseline after the marks: they were not trailing
    box(110, 122, 22, 50);
    expect(trailingRaisedMarks(img, cell)).toBe(0);
  });
});
