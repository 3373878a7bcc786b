/**
 * 3-bureau merged reports from monitoring sites: one table per account with a label column and
 * TransUnion / Experian / Equifax columns. Values are placed by x-position (see columns.ts).
 */
import type { ExtractedDocument } from '../../extract/types';
import type { CreditReport } from '../../model';
import { documentItemLines } from '../common/doc-lines';
import { buildReports } from './build';
import { isFurniture, printStampDate } from './furniture';
import { readTables } from './tables';

export { hasBureauColumns, looksLikeMerged } from './recognise';

export function parseMerged(doc: ExtractedDocument): CreditReport[] {
  const all = documentItemLines(doc, { keep: (text) => /trans\s?union|experian|equifax/i.test(text) });
  const printDate = all.map(printStampDate).find((d) => d !== null) ?? null;
  return buildReports(readTables(all.filter((line) => !isFurniture(line))), printDate);
}
