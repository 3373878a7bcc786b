import type { ExtractedDocument } from '../../extract/types';
import type { Account, Bureau, CreditReport, Inquiry, PublicRecord } from '../../model';
import { accountFromBlock } from './account';
import { readBlocks } from './blocks';
import { consumerFrom, findReportDate, findScore } from './consumer';
import { documentLines } from './lines';
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

  const reportDate = findReportDate(headerish.length > 0 ? headerish : lines.slice(0, 80));
  const score = findScore(headerish);

  const accounts: Account[] = [];
  const inquiries: Inquiry[] = [];
  const publicRecords: PublicRecord[] = [];
  for (const section of sections) {
    if (ACCOUNT_SECTIONS.has(section.kind)) {
      for (const block of readBlocks(section.lines)) {
        const account = accountFromBlock(block, { section: section.kind, reportDate });
        if (account) accounts.push(account);
      }
    } else if (section.kind === 'publicRecords') {
      publicRecords.push(...readPublicRecords(section.lines));
    } else {
      const kind = layout.inquiryKinds[section.kind];
      if (kind) inquiries.push(...readInquiries(section.lines, kind));
    }
  }

  return {
    bureau: layout.bureau,
    reportDate,
    score,
    consumer: consumerFrom(personal, preamble),
    accounts,
    inquiries,
    publicRecords,
  };
}
