import type { ExtractedDocument } from '../extract/types';
import { EngineError } from '../errors';
import { withDofd } from '../detect/common/dofd';
import type { Bureau, CreditReport, ReaderChoice } from '../model';
import { checkReport, failedShare, withMostlyFailedReadings } from './check/account-checks';
import { generalIsBetter, layoutFailure, readingOf, readingWarnings, withBureauFlag } from './check/reading-choice';
import { withUnreadAccounts } from './check/unread-accounts';
import { checkInquiries } from './check/entry-checks';
import { coverageWarnings, withoutUnreadableNumbers } from './common/coverage';
import { withDisputeResults } from './common/dispute-results';
import { documentLines, documentText } from './common/lines';
import { notShownOf, printedFieldsOf } from './common/printed-fields';
import { parseSingleBureau } from './common/report';
import { inEnglish } from './common/spanish';
import { detectLayout, reportVocabulary, type DetectOptions, type Layout } from './detect-layout';
import { bureauParts } from './general/bureau-parts';
import { readGeneral } from './general/read';
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
function finishReport(doc: ExtractedDocument, parsed: CreditReport, reader: ReaderChoice): CreditReport {
  const report = withoutUnreadableNumbers(parsed);
  const accounts = report.accounts.map(withDofd);
  const printedFields = printedFieldsOf(doc, accounts);
  return {
    ...report,
    accounts,
    printedFields,
    notShown: notShownOf(printedFields, accounts),
    coverage: { ...report.coverage, reader },
    warnings: [...report.warnings, ...coverageWarnings(report.coverage), ...readingWarnings(accounts)],
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
export function parseDocument(printed: ExtractedDocument, options: ParseOptions = {}): ParsedDocument {
  const doc = inEnglish(printed);
  const parsed = parseBureauParts(doc, options) ?? parseWhole(doc, options);
  return { ...parsed, reports: withMostlyFailedReadings(withUnreadAccounts(doc, withDisputeResults(documentLines(doc), parsed.reports))) };
}

/**
 * A print of several bureaus' sections one after another (general/bureau-parts.ts): each part read as its bureau's
 * report, when every part reads as one report with accounts; else null (the document is read whole).
 */
function parseBureauParts(doc: ExtractedDocument, options: ParseOptions): ParsedDocument | null {
  if (options.bureau) return null;
  const parts = bureauParts(doc);
  if (!parts) return null;
  const read: Array<{ bureau: Bureau; parsed: ParsedDocument }> = [];
  for (const part of parts) {
    let parsed: ParsedDocument;
    try {
      parsed = parseWhole(part.doc, { ...options, bureau: part.bureau });
    } catch {
      return null;
    }
    if (parsed.reports.length !== 1 || parsed.reports[0]!.accounts.length === 0) return null;
    read.push({ bureau: part.bureau, parsed });
  }
  return {
    layout: read[0]!.parsed.layout,
    merged: true,
    reports: read.map(({ bureau, parsed }) => ({ ...parsed.reports[0]!, bureau })),
  };
}

function parseWhole(doc: ExtractedDocument, options: ParseOptions): ParsedDocument {
  const layout: Layout | null = detectLayout(doc, options);
  const text = documentText(doc);
  const bureauGiven = options.bureau != null;
  // a 3-bureau layout's reading may hold one bureau's report only (the others had nothing): no bureau check then
  const own =
    layout == null
      ? null
      : readingOf((layout === 'merged' ? parseMerged(doc) : [parseOneBureau(doc, layout)]).map(checkReport), text, bureauGiven || layout === 'merged');
  const claimed = own != null && own.reports.some(hasContent);
  const ownAccounts = own?.reports.reduce((n, r) => n + r.accounts.length, 0) ?? 0;
  // The layout parser stands when it read accounts and its readings pass their self-checks.
  if (claimed && ownAccounts > 0 && failedShare(own!.reports) <= GENERAL_TAKES_OVER && own!.bureauCheck == null) {
    const reader: ReaderChoice = { kind: 'layout', name: layout!, reason: 'the layout parser recognised this file and its reading passed the self-checks' };
    const reports = layout === 'merged' ? own!.reports : withPrintedInquiries(doc, own!.reports, layout!);
    const read = reports === own!.reports ? reader : { ...reader, reason: `${reader.reason}; its inquiries were read by the general reader` };
    return { layout: layout!, merged: layout === 'merged', reports: reports.map((r) => finishReport(doc, r, read)) };
  }
  const general = generalReading(doc, layout, options);
  const generalChecked = general ? readingOf(general.reports, text, bureauGiven || general.multiBureau) : null;
  if (general && (!claimed || generalIsBetter(own!, generalChecked))) {
    const reason = !layout ? 'no layout parser claimed this file' : layoutFailure(layout, own!);
    const reader: ReaderChoice = { kind: 'general', name: 'general', reason };
    return {
      layout: general.multiBureau ? 'merged' : 'general',
      merged: general.multiBureau,
      reports: general.reports.map((r) => finishReport(doc, r, reader)),
    };
  }
  if (layout == null) throw new EngineError('not_a_credit_report', 'no credit report layout recognised');
  if (!claimed) throw new EngineError('not_a_credit_report', `${layout} layout without accounts, inquiries or records`);
  const reason = own!.bureauCheck
    ? `${layoutFailure(layout, own!)}; the general reader read no better`
    : 'the general reader read no better than the layout parser';
  const reader: ReaderChoice = { kind: 'layout', name: layout, reason };
  return { layout, merged: layout === 'merged', reports: withBureauFlag(own!).map((r) => finishReport(doc, r, reader)) };
}

/**
 * A single-bureau layout reading without inquiries on a page whose inquiry section the general reader reads (a
 * report-level self-check: what the page prints against what was read): the inquiries are taken from the page.
 */
function withPrintedInquiries(doc: ExtractedDocument, reports: CreditReport[], layout: Layout): CreditReport[] {
  const [only] = reports;
  if (reports.length !== 1 || !only || only.inquiries.length > 0) return reports;
  const general = readGeneral(doc, layout === 'merged' ? null : layout);
  const same = general.multiBureau || general.reports.length !== 1 ? undefined : general.reports[0];
  if (!same || same.inquiries.length === 0) return reports;
  // the general reader's inquiries get the same self-checks as the layout parser's (they were read unchecked)
  const inquiries = checkInquiries(same.inquiries);
  return [{ ...only, inquiries, coverage: { ...only.coverage, inquiriesRead: inquiries.length } }];
}

/** Above this share of accounts failing their self-checks, the general reader is tried too. */
const GENERAL_TAKES_OVER = 0.2;

/** The general reader's reading when it found accounts in what is clearly a credit report; else null. */
function generalReading(doc: ExtractedDocument, layout: Layout | null, options: ParseOptions): ReturnType<typeof readGeneral> | null {
  if (layout == null && reportVocabulary(documentText(doc)) < 3) return null;
  const hint = layout && layout !== 'merged' ? layout : (options.bureau ?? null);
  const reading = readGeneral(doc, hint);
  const reports = reading.reports.map(checkReport).filter(hasContent);
  // an account needs its number and a balance or a status to count as read from a report
  if (!reports.some((r) => r.accounts.some((a) => a.accountNumber && (a.balance != null || a.status)))) return null;
  return { ...reading, reports };
}
