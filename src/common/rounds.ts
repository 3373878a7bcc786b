/**
 * Dispute rounds (issue 10, "The FCRA clock and the round"): the outcome the person logs per item, the bureau's
 * reply read into proposals, and the comparison of a new analysis with the last one. Shared by server and web.
 * docs/api.md "Dispute rounds", docs/decisions/105–107.
 */
import { z } from 'zod';
import { DISPUTE_OUTCOMES, type DisputeOutcome, type DisputeOutcomeMeta, type DisputeStatus } from './disputes/items';
import { ROUND_LETTER_KINDS, type RoundLetterKind } from './disputes/letters';

/** Status an outcome puts the item in; no_response leaves it open (overdue once the due date has passed). */
export const OUTCOME_STATUS: Record<DisputeOutcome, DisputeStatus | null> = {
  deleted: 'completed',
  corrected: 'completed',
  verified: 'denied',
  frivolous: 'denied',
  stall: 'responded',
  no_response: null,
};

/** How each outcome reads on the screen (the option and the badge). */
export const OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  deleted: 'Deleted',
  corrected: 'Corrected',
  verified: 'Verified as accurate',
  frivolous: 'Frivolous or irrelevant notice',
  stall: '“Suspicious request” letter',
  no_response: 'No response',
};

/** The history note of each outcome (metadata.history). */
export const OUTCOME_NOTES: Record<DisputeOutcome, string> = {
  deleted: 'The bureau deleted the item',
  corrected: 'The bureau corrected the item',
  verified: 'The bureau said the item was verified as accurate',
  frivolous: 'The bureau called the dispute frivolous or irrelevant',
  stall: 'The bureau answered that the request may not have come from you',
  no_response: 'No response from the bureau',
};

export const OUTCOME_SOURCES = ['person', 'reply', 'reanalysis'] as const satisfies readonly DisputeOutcomeMeta['source'][];

export const ROUNDS_MESSAGES = {
  outcome: `Choose one of: ${DISPUTE_OUTCOMES.join(', ')}.`,
  noOutcome: 'This item has no outcome to undo.',
  notMailed: 'Log an outcome once the letter for this item has been mailed.',
  noResponseEarly: 'The bureau still has time to answer: log "No response" after the due date.',
  proposal: 'This proposal is no longer open.',
  replyUnreadable: 'We could not read any text in this reply. Log the outcome of each item by hand.',
  roundItems: 'Choose at least one item for the next letter.',
  oneBureau: 'A next-round letter goes to one bureau: choose items of the same bureau.',
  roundKind: `Choose one of: ${ROUND_LETTER_KINDS.join(', ')}.`,
  notFitting: 'This letter does not fit the latest answer for this item.',
  openElsewhere: 'A newer dispute of this item is open; continue there.',
} as const;

/**
 * An identity reply answers a "suspicious request" stall letter: it goes out only with both identity exhibits
 * (decision 138). The exhibit kinds are the disputes module's 'id' and 'proof_of_address'.
 */
export const IDENTITY_EXHIBITS = {
  id: 'a copy of your driver’s license or state ID',
  proof_of_address: 'proof of your address (a utility bill or bank statement)',
} as const;

/** The identity exhibits a letter still lacks before it may be approved (none for other kinds of letter). */
export function missingIdentityExhibits(letterKind: string, exhibitKinds: readonly string[]): (keyof typeof IDENTITY_EXHIBITS)[] {
  if (letterKind !== 'identity_reply') return [];
  return (Object.keys(IDENTITY_EXHIBITS) as (keyof typeof IDENTITY_EXHIBITS)[]).filter((k) => !exhibitKinds.includes(k));
}

export function identityExhibitsMessage(missing: readonly (keyof typeof IDENTITY_EXHIBITS)[]): string {
  return `Before you approve this reply, add ${missing.map((k) => IDENTITY_EXHIBITS[k]).join(' and ')} as exhibits: the bureau asked you to prove who you are and where you live.`;
}

/** How the history names each next-round letter ("Round 2: method-of-verification letter drafted"). */
export const ROUND_LETTER_LABELS: Readonly<Record<RoundLetterKind, string>> = {
  follow_up: 'follow-up',
  method_of_verification: 'method-of-verification',
  identity_reply: 'identity reply',
  reinsertion: 'reinsertion',
};

/** POST /api/disputes/rounds/next-letter */
export const nextRoundLetterSchema = z.strictObject({
  kind: z.enum(ROUND_LETTER_KINDS, { message: ROUNDS_MESSAGES.roundKind }),
  item_ids: z.array(z.string()).min(1, ROUNDS_MESSAGES.roundItems).max(30),
});

/** POST /api/disputes/items/:id/outcome */
export const outcomeRequestSchema = z.strictObject({
  result: z.enum(DISPUTE_OUTCOMES, { message: ROUNDS_MESSAGES.outcome }),
});

/** One outcome the reply or a later report suggests for one item; the person confirms or dismisses it. */
export interface OutcomeProposal {
  item_id: string;
  result: DisputeOutcome;
  /** The line of the reply (or the comparison's sentence) it was read from. */
  evidence: string;
  state: 'open' | 'confirmed' | 'dismissed';
}

/** A deleted item that a later report shows again: FCRA 611(a)(5)(B) required a notice within 5 business days. */
export interface ReinsertionFlag {
  item_id: string;
  analysis_id: string;
  detected_at: string;
}

/** A bureau's reply the person uploaded, or a comparison of a new analysis with the last one. */
export interface RoundReviewDto {
  id: string;
  kind: 'reply' | 'reanalysis';
  bureau: string | null;
  analysis_id: string | null;
  file_name: string | null;
  proposals: OutcomeProposal[];
  reinsertions: ReinsertionFlag[];
  /** Reply: 'reading' (the read-reply job has not finished), 'read' (text found), 'unreadable' (no text found). */
  status: 'reading' | 'read' | 'unreadable' | 'compared';
  created_at: string;
}

/** POST /api/disputes/reviews/:id/proposals: confirm or dismiss one proposal. */
export const proposalDecisionSchema = z.strictObject({
  item_id: z.string(),
  decision: z.enum(['confirm', 'dismiss']),
});

export const REINSERTION_TEXT = {
  badge: 'Reinserted',
  explain:
    'This item was deleted after your dispute and is back on your report. Under FCRA 611(a)(5)(B) the bureau must tell you in writing within 5 business days of putting it back.',
} as const;

/** Texts of the rounds screens in the dispute detail. */
export const ROUNDS_TEXT = {
  outcomeTitle: 'Outcome',
  round: (n: number) => `Round ${n}`,
  noOutcomeYet: 'No outcome logged yet. When the bureau answers, log what it did with this item.',
  waitForMail: 'Once you have mailed the letter, log here what the bureau answered.',
  outcomeLabel: 'What did the bureau do?',
  logOutcome: 'Log outcome',
  changeOutcome: 'Change outcome',
  undoOutcome: 'Undo outcome',
  logged: 'Outcome logged',
  undone: 'Outcome undone',
  source: { person: 'logged by you', reply: 'from the bureau’s reply', reanalysis: 'from a newer report' } as Record<DisputeOutcomeMeta['source'], string>,
  historyTitle: 'History',
  replyTitle: 'The bureau’s reply',
  replyHint:
    'Upload the letter the bureau sent you (PDF, JPEG, or PNG up to 10MB). We read it and propose an outcome for each item it names; you confirm each one.',
  replyFile: 'Reply letter',
  uploadReply: 'Upload reply',
  uploaded: 'Reply uploaded',
  proposalsTitle: 'Proposed outcomes to confirm',
  noProposals: 'We could not match any item of this letter in the reply. Log each outcome yourself above.',
  reading: 'Reading your reply… This can take a minute for a photo or a scan.',
  confirm: 'Confirm',
  dismiss: 'Dismiss',
  fromReply: (file: string) => `From your reply ${file}`,
  fromReport: 'From your newer report',
} as const;
