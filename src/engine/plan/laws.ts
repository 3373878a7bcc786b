import type { Finding } from '../model';

/**
 * The consumer laws the plan and the dispute letters may name, with the summaries spec document 2 §9 shows
 * (FCRA 611 investigate within 30 days; 605 seven years, ten for bankruptcy; 623; 609; 605B; FDCPA 809; FDCPA;
 * Bankruptcy Code; FACT Act free report every 12 months) and FCRA 604, which the inquiry rule cites. Each law
 * lists the provisions a letter may cite, with what that provision says; a letter cites nothing else.
 */
export interface Provision {
  /** How a letter cites it, e.g. "FCRA 611(a)(7)" or "12 CFR 1022.43". */
  cite: string;
  summary: string;
}

export interface Law {
  id: LawId;
  name: string;
  summary: string;
  provisions: Provision[];
}

export const LAW_IDS = ['FCRA 611', 'FCRA 605', 'FCRA 623', 'FCRA 609', 'FCRA 605B', 'FCRA 604', 'FDCPA 809', 'FDCPA', 'Bankruptcy Code', 'FACT Act'] as const;
export type LawId = (typeof LAW_IDS)[number];

export const LAWS: Readonly<Record<LawId, Law>> = {
  'FCRA 611': {
    id: 'FCRA 611',
    name: 'Fair Credit Reporting Act § 611 (15 U.S.C. § 1681i)',
    summary:
      'When you dispute an item, the bureau must investigate it, usually within 30 days, and correct or delete information it cannot verify as accurate.',
    provisions: [
      {
        cite: 'FCRA 611(a)(1)',
        summary:
          'The bureau must reinvestigate a disputed item free of charge and record its current status or delete it within 30 days of receiving the dispute (up to 15 more days if the consumer sends more information during that time).',
      },
      {
        cite: 'FCRA 611(a)(2)',
        summary: 'Within 5 business days the bureau must notify the company that furnished the item, with all relevant information the consumer provided.',
      },
      {
        cite: 'FCRA 611(a)(3)',
        summary: 'The bureau may end a reinvestigation it reasonably finds frivolous or irrelevant, and must tell the consumer why within 5 business days.',
      },
      {
        cite: 'FCRA 611(a)(5)',
        summary: 'Information found inaccurate or incomplete, or that cannot be verified, must be deleted or modified.',
      },
      {
        cite: 'FCRA 611(a)(5)(A)',
        summary:
          'If a reinvestigation finds disputed information inaccurate or incomplete, or it cannot be verified, the bureau must promptly delete or modify it and notify the furnisher.',
      },
      {
        cite: 'FCRA 611(a)(5)(B)',
        summary:
          'Deleted information may be put back only if the furnisher certifies it is complete and accurate, and the bureau must notify the consumer in writing within 5 business days of reinserting it.',
      },
      {
        cite: 'FCRA 611(a)(6)',
        summary:
          'The bureau must send the written results within 5 business days after completing the reinvestigation, with a copy of the report if it changed.',
      },
      {
        cite: 'FCRA 611(a)(6)(B)(iii)',
        summary:
          'The notice of results must tell the consumer that, on request, the bureau will describe the procedure it used to determine the accuracy and completeness of the information, including the business name, address and telephone number of any furnisher contacted.',
      },
      {
        cite: 'FCRA 611(a)(7)',
        summary:
          'On request, the bureau must describe the procedure it used to reinvestigate the item, including the name, address and telephone number of any furnisher it contacted if reasonably available, within 15 days of the request.',
      },
    ],
  },
  'FCRA 605': {
    id: 'FCRA 605',
    name: 'Fair Credit Reporting Act § 605 (15 U.S.C. § 1681c)',
    summary:
      'Most negative information may be reported for 7 years (collections and charge-offs: 7 years from 180 days after the first delinquency); bankruptcies for up to 10 years.',
    provisions: [
      {
        cite: 'FCRA 605(a)',
        summary: 'Accounts placed for collection or charged off, and other adverse items, may not be reported after 7 years; bankruptcies after 10 years.',
      },
      {
        cite: 'FCRA 605(c)',
        summary: 'For a collection or charge-off, the 7-year period runs from 180 days after the start of the delinquency that preceded it.',
      },
    ],
  },
  'FCRA 623': {
    id: 'FCRA 623',
    name: 'Fair Credit Reporting Act § 623 (15 U.S.C. § 1681s-2)',
    summary:
      'Creditors and collectors that report to the bureaus must report accurate, complete information, correct it when they learn it is wrong, report the date of first delinquency, and investigate disputes you send them directly.',
    provisions: [
      {
        cite: 'FCRA 623(a)(1)',
        summary: 'A furnisher may not report information it knows, or has reasonable cause to believe, is inaccurate.',
      },
      {
        cite: 'FCRA 623(a)(2)',
        summary: 'A furnisher that learns information it reported is incomplete or inaccurate must correct or update it with the bureaus.',
      },
      {
        cite: 'FCRA 623(a)(3)',
        summary: 'While a consumer disputes information with the furnisher, the furnisher must report it as disputed.',
      },
      {
        cite: 'FCRA 623(a)(5)',
        summary:
          'A furnisher reporting a delinquent account placed for collection or charged off must report the month and year the delinquency began, within 90 days.',
      },
      {
        cite: 'FCRA 623(a)(8)',
        summary:
          'A furnisher must investigate a dispute the consumer sends to it directly, review the information the consumer provides, report the results to the consumer and correct what is inaccurate, within the time the bureaus have, unless Regulation V lets it decline (for example a frivolous dispute, or one prepared by a credit repair organization).',
      },
      {
        cite: '12 CFR 1022.43',
        summary:
          'Regulation V, direct disputes: the dispute goes to the furnisher’s address for disputes, identifies the account, says what is disputed and why, and includes supporting documents; the furnisher need not investigate a dispute prepared by a credit repair organization.',
      },
    ],
  },
  'FCRA 609': {
    id: 'FCRA 609',
    name: 'Fair Credit Reporting Act § 609 (15 U.S.C. § 1681g)',
    summary: 'You have the right to see all the information in your credit file, the sources of that information and who has pulled your report.',
    provisions: [
      {
        cite: 'FCRA 609(a)(1)',
        summary: 'On request, the bureau must disclose all information in the consumer’s file at the time of the request.',
      },
      { cite: 'FCRA 609(a)(2)', summary: 'The bureau must disclose the sources of that information.' },
      {
        cite: 'FCRA 609(a)(3)',
        summary: 'The bureau must identify each person that obtained the report in the last year (2 years for employment purposes).',
      },
    ],
  },
  'FCRA 605B': {
    id: 'FCRA 605B',
    name: 'Fair Credit Reporting Act § 605B (15 U.S.C. § 1681c-2)',
    summary:
      'Bureaus must block information that results from identity theft within 4 business days of receiving your identity theft report, proof of identity and a statement that the information is not yours.',
    provisions: [
      {
        cite: 'FCRA 605B(a)',
        summary:
          'The bureau must block information the consumer identifies as resulting from identity theft within 4 business days after receiving proof of identity, a copy of an identity theft report, the identification of the information and the consumer’s statement that it does not relate to any transaction by the consumer.',
      },
    ],
  },
  'FCRA 604': {
    id: 'FCRA 604',
    name: 'Fair Credit Reporting Act § 604 (15 U.S.C. § 1681b)',
    summary: 'A company may pull your credit report only for a permissible purpose, such as an application for credit you made.',
    provisions: [
      {
        cite: 'FCRA 604(a)(3)',
        summary:
          'A report may be furnished to a person who intends to use it for a credit transaction involving the consumer, among the other listed purposes.',
      },
    ],
  },
  'FDCPA 809': {
    id: 'FDCPA 809',
    name: 'Fair Debt Collection Practices Act § 809 (15 U.S.C. § 1692g)',
    summary:
      'A debt collector must tell you about the debt, and if you dispute it in writing within 30 days of that notice it must stop collecting until it verifies the debt.',
    provisions: [
      {
        cite: 'FDCPA 809(b)',
        summary:
          'If the consumer disputes the debt in writing within 30 days of the collector’s validation notice, the collector must stop collecting until it mails verification of the debt.',
      },
    ],
  },
  FDCPA: {
    id: 'FDCPA',
    name: 'Fair Debt Collection Practices Act (15 U.S.C. § 1692 et seq.)',
    summary: 'Debt collectors may not use false or misleading representations, including reporting information they know or should know is false.',
    provisions: [
      {
        cite: 'FDCPA 807(8)',
        summary:
          'A debt collector may not communicate credit information it knows or should know is false, including failing to communicate that a disputed debt is disputed.',
      },
    ],
  },
  'Bankruptcy Code': {
    id: 'Bankruptcy Code',
    name: 'U.S. Bankruptcy Code (11 U.S.C.)',
    summary: 'Debts discharged in bankruptcy can no longer be collected and should be reported with a zero balance.',
    provisions: [{ cite: '11 U.S.C. 524(a)', summary: 'A discharge bars any act to collect a discharged debt as a personal liability of the debtor.' }],
  },
  'FACT Act': {
    id: 'FACT Act',
    name: 'Fair and Accurate Credit Transactions Act (FACT Act)',
    summary: 'You can get a free credit report from each of the three bureaus every 12 months at AnnualCreditReport.com.',
    provisions: [
      {
        cite: 'FCRA 612(a)',
        summary: 'Added by the FACT Act: each nationwide bureau must give a free file disclosure once every 12 months on request.',
      },
    ],
  },
};

/** The provision a letter cites, with the law it belongs to, or null when the library does not hold it. */
export function provisionOf(cite: string): { law: Law; provision: Provision } | null {
  for (const id of LAW_IDS) {
    const provision = LAWS[id].provisions.find((p) => p.cite === cite);
    if (provision) return { law: LAWS[id], provision };
  }
  return null;
}

/** The library entry a cited law basis ("FCRA 605(a)", "FDCPA 809", "FCRA 623(a)(5)") belongs to, or null. */
export function lawOf(citation: string): LawId | null {
  const text = citation.trim();
  const fcra = /^FCRA\s*(?:§\s*)?(\d+[A-Z]?)/i.exec(text);
  if (fcra) {
    const section = fcra[1]!.toUpperCase();
    // The free annual report is FCRA 612(a) as the FACT Act amended it.
    if (section === '612') return 'FACT Act';
    return (LAW_IDS as readonly string[]).includes(`FCRA ${section}`) ? (`FCRA ${section}` as LawId) : null;
  }
  if (/^FDCPA\s*(?:§\s*)?809\b/i.test(text)) return 'FDCPA 809';
  if (/^FDCPA\b/i.test(text)) return 'FDCPA';
  if (/^bankruptcy\s+code\b/i.test(text)) return 'Bankruptcy Code';
  if (/^FACTA?\b|^FACT\s+Act\b/i.test(text)) return 'FACT Act';
  if (/^(?:12\s*CFR\s*(?:§\s*)?1022\.43|Reg(?:ulation)?\s*V\b)/i.test(text)) return 'FCRA 623';
  if (/^11\s*U\.S\.C\.\s*(?:§\s*)?524\b/i.test(text)) return 'Bankruptcy Code';
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
