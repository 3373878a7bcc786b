import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../../common/brand';
import { openPdf, readPageText } from '../../../../engine/extract/pdf';
import { makePdf } from '../../../../../tests/engine/test-files';
import type { TextPage } from '../../../../engine/extract/types';
import { composeLetter } from './compose';
import { ExhibitError } from './exhibit-pages';
import { bureauLetter, furnisherLetter, obsolete } from './letter-samples.test-data';
import { renderLetterPdf } from './pdf';

async function pagesOf(bytes: Uint8Array): Promise<{ pages: TextPage[]; info: Record<string, unknown> }> {
  const doc = await openPdf(bytes);
  try {
    const pages: TextPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) pages.push((await readPageText(await doc.getPage(n))).page);
    const { info } = await doc.getMetadata();
    return { pages, info: info as Record<string, unknown> };
  } finally {
    await doc.destroy();
  }
}

const flat = (s: string) => s.replace(/[\s\u00a0]+/g, ' ').trim();
const pageText = (page: TextPage) => flat(page.lines.map((l) => l.text).join(' '));

function image(type: 'image/png' | 'image/jpeg', width: number, height: number): Uint8Array {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#c33';
  ctx.fillRect(0, 0, width, height);
  return new Uint8Array(type === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg'));
}

const longLetter = composeLetter({
  ...bureauLetter,
  items: [...bureauLetter.items, ...Array.from({ length: 6 }, (_, i) => ({ ...obsolete, id: `extra-${i}`, creditor: `EXTRA CREDITOR ${i + 1}` }))],
});

describe('renderLetterPdf', () => {
  it('prints the whole letter as selectable text on US Letter pages, numbered "Page n of m"', async () => {
    const { pages, info } = await pagesOf(await renderLetterPdf(longLetter, { signature: { name: 'Jordan Q. Sample', date: '2026-11-24' } }));
    expect(pages.length).toBeGreaterThan(1);
    const all = flat(
      pages
        .map(pageText)
        .join(' ')
        .replace(/Page \d+ of \d+/g, ''),
    );
    // Every word of the letter is on the pages, in order.
    let from = 0;
    for (const word of flat(longLetter.plainText).replace(/^- /gm, '').split(' ')) {
      if (word === '-') continue;
      const at = all.indexOf(word, from);
      expect(at, word).toBeGreaterThanOrEqual(0);
      from = at;
    }
    pages.forEach((page, index) => {
      expect([page.width, page.height]).toEqual([612, 792]);
      expect(pageText(page)).toContain(`Page ${index + 1} of ${pages.length}`);
      for (const line of page.lines) {
        if (/^Page \d+ of \d+$/.test(line.text)) continue;
        const left = line.items[0]!.x;
        const last = line.items[line.items.length - 1]!;
        expect(left, line.text).toBeGreaterThanOrEqual(71.5);
        expect(last.x + last.width, line.text).toBeLessThanOrEqual(540.5);
        expect(line.y, line.text).toBeGreaterThan(72);
        expect(line.y, line.text).toBeLessThanOrEqual(720);
      }
    });
    const last = pageText(pages[pages.length - 1]!);
    expect(last).toMatch(/Sincerely, Jordan Q\. Sample Jordan Q\. Sample Signed November 24, 2026/);
    // An item is never split across two pages.
    for (const page of pages) {
      const text = pageText(page);
      for (const item of longLetter.items) {
        const first = flat(item.text.split('\n')[0]!);
        if (text.includes(`${item.number}. ${first}`)) expect(text).toContain(flat(item.text.split('\n').at(-1)!));
      }
    }
    // Decision 170: the person is the author, the product the tool that produced the PDF (nothing disguised).
    expect(info.Producer).toBe(PRODUCT_NAME);
    expect(info.Creator).toBe(PRODUCT_NAME);
    expect(info.Author).toBe('Jordan Q. Sample');
    expect(info.Title).toBe(longLetter.subject);
  });

  it('leaves an empty signature line when not yet signed; the text is the person’s, the metadata names the producer', async () => {
    const letter = composeLetter(furnisherLetter);
    const { pages, info } = await pagesOf(await renderLetterPdf(letter));
    expect(pages).toHaveLength(1);
    const text = pageText(pages[0]!);
    expect(text).toMatch(/Sincerely, Jordan Q\. Sample Enclosures:/);
    expect(text).not.toContain('Signed');
    expect(text).not.toMatch(new RegExp(`${PRODUCT_NAME}|pdfkit|pdf-lib`, 'i'));
    expect(info.Producer).toBe(PRODUCT_NAME);
  });

  it('appends exhibits behind the letter: PDF pages copied, images fitted on their own page', async () => {
    const letter = composeLetter(furnisherLetter);
    const exhibitPdf = await makePdf((doc) => {
      doc.text('EXHIBIT ONE FIRST PAGE');
      doc.addPage().text('EXHIBIT ONE SECOND PAGE');
    });
    const wide = image('image/jpeg', 1600, 400);
    const tall = image('image/png', 300, 1200);
    const bytes = await renderLetterPdf(letter, { exhibits: [exhibitPdf, wide, tall] });
    const { pages, info } = await pagesOf(bytes);
    expect(pages).toHaveLength(5);
    // pdf-lib keeps the letter's metadata: the producer stays the product, never pdf-lib.
    expect(info.Producer).toBe(PRODUCT_NAME);
    expect(JSON.stringify(info)).not.toMatch(/pdfkit|pdf-lib/i);
    expect(pageText(pages[0]!)).toContain('Page 1 of 1');
    expect(pageText(pages[1]!)).toBe('EXHIBIT ONE FIRST PAGE');
    expect(pageText(pages[2]!)).toBe('EXHIBIT ONE SECOND PAGE');
    expect(pages[3]!.lines).toEqual([]);
    expect([pages[3]!.width, pages[3]!.height]).toEqual([612, 792]);

    const doc = await openPdf(bytes, { forRendering: true });
    try {
      const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
      for (const [n, [w, h]] of [
        [4, [540, 135]],
        [5, [180, 720]],
      ] as const) {
        const ops = await (await doc.getPage(n)).getOperatorList();
        const at = ops.fnArray.indexOf(OPS.paintImageXObject);
        expect(at).toBeGreaterThan(0);
        // The image's placement: the transforms since the last save before it, composed.
        let m = [1, 0, 0, 1, 0, 0];
        for (let i = ops.fnArray.lastIndexOf(OPS.save, at); i < at; i++) {
          if (ops.fnArray[i] !== OPS.transform) continue;
          const [a1, b1, c1, d1, e1, f1] = ops.argsArray[i] as number[];
          const [a0, b0, c0, d0, e0, f0] = m as [number, number, number, number, number, number];
          m = [a1! * a0 + b1! * c0, a1! * b0 + b1! * d0, c1! * a0 + d1! * c0, c1! * b0 + d1! * d0, e1! * a0 + f1! * c0 + e0, e1! * b0 + f1! * d0 + f0];
        }
        const [a, , , d, e, f] = m;
        // Fitted inside half-inch margins, aspect kept, centred.
        expect([Math.round(a!), Math.round(d!)]).toEqual([w, h]);
        expect(Math.round(e! * 2 + a!)).toBe(612);
        expect(Math.round(f! * 2 + d!)).toBe(792);
      }
    } finally {
      await doc.destroy();
    }
  });

  it('refuses a damaged, password-protected or unknown exhibit with a clear error naming it', async () => {
    const letter = composeLetter(furnisherLetter);
    const good = await makePdf((doc) => doc.text('fine'));
    const encrypted = await makePdf((doc) => doc.text('secret'), { userPassword: 'pw', ownerPassword: 'owner' });
    const png = image('image/png', 50, 50);
    const jpeg = image('image/jpeg', 50, 50);
    const cases: [Uint8Array, string][] = [
      [good.subarray(0, good.length - 200), 'damaged_exhibit'],
      [encrypted, 'encrypted_exhibit'],
      [png.subarray(0, png.length - 30), 'damaged_exhibit'],
      [Uint8Array.from(png, (b, i) => (i === 60 ? b ^ 0xff : b)), 'damaged_exhibit'],
      [jpeg.subarray(0, jpeg.length - 10), 'damaged_exhibit'],
      [new TextEncoder().encode('just some text'), 'unsupported_exhibit'],
      [new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46]), 'damaged_exhibit'],
    ];
    for (const [bytes, code] of cases) {
      const error = await renderLetterPdf(letter, { exhibits: [good, bytes] }).catch((e: unknown) => e);
      expect(error, code).toBeInstanceOf(ExhibitError);
      expect((error as ExhibitError).code, code).toBe(code);
      expect((error as ExhibitError).index).toBe(1);
    }
  });
});
