import type { Ground } from './rules';

/**
 * The fixed sentences of the letters (docs/decisions/053, 170). No sentence states a fact: facts (names, numbers,
 * dates, what the report printed, the person's own words) come only from the letter's input. One phrasing each:
 * what makes two letters differ is the person's own statement, not rotated wording (decision 170). Nothing here
 * addresses anyone as "you": a letter is the person's statement of facts and of what they ask.
 */

/** The rule an item's ground rests on, stated after the person's words (none for a reason of their own). */
export const GROUND_SENTENCES: Readonly<Record<Ground, string | null>> = {
  obsolete_item: 'Negative information this old may no longer be reported.',
  removal_date_beyond_limit: 'The date this item is set to come off my report is later than the reporting period allows.',
  reaged_debt: 'The reporting period runs from when the delinquency began; a later date of first delinquency keeps this item on my report longer than allowed.',
  missing_dofd: 'A delinquent account must be reported with the month and year the delinquency began, and this one is not.',
  duplicate_account: 'The same debt is listed more than once, which overstates what I owe.',
  balance_after_transfer: 'An account that was sold or transferred is owed to the new holder only; reporting a balance here counts the same debt twice.',
  paid_collection_balance: 'A collection that has been paid should show a balance of zero.',
  medical_collection_under_500: 'The three nationwide credit bureaus have said they no longer include medical collections of this size in credit reports.',
  inquiry_without_account: 'I did not apply for credit with this company and did not authorize this inquiry.',
  cross_bureau_mismatch: 'This account is reported differently to the credit bureaus, so at least one of the reports is inaccurate.',
  not_mine: 'This account is not mine.',
  identity_theft: 'This information results from identity theft.',
  wrong_status: 'The status reported for this account is not accurate.',
  wrong_balance: 'The balance reported for this account is not accurate.',
  wrong_dates: 'A date reported for this account is not accurate.',
  paid_or_settled: 'I paid or settled this account, and the report does not show that correctly (its status or its balance).',
  wrong_payment_history: 'The payment history reported for this account is not accurate.',
  other: null,
};

/** The correction asked; `{correction}` is replaced by the item's correction. */
export const ASK = {
  bureau: {
    delete: 'Please delete this item from my file.',
    correct: 'Please correct this item to show {correction}.',
    correctUnspecified: 'Please correct this item.',
  },
  furnisher: {
    delete: 'Please stop reporting this item and have it deleted at each credit bureau it is reported to.',
    correct: 'Please correct this information at each credit bureau it is reported to, so that it shows {correction}.',
    correctUnspecified: 'Please correct this information at each credit bureau it is reported to.',
  },
} as const;

/** "one", "two", … for counts in sentences; digits past twelve. */
export function countWord(n: number): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
  return words[n] ?? String(n);
}
