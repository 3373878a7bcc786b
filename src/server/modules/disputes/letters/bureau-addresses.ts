import type { Bureau, BureauDisputeAddress } from './types';

/**
 * Equifax's help page lists the dispute-by-mail addresses of all three nationwide bureaus; it is the one source
 * the three addresses were checked against (docs/decisions/051). Recheck before changing: a letter sent to an old
 * box is delayed.
 */
const SOURCE = 'https://www.equifax.com/personal/help/article-list/-/h/a/mail-in-credit-report-dispute/';
const CHECKED = '2026-11-24';

/** Where each bureau takes dispute letters (and, decision 054, file-disclosure requests) by mail. */
export const BUREAU_DISPUTE_ADDRESSES: Readonly<Record<Bureau, BureauDisputeAddress>> = {
  experian: { name: 'Experian', lines: ['P.O. Box 4500', 'Allen, TX 75013'], source: SOURCE, checked: CHECKED },
  transunion: { name: 'TransUnion Consumer Solutions', lines: ['P.O. Box 2000', 'Chester, PA 19016'], source: SOURCE, checked: CHECKED },
  equifax: { name: 'Equifax Information Services LLC', lines: ['P.O. Box 740256', 'Atlanta, GA 30374-0256'], source: SOURCE, checked: CHECKED },
};
