/**
 * Experian's consumer disclosure, in both layouts: the current one (each label on its own line with
 * the value on the next, often two label/value columns side by side) and the older one (`Label:
 * value` pairs in two columns). Sections: personal information, potentially negative items,
 * accounts in good standing, public records, hard and soft inquiries. Status is prose ("30 days
 * past due as of Aug 2023", "Account charged off. $2,345 written off in Mar 2022").
 */
import type { ExtractedDocument } from '../../extract/types';
import type { CreditReport } from '../../model';
import { parseSingleBureau } from '../common/report';

export function parseExperian(doc: ExtractedDocument): CreditReport {
  return parseSingleBureau(doc, {
    bureau: 'experian',
    headings: [
      ['hardInquiries', /^(?:inquiries\s+shared\s+with\s+others|requests\s+for\s+your\s+credit\s+history)$/],
      ['softInquiries', /^(?:inquiries\s+seen\s+only\s+by\s+you|requests\s+viewed\s+only\s+by\s+you)$/],
    ],
    inquiryKinds: { hardInquiries: 'hard', inquiries: 'hard', softInquiries: 'soft', accountReviewInquiries: 'soft' },
  });
}
