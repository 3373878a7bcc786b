/**
 * TransUnion's consumer disclosure: adverse and satisfactory accounts, public records, and regular
 * (hard), promotional and account review (soft) inquiries. Adverse values are printed inside
 * >brackets<. Two arrangements: labels before their values, wrapping onto the next line (even
 * mid-word), with page footers ("3 / 12") inside account blocks; and the annualcreditreport.com
 * disclosure printed from the browser (acr.ts), whose account blocks open with the creditor line and
 * "Account Information".
 */
import type { ExtractedDocument } from '../../extract/types';
import type { CreditReport } from '../../model';
import { parseSingleBureau } from '../common/report';
import { countAccountHeadings, hasAcrAccounts, isAccountInformation, readAcrBlocks } from './acr';

export function parseTransUnion(doc: ExtractedDocument): CreditReport {
  return parseSingleBureau(doc, {
    bureau: 'transunion',
    headings: [
      ['negative', /^(?:adverse\s+accounts?|accounts?\s+with\s+adverse\s+information)$/],
      ['good', /^(?:satisfactory\s+accounts?)$/],
      ['hardInquiries', /^(?:regular\s+inquiries)$/],
      ['softInquiries', /^(?:promotional\s+inquiries)$/],
      ['accountReviewInquiries', /^(?:account\s+review\s+inquiries)$/],
    ],
    inquiryKinds: { hardInquiries: 'hard', inquiries: 'hard', softInquiries: 'soft', accountReviewInquiries: 'soft' },
    blockHeading: isAccountInformation,
    accountBlocks: (lines) => (hasAcrAccounts(lines) ? readAcrBlocks(lines) : null),
    printedCounts: (lines) => (hasAcrAccounts(lines) ? { accounts: countAccountHeadings(lines) } : {}),
  });
}
