/**
 * A scan's progress names the page being read (issue 27: "Reading page 3 of 12" on every screen that follows an
 * analysis): a scanned PDF and several photos of one report report { page, of } as their pages are read.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument, shutdownOcr, type PageProgress } from '../../../src/engine/extract/index';
import { packPages } from '../../../src/engine/pages-bundle';
import { makePdf, textImage, textPdf } from '../test-files';

afterAll(() => shutdownOcr());

function recorder() {
  const seen: { stage: string; percent: number; pages?: PageProgress }[] = [];
  return { seen, onProgress: (stage: string, percent: number, pages?: PageProgress) => seen.push({ stage, percent, pages }) };
}

describe('page progress while a scan is read', () => {
  it('a three-page scanned PDF: page 1 of 3 first, then each page read, up to 3 of 3', async () => {
    const scan = (title: string) => Buffer.from(textImage([title, 'Account Review Inquiries'], { width: 1000, format: 'jpeg' }));
    const bytes = await makePdf((doc) => {
      doc.image(scan('Experian Credit Report'), 0, 0, { width: 612, height: 792 });
      doc.addPage().image(scan('Accounts in good standing'), 0, 0, { width: 612, height: 792 });
      doc.addPage().image(scan('Public records and inquiries'), 0, 0, { width: 612, height: 792 });
    });
    const { seen, onProgress } = recorder();
    const doc = await extractDocument(bytes, 'pdf', onProgress);
    expect(doc.pages.every((p) => p.ocr)).toBe(true);
    const pages = seen.flatMap((s) => (s.pages ? [s.pages] : []));
    expect(pages[0]).toEqual({ page: 1, of: 3 });
    expect(pages.at(-1)).toEqual({ page: 3, of: 3 });
    // Never past the count, never backwards.
    for (const [i, p] of pages.entries()) {
      expect(p.page).toBeLessThanOrEqual(p.of);
      if (i > 0) expect(p.page).toBeGreaterThanOrEqual(pages[i - 1]!.page);
    }
    expect(seen.filter((s) => s.pages).every((s) => s.stage === 'ocr')).toBe(true);
  }, 60_000);

  it('several photos of one report, read two at a time: page 1 of n first, never backwards, up to n of n', async () => {
    const photo = (lines: string[]) => textImage(lines, { width: 800, format: 'png' });
    // the first photo holds the most text, so it is read last of the first two: the pages keep the order sent
    const first = ['Equifax Credit Report', ...Array.from({ length: 20 }, (_, i) => `Account ${i + 1} Balance $${(i + 1) * 100}`)];
    const { seen, onProgress } = recorder();
    const doc = await extractDocument(packPages([photo(first), photo(['Collections']), photo(['Inquiries'])]), 'pages', onProgress);
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    const texts = doc.pages.map((p) => p.lines.map((l) => l.text).join(' '));
    expect(texts[0]).toContain('Equifax');
    expect(texts[1]).toContain('Collections');
    expect(texts[2]).toContain('Inquiries');
    const pages = seen.flatMap((s) => (s.pages ? [s.pages] : []));
    expect(pages[0]).toEqual({ page: 1, of: 3 });
    expect(pages.at(-1)).toEqual({ page: 3, of: 3 });
    for (const [i, p] of pages.entries()) if (i > 0) expect(p.page).toBeGreaterThanOrEqual(pages[i - 1]!.page);
    // reading ends with no page named
    expect(seen.at(-1)?.pages).toBeUndefined();
  }, 60_000);

  it('a PDF with a text layer names no page (it is read in a moment)', async () => {
    const { seen, onProgress } = recorder();
    await extractDocument(await textPdf(['Experian Credit Report']), 'pdf', onProgress);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.pages === undefined)).toBe(true);
  });
});
