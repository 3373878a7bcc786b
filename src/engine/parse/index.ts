import type { ExtractedDocument } from '../extract/types';
import { EngineError } from '../errors';
import { withDofd } from '../detect/common/dofd';
import type { CreditReport } from '../model';
import { coverageWarnings } from './common/coverage';
import { detectLayout, type Layout } from './detect-layout';
import { parseEquifax } from './equifax';
import { parseExperian } from './experian';
import { parseMerged } from './merged';
import { parseTransUnion } from './transunion';

export type { Layout } from './detect-layout';
export { detectLayout } from './detect-layout';

export interface ParsedDocument {
  layout: string;
  merged: boolean;
  reports: CreditReport[];
}

/** What every parser leaves to one place: each account's DOFD (printed, or derived from its removal date) and the coverage sentences. */
function finishReport(report: CreditReport): CreditReport {
  return { ...report, accounts: report.accounts.map(withDofd), warnings: [...report.warnings, ...coverageWarnings(report.coverage)] };
}

function hasContent(report: CreditReport): boolean {
  return report.accounts.length > 0 || report.inquiries.length > 0 || report.publicRecords.length > 0;
}

/**
 * Reads an extracted document into one CreditReport per bureau: detects the layout and dispatches
 * to its parser. Throws EngineError('not_a_credit_report') when no layout is recognised or the
 * recognised layout yields nothing a credit report holds.
 */
export function parseDocument(doc: ExtractedDocument): ParsedDocument {
  const layout: Layout | null = detectLayout(doc);
  let reports: CreditReport[];
  switch (layout) {
    case 'experian':
      reports = [parseExperian(doc)];
      break;
    case 'transunion':
      reports = [parseTransUnion(doc)];
      break;
    case 'equifax':
      reports = [parseEquifax(doc)];
      break;
    case 'merged':
      reports = parseMerged(doc);
      break;
    default:
      throw new EngineError('not_a_credit_report', 'no credit report layout recognised');
  }
  if (!reports.some(hasContent)) throw new EngineError('not_a_credit_report', `${layout} layout without accounts, inquiries or records`);
  return { layout, merged: layout === 'merged', reports: reports.map(finishReport) };
}
