/**
 * What a browser print and a monitoring site put around a 3-bureau report: the print header (a
 * date-time stamp and the page title), the footer (URL and `n/N`), registered-mark glyphs printed on
 * their own line above the bureau header, and site chrome (FAQ, Contact Us, disclaimers). None of it
 * is content, and none of it may become a creditor name.
 */
import { isBarePageNumber, isPageNumber } from '../common/lines';
import { firstDateInCell } from '../common/field-values';
import type { DocLine } from '../common/doc-lines';
import type { ReportDate } from '../../model';

/** Chrome's header stamp "1/2/25, 3:45 PM" (Firefox and Safari print "1/2/2025 15:45"). */
const DATE_TIME_STAMP = /^(\d{1,2}\/\d{1,2}\/\d{2,4}),?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]\.?M\.?)?(?=\s|$)/i;
const URL = /^(?:https?:\/\/|www\.|file:\/\/|about:blank\b|[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\S*$)/i;
const MARKS_ONLY = /^[\s®™©*]+$/;
/** Navigation links a site prints in its menus, alone or side by side ("FAQ  Contact Us"). */
const CHROME_LINK =
  /\b(?:faqs?|contact us|privacy policy|terms of use|terms and conditions|log ?out|sign ?out|log ?in|my account|help|home|dashboard|print (?:this page|report)|back to top|upgrade now|refer a friend)\b/gi;
const CHROME_TEXT = /^(?:important disclaimer|disclaimer\b|copyright\b|©|all rights reserved)/i;

function isChrome(text: string): boolean {
  if (CHROME_TEXT.test(text)) return true;
  const rest = text.replace(CHROME_LINK, '');
  return rest !== text && rest.replace(/[\s|•·/-]+/g, '') === '';
}

function isFooterPiece(text: string, page: number): boolean {
  const t = text.trim();
  return URL.test(t) || isPageNumber(t) || isBarePageNumber(t, page);
}

/** The date printed by the browser's header stamp on this line, when the line is one. */
export function printStampDate(line: Pick<DocLine, 'text'>): ReportDate | null {
  const m = DATE_TIME_STAMP.exec(line.text.trim());
  return m?.[1] ? firstDateInCell(m[1]) : null;
}

/** True when the line is print furniture or site chrome, never report content. */
export function isFurniture(line: Pick<DocLine, 'text' | 'items' | 'page'>): boolean {
  const text = line.text.trim();
  if (MARKS_ONLY.test(text) || isChrome(text)) return true;
  if (printStampDate(line)) return true;
  const pieces = line.items.map((i) => i.text.trim()).filter(Boolean);
  // "https://member.example.com/report   3/11" or a lone URL; every piece must be footer material
  return pieces.length > 0 && pieces.every((p) => isFooterPiece(p, line.page));
}
