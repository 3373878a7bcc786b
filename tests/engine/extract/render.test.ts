import { describe, expect, it } from 'vitest';
import { openPdf } from '../../../src/engine/extract/pdf';
import { scanPixels } from '../../../src/engine/extract/render';
import { makePdf, textImage } from '../test-files';
import { layeredScanPdf } from '../../fixtures/generator/scan-layers';

/** scanPixels of the first page of a PDF drawn by `draw`. */
async function firstPageScan(draw: (doc: PDFKit.PDFDocument) => void) {
  const doc = await openPdf(await makePdf(draw));
  try {
    return await scanPixels(await doc.getPage(1));
  } finally {
    await doc.destroy();
  }
}

describe('scanPixels', () => {
  const scan = Buffer.from(textImage(['Account Name  NORTHBRIDGE BANK'], { width: 1700, format: 'jpeg' }));

  it('gives the decoded pixels of a page that is one upright page-sized scan, with its resolution', async () => {
    const pixels = await firstPageScan((doc) => doc.image(scan, 0, 0, { width: 612, height: 792 }));
    expect(pixels).not.toBeNull();
    expect(pixels?.width).toBe(1700);
    expect(pixels?.scale).toBeCloseTo(1700 / 612, 5);
    expect(pixels?.channels).toBe(3);
    const data = pixels?.data ?? new Uint8ClampedArray();
    // Paper is white, the printed line is ink.
    expect(data[0]).toBeGreaterThan(200);
    expect(Array.from(data).some((v) => v < 60)).toBe(true);
  });

  it('takes a scan under an invisible OCR text layer as the page', async () => {
    const bytes = await layeredScanPdf([{ image: scan, layer: [{ text: 'Account Name NORTHBRIDGE BANK', x: 60, y: 90, size: 10, width: 200 }] }]);
    const doc = await openPdf(bytes);
    try {
      expect((await scanPixels(await doc.getPage(1)))?.width).toBe(1700);
    } finally {
      await doc.destroy();
    }
  });

  it('gives nothing for pages that must be drawn to be read', async () => {
    // a visible text stamp over the scan: drawing keeps it
    expect(
      await firstPageScan((doc) => {
        doc.image(scan, 0, 0, { width: 612, height: 792 });
        doc.fontSize(8).text('Received by fax 11/03/2025 10:42, page 1 of 3', 36, 20);
      }),
    ).toBeNull();
    // the scan covers a part of the page only
    expect(await firstPageScan((doc) => doc.image(scan, 36, 36, { width: 300 }))).toBeNull();
    // a 150 dpi scan is enlarged to 200 dpi by drawing it
    const coarse = Buffer.from(textImage(['x'], { width: 1275, format: 'jpeg' }));
    expect(await firstPageScan((doc) => doc.image(coarse, 0, 0, { width: 612, height: 792 }))).toBeNull();
    // a text page
    expect(await firstPageScan((doc) => doc.fontSize(10).text('Experian credit report', 72, 72))).toBeNull();
  });
});
