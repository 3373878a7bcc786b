/**
 * The Equifax consumer disclosure: personal information, then revolving / mortgage / installment /
 * other / collection account sections, public records, hard and soft inquiries.
 */
import type { ExtractedDocument } from '../../extract/types';
import type { Account, CreditReport, Inquiry, PublicRecord } from '../../model';
import { coverageOf } from '../common/coverage';
import { reportDateOf } from '../common/report';
import { parseAccountSection } from './accounts';
import { documentItemLines, type DocLine } from '../common/doc-lines';
import { END_OF_DATA, isEquifaxFurniture } from './furniture';
import { splitPairs } from './pairs';
import { parseConsumer, parseInquiries, parsePublicRecords } from './records';
import { sectionOf, type SectionKind } from './sections';
import { findDates, firstDateInCell, parseScore } from '../common/field-values';

/** True for an Equifax disclosure (and not a 3-bureau merged report, which names all three bureaus). */
export function looksLikeEquifax(doc: ExtractedDocument): boolean {
  const head = doc.pages
    .slice(0, 2)
    .flatMap((p) => p.lines.map((l) => l.text))
    .join('\n');
  const all = doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
  // The Equifax PDF's own marks, for pages that do not name the bureau near the top.
  const formMarks = /\bEFX-?ACR\b|date\s+major\s+delinquency\s+(?:1st|first)\s+reported|loan\/account\s+type\s*:/i.test(all);
  if (!/equifax/i.test(head) && !formMarks) return false;
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
      if (p.field === 'reportDate' && !reportDate) reportDate = firstDateInCell(p.value);
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

/**
 * The page header the PDF prints over every page ("Prepared for: NAME", "Date: …", "Confirmation #…"),
 * read on the first page before it is dropped as furniture: the report's date and the consumer's name.
 */
function pageHeader(doc: ExtractedDocument): { date: string | null; name: string | null } {
  const top = [...(doc.pages[0]?.lines ?? [])].sort((a, b) => a.y - b.y).slice(0, 6);
  const found: { date: string | null; name: string | null } = { date: null, name: null };
  if (!top.some((l) => isEquifaxFurniture(l.text))) return found;
  for (const line of top) {
    const date = /(?:^|\s)date\s*:\s*(.+)$/i.exec(line.text);
    found.date ??= date ? firstDateInCell(date[1]!.split(/\s{2,}/)[0]!) : null;
    const name = /^prepared\s+for\s*:\s*(.+)$/i.exec(line.text.trim());
    found.name ??= name ? name[1]!.split(/\s{2,}/)[0]!.trim() || null : null;
  }
  return found;
}

/** The counts the summary prints ("Credit Accounts: 21", "Inquiries: 4"), when it prints them. */
function summaryCounts(lines: DocLine[]): { accounts: number | null; inquiries: number | null } {
  const counts: { accounts: number | null; inquiries: number | null } = { accounts: null, inquiries: null };
  for (const line of lines) {
    for (const p of splitPairs(line.text)) {
      const n = /^\d{1,3}$/.test(p.value) ? Number(p.value) : null;
      if (n === null) continue;
      if (/^credit accounts$/i.test(p.label)) counts.accounts ??= n;
      else if (/^inquiries$/i.test(p.label)) counts.inquiries ??= n;
    }
  }
  return counts;
}

export function parseEquifax(doc: ExtractedDocument): CreditReport {
  const lines = documentItemLines(doc, { furniture: isEquifaxFurniture, endAt: END_OF_DATA });
  const { header, sections } = splitSections(lines);
  const facts = headerFacts([...header, ...sections.filter((s) => s.kind.kind === 'other' || s.kind.kind === 'personal').flatMap((s) => s.lines)]);
  const printedHeader = pageHeader(doc);
  const printedDate = facts.reportDate ?? printedHeader.date;

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
    ...reportDateOf(printedDate, doc, accounts),
    score: facts.score,
    consumer: { name: consumer.name ?? facts.name ?? printedHeader.name, addresses: consumer.addresses },
    accounts,
    inquiries,
    publicRecords,
    coverage: coverageOf({ accounts, inquiries }, summaryCounts(sections.filter((s) => s.kind.kind === 'other').flatMap((s) => s.lines))),
    warnings: [],
  };
}
