/** The text of each page of a PDF, read with pdf.js (as a person selecting the text would get it). */
import { openPdf } from '../../../src/engine/extract/pdf';

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await openPdf(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((i) => ('str' in i ? i.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
