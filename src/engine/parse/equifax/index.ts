/**
 * The Equifax consumer disclosure: personal information, then revolving / mortgage / installment /
 * other / collection account sections, public records, hard and soft inquiries.
 */
import type { ExtractedDocument } from '../../extract/types';
import type { Account, CreditReport, Inquiry, PublicRecord } from '../../model';
import { coverageOf } from '../common/coverage';
import { parseAccountSection } from './accounts';
import { documentLines, type DocLine } from './lines';
import { splitPairs } from './pairs';
import { parseConsumer, parseInquiries, parsePublicRecords } from './records';
import { sectionOf, type SectionKind } from './sections';
import { findDates, parseDate, parseScore } from './values';

/** True for an Equifax disclosure (and not a 3-bureau merged report, which names all three bureaus). */
export function looksLikeEquifax(doc: ExtractedDocument): boolean {
  const head = doc.pages
    .slice(0, 2)
    .flatMap((p) => p.lines.map((l) => l.text))
    .join('\n');
  const all = doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
  if (!/equifax/i.test(head)) return false;
  if (/trans\s?union/i.test(head) && /experian/i.test(head)) return false;
  const sections = ['revolving', 'mortgage', 'installment', 'collection', 'inquir', 'public record'].filter((s) => all.toLowerCase().includes(s)).length;
  const pairs = (all.match(/(?:^|\|)\s*(?:Account Number|Date Opened|Balance|Date Reported)\s*:/gim) ?? []).length;
  return sections >= 2 || pairs >= 2;
}

interface Section {
  kind: SectionKind;
  lines: DocLine[];
}

function splitSections(lines: DocLine[]): { header: DocLine[]; sections: Section[] } {
  const header: DocLine[] = [];
  const sections: Section[] = [];
  let current: Section | null = null;
  for (const line of lines) {
    const kind = sectionOf(line);
    if (kind) {
      // "Revolving Accounts (continued)" on a new page continues the open section of that kind
      if (!current || JSON.stringify(current.kind) !== JSON.stringify(kind)) {
        current = { kind, lines: [] };
        sections.push(current);
      }
      continue;
    }
    if (current) current.lines.push(line);
    else header.push(line);
  }
  return { header, sections };
}

function headerFacts(lines: DocLine[]): { reportDate: string | null; score: number | null; name: string | null } {
  let reportDate: string | null = null;
  let score: number | null = null;
  let name: string | null = null;
  for (const line of lines) {
    for (const p of splitPairs(line.text)) {
      if (p.field === 'reportDate' && !reportDate) reportDate = parseDate(p.value);
      if (p.field === 'score' && score === null) score = parseScore(p.value);
      if (p.field === 'name' && !name && p.value) name = p.value;
    }
    if (!reportDate && /\b(report|generated|prepared|created|as of)\b/i.test(line.text) && !line.text.includes(':')) {
      reportDate = findDates(line.text)[0]?.date ?? null;
    }
    if (score === null && /\bscore\b/i.test(line.text) && !line.text.includes(':')) score = parseScore(line.text.replace(/.*score/i, ''));
  }
  return { reportDate, score, name };
}

export function parseEquifax(doc: ExtractedDocument): CreditReport {
  const lines = documentLines(doc);
  const { header, sections } = splitSections(lines);
  const facts = headerFacts([...header, ...sections.filter((s) => s.kind.kind === 'other' || s.kind.kind === 'personal').flatMap((s) => s.lines)]);

  const accounts: Account[] = [];
  const inquiries: Inquiry[] = [];
  const publicRecords: PublicRecord[] = [];
  const personal: DocLine[] = [...header];
  for (const section of sections) {
    const kind = section.kind;
    if (kind.kind === 'accounts') accounts.push(...parseAccountSection(section.lines, kind.category));
    else if (kind.kind === 'inquiries') inquiries.push(...parseInquiries(section.lines, kind.inquiry));
    else if (kind.kind === 'public') publicRecords.push(...parsePublicRecords(section.lines));
    else if (kind.kind === 'personal') personal.push(...section.lines);
  }
  const consumer = parseConsumer(personal);
  return {
    bureau: 'equifax',
    reportDate: facts.reportDate,
    score: facts.score,
    consumer: { name: consumer.name ?? facts.name, addresses: consumer.addresses },
    accounts,
    inquiries,
    publicRecords,
    reportDateSource: facts.reportDate ? 'printed' : null,
    coverage: coverageOf({ accounts, inquiries }),
    warnings: [],
  };
}
