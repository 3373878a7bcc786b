import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it, afterAll } from 'vitest';
import { EngineError } from '../../../src/engine/errors';
import { extractDocument, shutdownOcr } from '../../../src/engine/extract/index';
import { MAX_PDF_PAGES } from '../../../src/engine/extract/limits';
import { openPdf, readPageText } from '../../../src/engine/extract/pdf';
import { joinPdfs, makePdf, manyPagesPdf, pdfWithOpenActionScript, pngHeaderOnly, textImage, textPdf } from '../test-files';
import type { ExtractedDocument } from '../../../src/engine/extract/types';
import { encipher, layeredScanPdf, type LayerLine } from '../../fixtures/generator/scan-layers';
import { Rng } from '../../fixtures/generator/prng';

afterAll(() => shutdownOcr());

async function codeOf(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (err) {
    return err instanceof EngineError ? err.code : `other: ${String(err)}`;
  }
}

const allText = (doc: ExtractedDocument) => doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');

describe('PDF text with positions', () => {
  it('reads lines top to bottom with items at their x positions', async () => {
    const bytes = await makePdf((doc) => {
      doc.fontSize(10);
      doc.text('Account Name', 72, 100);
      doc.text('CAPITAL ONE', 250, 100);
      doc.text('-', 400, 100);
      doc.text('$1,234', 480, 100);
      doc.text('Balance: $310', 72, 130);
    });
    const doc = await extractDocument(bytes, 'pdf');
    expect(doc.source).toBe('pdf-text');
    expect(doc.pages).toHaveLength(1);
    const [first, second] = doc.pages[0]?.lines ?? [];
    expect(first?.items.map((i) => i.text)).toEqual(['Account Name', 'CAPITAL ONE', '-', '$1,234']);
    expect(first?.items.map((i) => Math.round(i.x))).toEqual([72, 250, 400, 480]);
    expect(first?.text).toMatch(/^Account Name {2,}CAPITAL ONE {2,}- {2,}\$1,234$/);
    expect(second?.text).toBe('Balance: $310');
    expect(second!.y - first!.y).toBeCloseTo(30, 0);
    expect(first?.size).toBeCloseTo(10, 0);
  });

  it('refuses a password-protected PDF', async () => {
    const bytes = await textPdf(['secret'], { userPassword: 'pw', ownerPassword: 'owner' });
    expect(await codeOf(extractDocument(bytes, 'pdf'))).toBe('password_protected');
  });

  it('refuses truncated and damaged PDFs', async () => {
    const good = await textPdf(['Experian', 'Account Name CAPITAL ONE']);
    expect(await codeOf(extractDocument(good.subarray(0, Math.floor(good.length * 0.6)), 'pdf'))).toBe('damaged_file');
    const garbage = new Uint8Array(4000).map((_, i) => (i * 7919) % 251);
    const header = new TextEncoder().encode('%PDF-1.7\n');
    const junk = new Uint8Array([...header, ...garbage]);
    expect(await codeOf(extractDocument(junk, 'pdf'))).toBe('damaged_file');
    const junkWithEof = new Uint8Array([...junk, ...new TextEncoder().encode('\n%%EOF\n')]);
    expect(await codeOf(extractDocument(junkWithEof, 'pdf'))).toBe('damaged_file');
  });

  it(`refuses more than ${MAX_PDF_PAGES} pages without reading them`, async () => {
    const atLimit = await manyPagesPdf(MAX_PDF_PAGES);
    expect((await extractDocument(atLimit, 'pdf')).pages).toHaveLength(MAX_PDF_PAGES);
    const bytes = await manyPagesPdf(500);
    const started = Date.now();
    expect(await codeOf(extractDocument(bytes, 'pdf'))).toBe('too_many_pages');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('never runs embedded JavaScript and still reads the text', async () => {
    const base = await textPdf(['Experian credit report']);
    const bytes = await pdfWithOpenActionScript(base, 'globalThis.__pdfScriptRan = true; app.alert("hi");');
    const doc = await extractDocument(bytes, 'pdf');
    expect(allText(doc)).toContain('Experian credit report');
    expect((globalThis as Record<string, unknown>).__pdfScriptRan).toBeUndefined();
  });
});

describe('which PDF pages need OCR', () => {
  async function needsOcr(draw: (doc: PDFKit.PDFDocument) => void): Promise<boolean> {
    const doc = await openPdf(await makePdf(draw));
    try {
      return (await readPageText(await doc.getPage(1))).needsOcr;
    } finally {
      await doc.destroy();
    }
  }

  it('a page drawn as many outlines (text converted to paths) and one with an image do', async () => {
    const glyphs = (doc: PDFKit.PDFDocument) => {
      for (let i = 0; i < 400; i++) doc.rect(50 + (i % 40) * 12, 60 + Math.floor(i / 40) * 14, 6, 9).fill('#000');
    };
    expect(await needsOcr(glyphs)).toBe(true);
    const scan = textImage(['x'], { width: 200 });
    expect(await needsOcr((doc) => doc.image(Buffer.from(scan), 0, 0, { width: 612 }))).toBe(true);
  });

  it('a scanned page under a short text stamp does', async () => {
    const scan = textImage(['x'], { width: 300 });
    const stamped = (doc: PDFKit.PDFDocument) => {
      doc.image(Buffer.from(scan), 0, 0, { width: 612, height: 792 });
      doc.fontSize(8).text('Received by fax 11/03/2025 10:42 from 555-0100, page 1 of 3, scanned copy', 36, 20);
    };
    expect(await needsOcr(stamped)).toBe(true);
    const logo = (doc: PDFKit.PDFDocument) => {
      doc.image(Buffer.from(scan), 36, 36, { width: 60 });
      doc.fontSize(8).text('Received by fax 11/03/2025 10:42 from 555-0100, page 1 of 3, scanned copy', 36, 120);
    };
    expect(await needsOcr(logo)).toBe(false);
  });

  it('a text page, or an empty page with a frame, does not', async () => {
    expect(await needsOcr((doc) => doc.fontSize(10).text('Experian credit report, personal information and accounts', 72, 72))).toBe(false);
    expect(await needsOcr((doc) => doc.rect(36, 36, 540, 720).stroke())).toBe(false);
  });
});

describe('pages whose text layer is garbage', () => {
  const PAGE_TEXT = [
    'TransUnion Credit Report',
    'Accounts with Adverse Information',
    'NORTHWIND BANK 412345678901****',
    'Pay Status        Charged Off',
    'Estimated month and year this item will be removed        06/2029',
    'Remarks        Account closed at consumer request',
    'Address        PO Box 1234 Springfield, IL 62701',
    'Date Opened        03/14/2021        Responsibility        Individual Account',
    'Account Type        Revolving Account        Loan Type        CREDIT CARD',
    'Balance        $412        Date Updated        05/20/2025        High Balance        $1,250',
    'Credit Limit        $1,500        Terms        $35 per month; paid Monthly',
  ];
  const layer = (lines: string[]): LayerLine[] => lines.map((text, i) => ({ text, x: 61, y: 103 + i * 16.5, size: 9.9 }));
  const image = Buffer.from(textImage(PAGE_TEXT, { width: 1275, format: 'jpeg' }));
  const broken = encipher(layer(PAGE_TEXT), new Rng(3));

  it('a scanned page with a good OCR layer (Paper Capture) keeps it; one with a broken layer is read by OCR instead', async () => {
    const doc = await openPdf(
      await layeredScanPdf([
        { image, layer: layer(PAGE_TEXT) },
        { image, layer: broken },
      ]),
    );
    try {
      const good = await readPageText(await doc.getPage(1));
      expect(good).toMatchObject({ needsOcr: false, garbageText: false });
      expect(good.page.lines.map((l) => l.text)).toContain('Accounts with Adverse Information');
      const bad = await readPageText(await doc.getPage(2));
      expect(bad).toMatchObject({ needsOcr: true, garbageText: true });
    } finally {
      await doc.destroy();
    }
  });

  it("in a mixed file only the broken page is OCR'd; the others keep their text", async () => {
    const text = await textPdf(['Experian credit report', 'Account Name        CONTOSO CARD', 'Balance        $310']);
    const scan = await layeredScanPdf([{ image, layer: broken }]);
    const bytes = await joinPdfs([text, scan, text]);
    const doc = await extractDocument(bytes, 'pdf');
    expect(doc.pages.map((p) => p.ocr ?? false)).toEqual([false, true, false]);
    expect(doc.source).toBe('pdf-text');
    const ocrText = doc.pages[1]!.lines.map((l) => l.text).join('\n');
    expect(ocrText).toContain('Accounts with Adverse Information');
    expect(ocrText).not.toContain('\u00ff');
    expect(doc.pages[2]!.lines[0]?.text).toBe('Experian credit report');
  });
});

describe('images and scans', () => {
  it('refuses a 20000×20000 image from its header, fast', async () => {
    const bytes = pngHeaderOnly(20000, 20000);
    expect(bytes.length).toBeLessThan(200);
    const started = Date.now();
    expect(await codeOf(extractDocument(bytes, 'png'))).toBe('image_too_large');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('treats an image that does not decode as damaged', async () => {
    const bytes = pngHeaderOnly(100, 100).subarray(0, 40);
    expect(await codeOf(extractDocument(bytes, 'png'))).toBe('damaged_file');
  });

  it('reads a tilted photo of text with OCR, in points like the PDF path', async () => {
    const lines = ['Account Name        MIDLAND CREDIT', 'Balance        $1,234', 'Date Opened        08/15/2019'];
    const doc = await extractDocument(textImage(lines, { degrees: 1.3, format: 'jpeg' }), 'jpeg');
    expect(doc.source).toBe('ocr');
    const text = allText(doc);
    expect(text).toContain('MIDLAND CREDIT');
    expect(text).toContain('$1,234');
    expect(text).toContain('08/15/2019');
    const page = doc.pages[0]!;
    expect(page.width).toBeCloseTo(612, 0);
    const balance = page.lines.find((l) => l.text.startsWith('Balance'));
    // "Balance" and the amount are separate cells: the eight spaces between them are a visible gap.
    expect(balance?.items.map((i) => i.text)).toEqual(['Balance', '$1,234']);
    const [label, value] = balance!.items;
    expect(value!.x - (label!.x + label!.width)).toBeGreaterThan(15);
  });

  it('reads a long screenshot holding several pages in bands, into one tall page, no line lost or split', async () => {
    const width = 1000;
    const height = 3600;
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#000';
    ctx.font = '26px sans-serif';
    // About a page is 1294 rows of this width: the third line sits just before the first cut would fall.
    const lines: Array<[string, number]> = [
      ['Account Name        MIDLAND CREDIT', 120],
      ['Balance        $1,234', 420],
      ['Date Opened        08/15/2019', 1280],
      ['Pay Status        Charged Off', 2000],
      ['Account Name        FABRIKAM AUTO', 2620],
      ['Balance        $5,678', 3450],
    ];
    for (const [text, y] of lines) ctx.fillText(text, 80, y);
    const progress: number[] = [];
    const doc = await extractDocument(new Uint8Array(canvas.toBuffer('image/png')), 'png', (_, percent) => progress.push(percent));
    // Three bands, each reported as it is read.
    expect(progress.filter((p) => p > 10 && p < 100)).toHaveLength(2);
    expect(doc.pages).toHaveLength(1);
    const page = doc.pages[0]!;
    expect(page.height).toBeCloseTo((height * 612) / width, 0);
    const read = page.lines.map((l) => l.text.replace(/\s+/g, ' '));
    const wanted = lines.map(([text]) => text.replace(/\s+/g, ' '));
    expect(read).toEqual(wanted);
    const ys = page.lines.map((l) => l.y);
    lines.forEach(([, y], i) => expect(ys[i]).toBeCloseTo((y * 612) / width, -1));
  });

  it('gives up on a scan that cannot be read in time at once, with the timeout error', async () => {
    const scan = Buffer.from(textImage(['TransUnion Credit Report'], { width: 1275, format: 'jpeg' }));
    const bytes = await makePdf((doc) => {
      doc.image(scan, 0, 0, { width: 612, height: 792 });
      doc.addPage().image(scan, 0, 0, { width: 612, height: 792 });
    });
    const started = Date.now();
    expect(await codeOf(extractDocument(bytes, 'pdf', undefined, 1))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('OCRs a scanned PDF page that has no text layer', async () => {
    const scan = textImage(['TransUnion Credit Report', 'Account Review Inquiries'], { width: 1275, format: 'jpeg' });
    const bytes = await makePdf((doc) => {
      doc.image(Buffer.from(scan), 0, 0, { width: 612, height: 792 });
    });
    const doc = await extractDocument(bytes, 'pdf');
    expect(doc.source).toBe('ocr');
    expect(doc.pages[0]?.ocr).toBe(true);
    expect(allText(doc)).toContain('TransUnion Credit Report');
  });

  it('reads a 200 dpi scanned PDF from the pixels already decoded, and a drawn page beside it, each in its place', async () => {
    const scan = textImage(['Equifax Credit Report', 'Collections and Inquiries'], { width: 1700, format: 'jpeg' });
    const outlined = textImage(['Experian Personal Credit Report'], { width: 1275, format: 'jpeg' });
    const bytes = await makePdf((doc) => {
      doc.image(Buffer.from(outlined), 0, 0, { width: 612, height: 792 }); // 150 dpi: drawn at 200 dpi to be read
      doc.addPage();
      doc.image(Buffer.from(scan), 0, 0, { width: 612, height: 792 });
    });
    const doc = await extractDocument(bytes, 'pdf');
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(doc.pages.every((p) => p.ocr)).toBe(true);
    const text = (n: number) => doc.pages[n]?.lines.map((l) => l.text).join('\n') ?? '';
    expect(text(0)).toContain('Experian Personal Credit Report');
    expect(text(1)).toContain('Equifax Credit Report');
    expect(text(1)).toContain('Collections and Inquiries');
    // in points, like the PDF text path
    expect(doc.pages[1]?.width).toBeCloseTo(612, 0);
  });
});
