/**
 * 3-bureau merged reports from monitoring sites: one table per account with a label column and
 * TransUnion / Experian / Equifax columns. Values are placed by x-position (see columns.ts).
 */
import type { ExtractedDocument } from '../../extract/types';
import type { CreditReport } from '../../model';
import { documentLines } from '../equifax/lines';
import { buildReports } from './build';
import { bureauHeader } from './columns';
import { readTables } from './tables';

/** True when the document prints the three bureaus side by side as table column headers. */
export function looksLikeMerged(doc: ExtractedDocument): boolean {
  let headers = 0;
  for (const page of doc.pages) {
    for (const line of page.lines) {
      const header = bureauHeader(line);
      if (header && header.columns.length === 3) headers++;
      if (headers >= 2) return true;
    }
  }
  return headers >= 1 && doc.pages.length <= 2;
}

export function parseMerged(doc: ExtractedDocument): CreditReport[] {
  const lines = documentLines(doc, { keep: (text) => /trans\s?union|experian|equifax/i.test(text) });
  return buildReports(readTables(lines));
}
