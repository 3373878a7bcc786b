import type { ExtractedDocument } from '../../extract/types';
import type { Account, Bureau, CreditReport, Inquiry, PublicRecord } from '../../model';
import { accountFromBlock } from './account';
import { readBlocks, rejoinFixedWidthWraps } from './blocks';
import { coverageOf } from './coverage';
import { consumerFrom, findReportDate, findScore } from './consumer';
import { documentLines, firstPageLines } from './lines';
import { readInquiries, readPublicRecords } from './records';
import { ACCOUNT_SECTIONS, COMMON_HEADINGS, splitSections, type HeadingTable, type SectionKind } from './sections';

export interface BureauLayout {
  bureau: Bureau;
  /** Bureau-specific headings, tried before the common ones. */
  headings?: HeadingTable;
  /** Inquiry kind for each inquiry section. */
  inquiryKinds: Partial<Record<SectionKind, Inquiry['kind']>>;
}

/**
 * Parses a single-bureau disclosure made of sections of labelled blocks: the shape Experian and
 * TransUnion share. Layout differences (label/value arrangement, wraps, brackets) are absorbed by
 * the block reader.
 */
export function parseSingleBureau(doc: ExtractedDocument, layout: BureauLayout): CreditReport {
  const lines = documentLines(doc);
  const sections = splitSections(lines, [...(layout.headings ?? []), ...COMMON_HEADINGS]);
  const preamble = sections.filter((s) => s.kind === 'preamble').flatMap((s) => s.lines);
  const personal = sections.filter((s) => s.kind === 'personal').flatMap((s) => s.lines);
  const headerish = sections.filter((s) => ['preamble', 'personal', 'summary', 'score'].includes(s.kind)).flatMap((s) => s.lines);
  // Header lines repeated on every page are removed as page furniture; the first page still has them.
  const firstPage = firstPageLines(doc);

  const reportDate = findReportDate(headerish) ?? findReportDate(firstPage);
  const score = findScore(headerish) ?? findScore(firstPage);

  const read = sections.map((section) => ({ section, blocks: readBlocks(section.lines) }));
  rejoinFixedWidthWraps(read.flatMap((r) => r.blocks));

  const accounts: Account[] = [];
  const inquiries: Inquiry[] = [];
  const publicRecords: PublicRecord[] = [];
  // A layout without any account heading prints its accounts before the first heading it has.
  const accountsUnheaded = !sections.some((s) => ACCOUNT_SECTIONS.has(s.kind));
  for (const { section, blocks } of read) {
    const kind: SectionKind = accountsUnheaded && section.kind === 'preamble' ? 'accounts' : section.kind;
    if (ACCOUNT_SECTIONS.has(kind)) {
      for (const block of blocks) {
        const account = accountFromBlock(block, { section: kind, reportDate });
        if (account) accounts.push(account);
      }
    } else if (section.kind === 'publicRecords') {
      publicRecords.push(...readPublicRecords(blocks));
    } else {
      const kind = layout.inquiryKinds[section.kind];
      if (kind) inquiries.push(...readInquiries(blocks, kind));
    }
  }

  const consumer = consumerFrom(personal, preamble);
  if (consumer.name == null) consumer.name = consumerFrom([], firstPage).name;
  return {
    bureau: layout.bureau,
    reportDate,
    score,
    consumer,
    accounts,
    inquiries,
    publicRecords,
    reportDateSource: reportDate ? 'printed' : null,
    coverage: coverageOf({ accounts, inquiries }),
    warnings: [],
  };
}
