/**
 * Why an item is disputed: the person's reasons (the letters module words a letter for each), how each reads in the
 * chooser and what the letter asks for with it.
 */

/** Reasons a person confirms for an item that has no engine finding, or in addition to one. */
export const PERSON_REASONS = [
  'not_mine',
  'identity_theft',
  'wrong_status',
  'wrong_balance',
  'wrong_dates',
  'paid_or_settled',
  'wrong_payment_history',
  'other',
] as const;
export type PersonReason = (typeof PERSON_REASONS)[number];

export const REASON_LABELS: Readonly<Record<PersonReason, string>> = {
  not_mine: 'This account is not mine',
  identity_theft: 'This is the result of identity theft',
  wrong_status: 'The status is wrong',
  wrong_balance: 'The balance is wrong',
  wrong_dates: 'A date is wrong',
  paid_or_settled: 'I paid or settled this account',
  wrong_payment_history: 'The payment history is wrong',
  other: 'Another reason, in my own words',
};

/** 'finding': the problem the engine found, in its words; the others are the person's reasons (letters module). */
export const REASON_IDS = ['finding', ...PERSON_REASONS] as const;
export type ReasonId = (typeof REASON_IDS)[number];

/** How each reason reads in the chooser, and what the letter asks for with it. */
const REASON_REQUESTS: Record<PersonReason, 'delete' | 'correct'> = {
  not_mine: 'delete',
  identity_theft: 'delete',
  wrong_status: 'correct',
  wrong_balance: 'correct',
  wrong_dates: 'correct',
  paid_or_settled: 'correct',
  wrong_payment_history: 'correct',
  other: 'correct',
};
export const REASON_OPTIONS = Object.fromEntries(PERSON_REASONS.map((id) => [id, { text: REASON_LABELS[id], request: REASON_REQUESTS[id] }])) as Record<
  PersonReason,
  { text: string; request: 'delete' | 'correct' }
>;

/** A reason that fits a candidate, offered to the person to confirm (or they write their own). */
export interface ReasonOption {
  id: ReasonId;
  text: string;
  request: 'delete' | 'correct';
  /** An editable first-person statement built from the item's facts (never the app's advice); '' for "other". */
  suggestion: string;
}

/**
 * What the person must confirm as true before an item goes into a letter (issue 24): that an account is not theirs
 * (or came from identity theft), and, for an inquiry, that they did not apply for credit with that company. Null
 * when nothing beyond their own statement is needed.
 */
export function confirmationNeeded(source: string, reason: ReasonId): 'not_mine' | 'did_not_apply' | null {
  if (source === 'inquiry') return 'did_not_apply';
  if (source === 'not_mine' || reason === 'not_mine' || reason === 'identity_theft') return 'not_mine';
  return null;
}
