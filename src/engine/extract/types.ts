/**
 * What OCR leaves in an account-number cell whose readings contradict each other (ocr-number-votes.ts): the
 * parsers keep it as the account's number and parse/index.ts turns it into no number and a warning.
 */
export const UNREADABLE_NUMBER = 'unreadable';

/** Text as extracted from one page, with positions, whatever the source (PDF text layer or OCR). */
export interface TextItem {
  text: string;
  /** Left edge, in points from the page's left (OCR: pixels scaled to points). */
  x: number;
  width: number;
}

export interface TextLine {
  /** Items left to right; gaps between items are kept so columns can be assigned by x-position. */
  items: TextItem[];
  /** The items joined: a single space where items touch, two or more spaces where there is a visible gap. */
  text: string;
  /** Baseline distance from the page top, in points. */
  y: number;
  /** Font size (or OCR line height) in points, when known. */
  size: number;
}

export interface TextPage {
  number: number;
  width: number;
  height: number;
  lines: TextLine[];
  /** Added: true when the page had no text layer and was read by OCR. */
  ocr?: boolean;
}

export interface ExtractedDocument {
  source: 'pdf-text' | 'ocr';
  pages: TextPage[];
  /** The day the PDF says it was created (its CreationDate, "YYYY-MM-DD"), when it says. */
  created?: string | null;
}
