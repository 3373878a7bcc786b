import type { ExtractedDocument } from '../../extract/types';
import type { Account, Bureau, CreditReport, Inquiry, PublicRecord, ReportDate, ReportDateSource } from '../../model';
import { accountFromBlock } from './account';
import { fieldText, readBlocks, rejoinFixedWidthWraps, type Block } from './blocks';
import { coverageOf, summaryCounts, type PrintedCounts } from './coverage';
import { consumerFrom, findReportDate, findScore } from './consumer';
import { documentLines, firstPageLines, printHeaderDate, type Line } from './lines';
import { readInquiries, readPublicRecords } from './records';
import { applyHistoryRows } from './history-rows';
import { withoutListedTwice } from './listed-accounts';
import { readAccountTable } from './table';
import { ACCOUNT_SECTIONS, COMMON_HEADINGS, splitSections, type HeadingTable, type Section, type SectionKind } from './sections';

export interface BureauLayout {
  bureau: Bureau;
  /** Bureau-specific headings, tried before the common ones. */
  headings?: HeadingTable;
  /** Inquiry kind for each inquiry section. */
  inquiryKinds: Partial<Record<SectionKind, Inquiry['kind']>>;
  /** A layout's own reader for the lines of an account section; null hands them to the common block reader. */
  accountBlocks?: (lines: Line[]) => Block[] | null;
  /** Lines that open a part of an account block ("Account Information") and so never a section. */
  blockHeading?: (line: Line) => boolean;
  /** The counts the report prints of what it holds (for coverage). */
  printedCounts?: (lines: Line[]) => PrintedCounts;
}

/**
 * The report's date and where it came from, in order of trust: printed as the report's date, the
 * browser's print header stamp, the latest date an account was last reported, the PDF's creation
 * day. Never the clock.
 */
export function reportDateOf(
  printed: ReportDate | null,
  doc: ExtractedDocument,
  accounts: Account[],
): { reportDate: ReportDate | null; reportDateSource: ReportDateSource | null } {
  if (printed) return { reportDate: printed, reportDateSource: 'printed' };
  const header = printHeaderDate(doc);
  if (header) return { reportDate: header, reportDateSource: 'print_header' };
  const reported = accounts
    .map((a) => a.dateReported)
    .filter((d): d is ReportDate => d != null)
    .sort();
  if (reported.length > 0) return { reportDate: reported[reported.length - 1]!, reportDateSource: 'last_reported' };
  if (doc.created) return { reportDate: doc.created, reportDateSource: 'file_created' };
  return { reportDate: null, reportDateSource: null };
}

/** Puts back into their section the lines a layout knows to head a part of a block, not a section. */
function keepBlockHeadingsInside(sections: Section[], blockHeading: BureauLayout['blockHeading']): Section[] {
  if (!blockHeading) return sections;
  const out: Section[] = [];
  for (const section of sections) {
    const previous = out[out.length - 1];
    if (previous && section.heading && blockHeading(section.heading)) previous.lines.push(section.heading, ...section.lines);
    else out.push(section);
  }
  return out;
}

/**
 * Parses a single-bureau disclosure made of sections of labelled blocks: the shape Experian and
 * TransUnion share. Layout differences (label/value arrangement, wraps, brackets) are absorbed by
 * the block reader.
 */
export function parseSingleBureau(doc: ExtractedDocument, layout: BureauLayout): CreditReport {
  const lines = documentLines(doc);
  const sections = keepBlockHeadingsInside(splitSections(lines, [...(layout.headings ?? []), ...COMMON_HEADINGS]), layout.blockHeading);
  const preamble = sections.filter((s) => s.kind === 'preamble').flatMap((s) => s.lines);
  const personal = sections.filter((s) => s.kind === 'personal').flatMap((s) => s.lines);
  const headerish = sections.filter((s) => ['preamble', 'personal', 'summary', 'score'].includes(s.kind)).flatMap((s) => s.lines);
  // Header lines repeated on every page are removed as page furniture; the first page still has them.
  const firstPage = firstPageLines(doc);

  const printedDate = findReportDate(headerish) ?? findReportDate(firstPage);
  // Grids that print no year are placed by the best date known before the accounts are read.
  const gridReference = printedDate ?? printHeaderDate(doc) ?? doc.created ?? null;
  const score = findScore(headerish) ?? findScore(firstPage);

  // A layout without any account heading prints its accounts before the first heading it has.
  const accountsUnheaded = !sections.some((s) => ACCOUNT_SECTIONS.has(s.kind));
  const kindOf = (section: Section): SectionKind => (accountsUnheaded && section.kind === 'preamble' ? 'accounts' : section.kind);
  const read = sections.map((section) => {
    const own = ACCOUNT_SECTIONS.has(kindOf(section)) ? (layout.accountBlocks?.(section.lines) ?? readAccountTable(section.lines)) : null;
    return { section, blocks: own ?? readBlocks(section.lines), own: own != null };
  });
  rejoinFixedWidthWraps(read.filter((r) => !r.own).flatMap((r) => r.blocks));

  const blockAccounts: Account[] = [];
  const inquiries: Inquiry[] = [];
  const publicRecords: PublicRecord[] = [];
  for (const { section, blocks } of read) {
    const kind = kindOf(section);
    if (ACCOUNT_SECTIONS.has(kind)) {
      for (const block of blocks) {
        const account = accountFromBlock(block, { section: kind, reportDate: gridReference });
        if (account) blockAccounts.push(account);
        // Experian lists public records among its potentially negative items.
        else if (fieldText(block, 'recordType') != null && fieldText(block, 'dateFiled') != null) publicRecords.push(...readPublicRecords([block]));
      }
    } else if (section.kind === 'publicRecords') {
      publicRecords.push(...readPublicRecords(blocks));
    } else {
      const kind = layout.inquiryKinds[section.kind];
      if (kind) inquiries.push(...readInquiries(blocks, kind));
    }
  }

  applyHistoryRows(blockAccounts, lines);
  const accounts = withoutListedTwice(blockAccounts);

  const consumer = consumerFrom(personal, preamble);
  if (consumer.name == null) consumer.name = consumerFrom([], firstPage).name;
  return {
    bureau: layout.bureau,
    ...reportDateOf(printedDate, doc, accounts),
    score,
    consumer,
    accounts,
    inquiries,
    publicRecords,
    coverage: coverageOf({ accounts, inquiries }, layout.printedCounts?.(lines) ?? summaryCounts(sections)),
    warnings: [],
  };
}
