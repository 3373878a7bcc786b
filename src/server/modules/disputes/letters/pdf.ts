import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../../common/brand';
import { formatLetterDate, SIGN_OFF } from './compose';
import { appendExhibits } from './exhibit-pages';
import type { LetterDocument } from '../../../../common/disputes/letters';
import type { RenderOptions } from './types';

/** US Letter, 1-inch margins; the page number sits in the bottom margin. */
const PAGE = { size: 'LETTER', margin: 72 } as const;
const FONT = { regular: 'Times-Roman', bold: 'Times-Bold', signature: 'Times-Italic' } as const;
const SIZE = 11.5;
const LINE_GAP = 2;
const PARAGRAPH_GAP = 10;
const ITEM_INDENT = 20;
/** Sign-off, signature, line, printed name and date. */
const SIGNATURE_HEIGHT = 110;
/** The labels an item's lines start with, printed in bold. */
const ITEM_LABELS = ['Reported to:', 'The report shows:', 'Why it is inaccurate:', 'Basis:', 'Correction requested:'];

type Doc = PDFKit.PDFDocument;

/** A citation is not broken across lines ("FCRA 611(a)(5)", "12 CFR 1022.43"). */
function keepCitesWhole(text: string): string {
  return text.replace(/\b(FCRA|CFR) (?=\d)|\b(\d+) (?=CFR\b)/g, (m) => m.replace(' ', '\u00a0'));
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page when a block of this height does not fit in what is left of this one (and fits on one). */
function keepTogether(doc: Doc, height: number): void {
  const bottom = doc.page.height - doc.page.margins.bottom;
  const full = bottom - doc.page.margins.top;
  if (doc.y + height > bottom && height < full) doc.addPage();
}

function block(doc: Doc, lines: string[]): void {
  const text = lines.join('\n');
  keepTogether(doc, doc.heightOfString(text, { width: contentWidth(doc), lineGap: LINE_GAP }));
  doc.font(FONT.regular).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: LINE_GAP });
  doc.moveDown(0.9);
}

function paragraph(doc: Doc, text: string): void {
  doc.font(FONT.regular).text(keepCitesWhole(text), doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: LINE_GAP, paragraphGap: PARAGRAPH_GAP });
}

function item(doc: Doc, number: number, text: string): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc) - ITEM_INDENT;
  const lines = keepCitesWhole(text).split('\n');
  keepTogether(doc, doc.font(FONT.regular).heightOfString(text, { width, lineGap: LINE_GAP }) + PARAGRAPH_GAP);
  const top = doc.y;
  doc.font(FONT.bold).text(`${number}.`, left, top, { width: ITEM_INDENT, lineGap: LINE_GAP });
  doc.y = top;
  lines.forEach((line, index) => {
    const x = left + ITEM_INDENT;
    const gap = index === lines.length - 1 ? PARAGRAPH_GAP : 1;
    if (index === 0) {
      doc.font(FONT.bold).text(line, x, doc.y, { width, lineGap: LINE_GAP, paragraphGap: gap });
      return;
    }
    const label = ITEM_LABELS.find((l) => line.startsWith(l) && l.endsWith(':'));
    if (label) {
      doc.font(FONT.bold).text(`${label} `, x, doc.y, { width, lineGap: LINE_GAP, continued: true });
      doc.font(FONT.regular).text(line.slice(label.length + 1), { width, lineGap: LINE_GAP, paragraphGap: gap });
    } else {
      doc.font(FONT.regular).text(line, x, doc.y, { width, lineGap: LINE_GAP, paragraphGap: gap });
    }
  });
}

function signature(doc: Doc, name: string, signed?: { name: string; date: string }): void {
  const left = doc.page.margins.left;
  keepTogether(doc, SIGNATURE_HEIGHT);
  doc.moveDown(0.4);
  doc.font(FONT.regular).text(SIGN_OFF, left, doc.y, { lineGap: LINE_GAP });
  doc.moveDown(0.6);
  if (signed)
    doc
      .font(FONT.signature)
      .fontSize(17)
      .text(signed.name, left + 4, doc.y)
      .fontSize(SIZE);
  else doc.moveDown(1.6);
  const y = doc.y + 2;
  doc
    .moveTo(left, y)
    .lineTo(left + 216, y)
    .lineWidth(0.6)
    .stroke();
  doc.y = y + 5;
  doc.font(FONT.regular).text(name, left, doc.y, { lineGap: LINE_GAP });
  if (signed) doc.text(`Signed ${formatLetterDate(signed.date)}`, left, doc.y, { lineGap: LINE_GAP });
  doc.moveDown(1.2);
}

/** "Page n of m" centred in the bottom margin of every letter page. */
function pageNumbers(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .text(`Page ${i - start + 1} of ${count}`, doc.page.margins.left, doc.page.height - 48, { width: contentWidth(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

function toBytes(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/**
 * The letter as a PDF with selectable text (pdfkit, US Letter, 1-inch margins, "Page n of m"), signed with the
 * typed name and date when given, exhibits appended behind it (pdf-lib; a bad exhibit throws ExhibitError).
 * The metadata names the person as author and the product as the tool that produced the PDF (decision 170: we do
 * not disguise who prepared a document).
 */
export async function renderLetterPdf(letter: LetterDocument, opts: RenderOptions = {}): Promise<Uint8Array> {
  const name = letter.senderBlock[0] ?? '';
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: letter.subject, Author: name, Creator: PRODUCT_NAME, Producer: PRODUCT_NAME },
  });
  const bytes = toBytes(doc);
  doc.font(FONT.regular).fontSize(SIZE);

  block(doc, letter.senderBlock);
  block(doc, [letter.date]);
  block(doc, letter.recipientBlock);
  doc.font(FONT.bold).text(`Re: ${letter.subject}`, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: LINE_GAP, paragraphGap: PARAGRAPH_GAP });
  for (const p of letter.paragraphs) {
    // The closing stays on the page of the signature.
    if (p.id === 'closing') keepTogether(doc, doc.heightOfString(p.text, { width: contentWidth(doc), lineGap: LINE_GAP }) + PARAGRAPH_GAP + SIGNATURE_HEIGHT);
    paragraph(doc, p.text);
    if (p.id === 'opening') for (const i of letter.items) item(doc, i.number, i.text);
  }
  signature(doc, name, opts.signature);
  if (letter.enclosures.length > 0) block(doc, ['Enclosures:', ...letter.enclosures.map((e) => `•  ${e}`)]);
  pageNumbers(doc);
  doc.end();
  return appendExhibits(await bytes, opts.exhibits ?? []);
}
