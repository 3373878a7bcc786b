/** Dispute letters (docs/decisions/109 for the round letters): their kinds, statuses, the DTO and the composed letter. */
import type { Bureau } from '../analysis';

/** The next round's letters to a bureau (docs/decisions/109): they carry items like a bureau_dispute. */
export const ROUND_LETTER_KINDS = ['follow_up', 'method_of_verification', 'identity_reply', 'reinsertion'] as const;
export type RoundLetterKind = (typeof ROUND_LETTER_KINDS)[number];
export const LETTER_KINDS = ['bureau_dispute', 'furnisher_dispute', 'file_disclosure', ...ROUND_LETTER_KINDS] as const;
export function isRoundLetterKind(kind: string): kind is RoundLetterKind {
  return (ROUND_LETTER_KINDS as readonly string[]).includes(kind);
}
/** Letters whose items are the ones with letter_id = the letter (a bureau's round letter). */
export function isBureauRoundLetter(kind: string): boolean {
  return kind === 'bureau_dispute' || isRoundLetterKind(kind);
}
export type LetterKindName = (typeof LETTER_KINDS)[number];
export const LETTER_STATUSES = ['draft', 'ready', 'sent'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export interface LetterDto {
  id: string;
  kind: LetterKindName;
  bureau: Bureau | null;
  analysis_id: string | null;
  round: number;
  status: LetterStatus;
  recipient: string[];
  item_ids: string[];
  /** The composed letter (paragraphs, items, enclosures) as the screen shows it. */
  document: LetterDocument | null;
  free_text: { opening?: string; closing?: string };
  signature_name: string | null;
  signed_at: string | null;
  /** When the person confirmed that each statement is true (approval); printed in the letter with its date. */
  attested_at: string | null;
  mailed_at: string | null;
  /** Present when the person deleted the report the letter was built on (an approved or mailed letter stays). */
  report_deleted_at?: string;
  has_pdf: boolean;
  exhibits: { id: string; file_name: string; kind: string; size: number; created_at: string }[];
  created_at: string;
  updated_at: string;
}

/** What the screen shows and the PDF prints, in order (the letters module composes it). */
export interface LetterDocument {
  kind: LetterKindName;
  date: string;
  senderBlock: string[];
  recipientBlock: string[];
  subject: string;
  /**
   * Paragraphs in order. ids: 'salutation', 'opening' (editable), 'request' (the 611 / 623(a)(8) / 609 request),
   * 'closing' (editable). Items are printed right after 'opening'.
   */
  paragraphs: { id: string; text: string; editable: boolean }[];
  items: { number: number; itemId: string; text: string }[];
  enclosures: string[];
  /** Law ids, all in the library (LAW_IDS). */
  citedLaws: string[];
  /** The whole letter as text (stored in metadata.dispute_letter per spec). */
  plainText: string;
}
