/**
 * `npx tsx bench/engine-lines.ts FILE [--page N]`
 * Prints the text lines the parsers see for a report file (its text layer, or what OCR read from a scan), one
 * line each with its baseline in points: for tracing a misreading back to the page. Prints report contents, so
 * use it on fixtures, never on a person's upload.
 */
import { readFileSync } from 'node:fs';
import { extractDocument, shutdownOcr } from '../src/engine/extract/index';
import { sniffFileType } from '../src/engine/sniff';

async function main(): Promise<void> {
  const [file, ...rest] = process.argv.slice(2).filter((a) => a !== '--');
  if (!file) throw new Error('usage: engine-lines FILE [--page N]');
  const pageAt = rest.indexOf('--page');
  const only = pageAt >= 0 ? Number(rest[pageAt + 1]) : null;
  const bytes = new Uint8Array(readFileSync(file));
  const doc = await extractDocument(bytes, sniffFileType(bytes));
  for (const page of doc.pages) {
    if (only !== null && page.number !== only) continue;
    console.log(`=== page ${page.number}${page.ocr ? ' (OCR)' : ''}`);
    for (const line of page.lines) console.log(`${line.y.toFixed(0).padStart(4)} | ${line.text}`);
  }
  await shutdownOcr();
}

void main();
