/**
 * The letters module's interface (issue 9): what the dispute flow hands to the composer and what it gets back.
 * composeLetter (compose.ts) turns a LetterInput into a LetterDocument (src/common/disputes/letters.ts);
 * renderLetterPdf (pdf.ts) prints it.
 * Everything a letter says comes from the input; every law it cites is in src/engine/plan/laws.ts.
 */
import type { PersonReason } from '../../../../common/disputes/reasons';
import type { PostalAddress } from '../../../../common/postal-address';
import type { FindingCode } from '../../../../engine/model';

export type Bureau = 'experian' | 'transunion' | 'equifax';

/**
 * bureau_dispute: FCRA 611 dispute to one bureau. furnisher_dispute: direct dispute to the creditor or collector
 * (FCRA 623(a)(8), Reg V 12 CFR 1022.43), the person's own letter (the PDF names the tool that produced it,
 * decision 170).
 * file_disclosure: FCRA 609 request for a copy of the whole file and its sources (no items).
 */
export type LetterKind = 'bureau_dispute' | 'furnisher_dispute' | 'file_disclosure' | RoundLetterKind;

/**
 * The next round's letters to a bureau (docs/decisions/109): follow_up (no results by the due date),
 * method_of_verification (after 'verified'), identity_reply (after a "suspicious request" letter), reinsertion
 * (a deleted item came back).
 */
export type RoundLetterKind = 'follow_up' | 'method_of_verification' | 'identity_reply' | 'reinsertion';

/** What happened to an item in the round before (dates ISO YYYY-MM-DD), printed in a next-round letter. */
export interface PreviousRoundInput {
  round: number;
  letterDate?: string;
  mailedOn?: string;
  dueOn?: string;
  outcome?: 'deleted' | 'corrected' | 'verified' | 'frivolous' | 'stall' | 'no_response';
  outcomeOn?: string;
}

export interface LetterItemInput {
  /** dispute_items.id */
  id: string;
  creditor: string;
  /** Never a full number: the composer refuses more than 4 visible digits. */
  accountNumberMasked?: string;
  bureaus: Bureau[];
  /** The line the report printed (finding.evidence), quoted as printed. */
  reportedLine?: string;
  /** The engine finding this item comes from, if any. */
  findingCode?: FindingCode;
  /** The reason the person confirmed (chooses the sentence when there is no finding, or adds to it). */
  reason?: PersonReason;
  /** Why the item is inaccurate, in the person's own words: required for every item (the composer refuses an item
   * without it). Never a finding's explanation or any other text the app wrote for the person (issue 24). */
  personStatement?: string;
  request: 'delete' | 'correct';
  /** The correct value, when request = correct (e.g. "a balance of $0"). */
  correction?: string;
  /** Law ids from src/engine/plan/laws.ts (LAW_IDS); an unknown id is refused. */
  laws: string[];
  /** Next-round letters only: the round before (required there). */
  previous?: PreviousRoundInput;
}

export interface LetterInput {
  kind: LetterKind;
  /** ISO date (YYYY-MM-DD) of the letter. */
  date: string;
  consumer: {
    fullName: string;
    address: PostalAddress;
    /** ISO date; printed only when given (the person chose to include it). */
    dateOfBirth?: string;
    /** Exactly 4 digits; printed only when given. Never the full SSN. */
    ssnLast4?: string;
    /** Printed only when given (Reg V 1022.43(d) asks a direct dispute for the phone number "if applicable"). */
    phone?: string;
  };
  recipient: { bureau: Bureau } | { furnisher: { name: string; address: PostalAddress } };
  /** The report's number as printed on it, if it printed one. */
  reportNumber?: string;
  /** Empty for file_disclosure; at least one for the dispute kinds. */
  items: LetterItemInput[];
  /** e.g. "Copy of my driver's license", "Utility bill", "Marked report page". */
  enclosures: string[];
  /** A draft to show: an item still without the person's statement shows where it is needed. Approval composes
   * without this flag, and the composer refuses such an item. */
  draft?: boolean;
  /** ISO date the person confirmed that each statement is true (approval); printed above the signature. */
  attestedOn?: string;
  /** The person's edits of the free-text parts (replace the composed opening / closing paragraphs). */
  freeText?: { opening?: string; closing?: string };
}

export interface RenderOptions {
  /** Typed signature and date (the person's approval); without it the letter prints an empty signature line. */
  signature?: { name: string; date: string };
  /** PDFs or JPEG/PNG images appended behind the letter, in order. A damaged one throws ExhibitError. */
  exhibits?: Uint8Array[];
}

/** Why an exhibit could not be appended (ExhibitError.code). */
export type ExhibitErrorCode = 'unsupported_exhibit' | 'damaged_exhibit' | 'encrypted_exhibit';

export interface BureauDisputeAddress {
  name: string;
  lines: string[];
  /** Where the address was taken from. */
  source: string;
  /** ISO date the address was last checked against the source. */
  checked: string;
}
