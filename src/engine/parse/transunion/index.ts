/**
 * TransUnion's consumer disclosure: adverse and satisfactory accounts, public records, and regular
 * (hard), promotional and account review (soft) inquiries. Adverse values are printed inside
 * >brackets<; labels come before their values; values wrap onto the next line, even mid-word; page
 * footers ("3 / 12") can fall inside an account block (removed with the page furniture).
 */
import type { ExtractedDocument } from '../../extract/types';
import type { CreditReport } from '../../model';
import { parseSingleBureau } from '../common/report';

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
  });
}
