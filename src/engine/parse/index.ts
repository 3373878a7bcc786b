import type { ExtractedDocument } from '../extract/types';
import { EngineError } from '../errors';
import { withDofd } from '../detect/common/dofd';
import type { Bureau, CreditReport } from '../model';
import { coverageWarnings, withoutUnreadableNumbers } from './common/coverage';
import { documentLines } from './common/lines';
import { notShownOf, printedFieldsOf } from './common/printed-fields';
import { parseSingleBureau } from './common/report';
import { detectLayout, type DetectOptions, type Layout } from './detect-layout';
import { parseEquifax } from './equifax';
import { parseExperian } from './experian';
import { isMonitorLayout, parseMonitor } from './experian/monitor';
import { parseMerged } from './merged';
import { parseTransUnion } from './transunion';

export type { Layout } from './detect-layout';
export { detectLayout } from './detect-layout';

export interface ParsedDocument {
  layout: string;
  merged: boolean;
  reports: CreditReport[];
}

export type ParseOptions = DetectOptions;

/**
 * What every parser leaves to one place: each account's DOFD (printed, or derived from its removal date), the
 * coverage sentences and the account numbers OCR could not read.
 */
function finishReport(doc: ExtractedDocument, parsed: CreditReport): CreditReport {
  const report = withoutUnreadableNumbers(parsed);
  const accounts = report.accounts.map(withDofd);
  const printedFields = printedFieldsOf(doc, accounts);
  return {
    ...report,
    accounts,
    printedFields,
    notShown: notShownOf(printedFields, accounts),
    warnings: [...report.warnings, ...coverageWarnings(report.coverage)],
  };
}

function hasContent(report: CreditReport): boolean {
  return report.accounts.length > 0 || report.inquiries.length > 0 || report.publicRecords.length > 0;
}

/** Any single-bureau report read by structure alone: sections of labelled blocks under the common headings. */
function parseGeneric(doc: ExtractedDocument, bureau: Bureau): CreditReport {
  return parseSingleBureau(doc, { bureau, inquiryKinds: { hardInquiries: 'hard', inquiries: 'hard', softInquiries: 'soft', accountReviewInquiries: 'soft' } });
}

/**
 * One bureau's report: a monitoring print of that bureau's data ("Account N" blocks), else the
 * bureau's own layouts, else (when those read nothing) the generic reader, so a layout never seen
 * that uses the vocabulary is still read.
 */
function parseOneBureau(doc: ExtractedDocument, bureau: Bureau): CreditReport {
  if (isMonitorLayout(documentLines(doc))) return parseMonitor(doc, bureau);
  const own = bureau === 'experian' ? parseExperian(doc) : bureau === 'transunion' ? parseTransUnion(doc) : parseEquifax(doc);
  if (own.accounts.length > 0) return own;
  const generic = parseGeneric(doc, bureau);
  return generic.accounts.length > 0 || !hasContent(own) ? generic : own;
}

/**
 * Reads an extracted document into one CreditReport per bureau: detects the layout and dispatches
 * to its parser. `options.bureau` names the bureau of a report that prints no bureau name. Throws
 * EngineError('not_a_credit_report') when no layout is recognised or the recognised layout yields
 * nothing a credit report holds.
 */
export function parseDocument(doc: ExtractedDocument, options: ParseOptions = {}): ParsedDocument {
  const layout: Layout | null = detectLayout(doc, options);
  if (layout == null) throw new EngineError('not_a_credit_report', 'no credit report layout recognised');
  const reports = layout === 'merged' ? parseMerged(doc) : [parseOneBureau(doc, layout)];
  if (!reports.some(hasContent)) throw new EngineError('not_a_credit_report', `${layout} layout without accounts, inquiries or records`);
  return { layout, merged: layout === 'merged', reports: reports.map((r) => finishReport(doc, r)) };
}
