/** The CROA documents as PDFs (pdfkit): the disclosure statement, and the signed contract with its two notices. */
import PDFDocument from 'pdfkit';
import {
  cancellationSentence,
  CONTRACT_TITLE,
  contractSections,
  DISCLOSURE_ACKNOWLEDGMENT,
  DISCLOSURE_FTC_ADDRESS,
  DISCLOSURE_PARAGRAPHS,
  DISCLOSURE_TITLE,
  noticeOfCancellation,
} from '../../../common/croa';
import type { StateDisclosure } from '../../../common/state-credit-services';
import { termsOfContract } from './contract';
import type { ContractRow } from './state';

type Doc = InstanceType<typeof PDFDocument>;

function render(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function heading(doc: Doc, text: string, size = 15): void {
  doc.font('Helvetica-Bold').fontSize(size).text(text, { align: 'left' }).moveDown(0.6);
}

function body(doc: Doc, text: string): void {
  doc.font('Helvetica').fontSize(10.5).text(text, { align: 'left' }).moveDown(0.6);
}

function disclosure(doc: Doc, state: StateDisclosure | null): void {
  heading(doc, DISCLOSURE_TITLE);
  for (const paragraph of DISCLOSURE_PARAGRAPHS) body(doc, paragraph);
  for (const line of DISCLOSURE_FTC_ADDRESS) doc.font('Helvetica').fontSize(10.5).text(line);
  // The state act's own statement where its row asks for it before the contract (decision 166), as on the screen.
  if (state?.beforeContract) {
    doc.moveDown(1);
    heading(doc, state.title, 12);
    body(doc, state.text);
  }
}

/** `state`: the person's state act's text (from their contract's state), printed after the federal statement. */
export function disclosurePdf(acknowledged?: { at: Date; ip: string }, state: StateDisclosure | null = null): Promise<Buffer> {
  return render(DISCLOSURE_TITLE, (doc) => {
    disclosure(doc, state);
    if (acknowledged) {
      doc.moveDown(1.2);
      body(doc, DISCLOSURE_ACKNOWLEDGMENT);
      body(doc, `Acknowledged electronically on ${acknowledged.at.toISOString()} from address ${acknowledged.ip}.`);
    }
  });
}

export function contractPdf(row: ContractRow): Promise<Buffer> {
  const terms = termsOfContract(row);
  return render(CONTRACT_TITLE, (doc) => {
    heading(doc, CONTRACT_TITLE, 17);
    for (const section of contractSections(terms)) {
      heading(doc, section.title, 12);
      for (const paragraph of section.paragraphs) body(doc, paragraph);
    }
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(11).text(cancellationSentence(terms.cancellationBusinessDays)).moveDown(0.8);
    body(doc, `Signed electronically by: ${row.signatureName}`);
    body(doc, `Date and time: ${row.signedAt.toISOString()}    From address: ${row.signedIp}`);
    if (row.cancelledAt) body(doc, `Cancelled on ${row.cancelledAt.toISOString()}.`);
    const notice = noticeOfCancellation(terms.business, terms.cancelByDate, terms.cancellationBusinessDays);
    // 1679e(a): the form is given in duplicate.
    for (const copy of ['Copy 1 of 2', 'Copy 2 of 2']) {
      doc.addPage();
      heading(doc, notice.title);
      doc.font('Helvetica').fontSize(9).fillColor('#555555').text(copy).fillColor('#000000').moveDown(0.8);
      for (const paragraph of notice.paragraphs) body(doc, paragraph);
    }
  });
}
