/**
 * Experian's consumer disclosures: the current report (`Account Name:` blocks, "On Record Until"), the
 * legacy "Online Personal Credit Report" (prose status and removal date, newest-first grid) and the
 * earlier `Label: value` layout. Sections: personal information, potentially negative items, accounts
 * in good standing, public records, hard and soft inquiries. Monitoring prints of Experian data
 * ("Account N" blocks) are read by monitor.ts, whichever bureau feeds them.
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
