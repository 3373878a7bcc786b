import type { Finding } from '../model';

/**
 * The consumer laws the plan may name, with the summaries spec document 2 §9 shows (FCRA 611 investigate
 * within 30 days; 605 seven years, ten for bankruptcy; 623; 609; 605B; FDCPA 809; FDCPA; Bankruptcy Code;
 * FACT Act free report every 12 months) and FCRA 604, which the inquiry rule cites.
 */
export interface Law {
  id: LawId;
  name: string;
  summary: string;
}

export const LAW_IDS = [
  'FCRA 611',
  'FCRA 605',
  'FCRA 623',
  'FCRA 609',
  'FCRA 605B',
  'FCRA 604',
  'FDCPA 809',
  'FDCPA',
  'Bankruptcy Code',
  'FACT Act',
] as const;
export type LawId = (typeof LAW_IDS)[number];

export const LAWS: Readonly<Record<LawId, Law>> = {
  'FCRA 611': {
    id: 'FCRA 611',
    name: 'Fair Credit Reporting Act § 611 (15 U.S.C. § 1681i)',
    summary:
      'When you dispute an item, the bureau must investigate it, usually within 30 days, and correct or delete information it cannot verify as accurate.',
  },
  'FCRA 605': {
    id: 'FCRA 605',
    name: 'Fair Credit Reporting Act § 605 (15 U.S.C. § 1681c)',
    summary:
      'Most negative information may be reported for 7 years (collections and charge-offs: 7 years from 180 days after the first delinquency); bankruptcies for up to 10 years.',
  },
  'FCRA 623': {
    id: 'FCRA 623',
    name: 'Fair Credit Reporting Act § 623 (15 U.S.C. § 1681s-2)',
    summary:
      'Creditors and collectors that report to the bureaus must report accurate, complete information, correct it when they learn it is wrong, and report the date of first delinquency.',
  },
  'FCRA 609': {
    id: 'FCRA 609',
    name: 'Fair Credit Reporting Act § 609 (15 U.S.C. § 1681g)',
    summary: 'You have the right to see all the information in your credit file and the sources of that information.',
  },
  'FCRA 605B': {
    id: 'FCRA 605B',
    name: 'Fair Credit Reporting Act § 605B (15 U.S.C. § 1681c-2)',
    summary: 'Bureaus must block information that results from identity theft once you send an identity theft report.',
  },
  'FCRA 604': {
    id: 'FCRA 604',
    name: 'Fair Credit Reporting Act § 604 (15 U.S.C. § 1681b)',
    summary: 'A company may pull your credit report only for a permissible purpose, such as an application for credit you made.',
  },
  'FDCPA 809': {
    id: 'FDCPA 809',
    name: 'Fair Debt Collection Practices Act § 809 (15 U.S.C. § 1692g)',
    summary:
      'A debt collector must tell you about the debt, and if you dispute it in writing within 30 days of that notice it must stop collecting until it verifies the debt.',
  },
  FDCPA: {
    id: 'FDCPA',
    name: 'Fair Debt Collection Practices Act (15 U.S.C. § 1692 et seq.)',
    summary: 'Debt collectors may not use false or misleading representations, including reporting information they know or should know is false.',
  },
  'Bankruptcy Code': {
    id: 'Bankruptcy Code',
    name: 'U.S. Bankruptcy Code (11 U.S.C.)',
    summary: 'Debts discharged in bankruptcy can no longer be collected and should be reported with a zero balance.',
  },
  'FACT Act': {
    id: 'FACT Act',
    name: 'Fair and Accurate Credit Transactions Act (FACT Act)',
    summary: 'You can get a free credit report from each of the three bureaus every 12 months at AnnualCreditReport.com.',
  },
};

/** The library entry a cited law basis ("FCRA 605(a)", "FDCPA 809", "FCRA 623(a)(5)") belongs to, or null. */
export function lawOf(citation: string): LawId | null {
  const text = citation.trim();
  const fcra = /^FCRA\s*(?:§\s*)?(\d+[A-Z]?)/i.exec(text);
  if (fcra) {
    const section = fcra[1]!.toUpperCase();
    return (LAW_IDS as readonly string[]).includes(`FCRA ${section}`) ? (`FCRA ${section}` as LawId) : null;
  }
  if (/^FDCPA\s*(?:§\s*)?809\b/i.test(text)) return 'FDCPA 809';
  if (/^FDCPA\b/i.test(text)) return 'FDCPA';
  if (/^bankruptcy\s+code\b/i.test(text)) return 'Bankruptcy Code';
  if (/^FACTA?\b|^FACT\s+Act\b/i.test(text)) return 'FACT Act';
  return null;
}

/** The library entries the findings cite, in library order, each with the findings citing it. */
export function citedLaws(findings: Finding[]): { law: Law; findings: Finding[] }[] {
  const byLaw = new Map<LawId, Finding[]>();
  for (const finding of findings) {
    const ids = new Set(finding.lawBasis.map(lawOf).filter((id): id is LawId => id !== null));
    for (const id of ids) byLaw.set(id, [...(byLaw.get(id) ?? []), finding]);
  }
  return LAW_IDS.filter((id) => byLaw.has(id)).map((id) => ({ law: LAWS[id], findings: byLaw.get(id)! }));
}
