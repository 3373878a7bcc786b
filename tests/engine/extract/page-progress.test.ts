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

  it('several photos of one report: page i of n before each photo is read', async () => {
    const photo = (title: string) => textImage([title], { width: 800, format: 'png' });
    const { seen, onProgress } = recorder();
    await extractDocument(packPages([photo('Equifax Credit Report'), photo('Collections')]), 'pages', onProgress);
    expect(seen.flatMap((s) => (s.pages ? [s.pages] : []))).toEqual([
      { page: 1, of: 2 },
      { page: 2, of: 2 },
    ]);
  }, 60_000);

  it('a PDF with a text layer names no page (it is read in a moment)', async () => {
    const { seen, onProgress } = recorder();
    await extractDocument(await textPdf(['Experian Credit Report']), 'pdf', onProgress);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.pages === undefined)).toBe(true);
  });
});
