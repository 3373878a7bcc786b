import type { Ground } from './rules';

/**
 * The sentences of the letters (docs/decisions/053). No sentence states a fact: facts (names, numbers, dates,
 * what the report printed, the person's words) come only from the letter's input. Each ground has its own
 * sentences, in two phrasings picked per item, so two letters about different items never read alike.
 */

/** Why the item is wrong, said to a bureau (first) or to the furnisher (second phrasing set). */
export const GROUND_SENTENCES: Readonly<Record<Ground, readonly string[]>> = {
  obsolete_item: ['Negative information this old may no longer be reported.', 'The period during which this item may be reported has ended.'],
  removal_date_beyond_limit: [
    'The date this item is set to come off my report is later than the reporting period allows.',
    'This item is scheduled to stay on my report longer than the reporting period allows.',
  ],
  reaged_debt: [
    'The reporting period runs from when the delinquency began; a later date of first delinquency keeps this item on my report longer than allowed.',
    'The date of first delinquency must be the date the delinquency actually began; a later date extends the time this item stays on my report.',
  ],
  missing_dofd: [
    'The date of first delinquency is not reported, so the end of the reporting period cannot be checked.',
    'A delinquent account must be reported with the month and year the delinquency began, and this one is not.',
  ],
  duplicate_account: [
    'The same debt is listed more than once, which overstates what I owe.',
    'This debt appears more than once; it should be listed only once.',
  ],
  balance_after_transfer: [
    'An account that was sold or transferred is owed to the new holder only; reporting a balance here counts the same debt twice.',
    'Once this account was transferred, a balance should no longer be reported under this creditor.',
  ],
  paid_collection_balance: [
    'A collection that has been paid should show a balance of zero.',
    'This collection is reported as paid but still shows a balance owed.',
  ],
  medical_collection_under_500: [
    'The three nationwide credit bureaus have said they no longer include medical collections of this size in credit reports.',
    'Medical collections of this size are no longer included in credit reports by the nationwide credit bureaus.',
  ],
  inquiry_without_account: [
    'No account on my report matches this inquiry; please check that it was made for a permissible purpose.',
    'I ask you to confirm that this company had a permissible purpose to obtain my report; if it did not, the inquiry should not be listed.',
  ],
  cross_bureau_mismatch: [
    'This account is reported differently to the credit bureaus, so at least one of the reports is inaccurate.',
    'The same account does not match across my credit reports; it must be reported accurately everywhere.',
  ],
  not_mine: ['This account is not mine.', 'This account does not belong to me.'],
  identity_theft: ['This information results from identity theft.', 'This account is the result of identity theft and is not mine.'],
  wrong_status: ['The status reported for this account is not accurate.', 'This account’s status is reported incorrectly.'],
  wrong_balance: ['The balance reported for this account is not accurate.', 'This account shows the wrong balance.'],
  wrong_dates: ['A date reported for this account is not accurate.', 'The dates reported for this account are wrong.'],
  paid_or_settled: [
    'I paid or settled this account, and the report does not show it.',
    'This account has been paid or settled, which the report does not reflect.',
  ],
  wrong_payment_history: ['The payment history reported for this account is not accurate.', 'This account’s payment history is reported incorrectly.'],
  other: [],
};

/** What the person asks for; `{correction}` is replaced by the item's correction. */
export const ASK = {
  bureau: {
    delete: ['Please delete this item from my file.', 'I ask that you remove this item from my credit file.'],
    correct: ['Please correct this item to show {correction}.', 'I ask that you correct this item so that it shows {correction}.'],
    correctUnspecified: ['Please correct this item.', 'I ask that you correct this item.'],
  },
  furnisher: {
    delete: [
      'Please stop reporting this item and ask each credit bureau you report to to delete it.',
      'I ask that you have this item deleted at each credit bureau you report it to.',
    ],
    correct: [
      'Please correct this information with each credit bureau you report it to, so that it shows {correction}.',
      'I ask that you correct this item with each credit bureau you report it to, so that it shows {correction}.',
    ],
    correctUnspecified: [
      'Please correct this information with each credit bureau you report it to.',
      'I ask that you correct this item with each credit bureau you report it to.',
    ],
  },
} as const;

/** "one", "two", … for counts in sentences; digits past twelve. */
export function countWord(n: number): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
  return words[n] ?? String(n);
}

/** A stable pick among phrasings, so a letter reads the same each time it is composed from the same input. */
export function pick<T>(variants: readonly T[], key: string): T {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return variants[(hash >>> 0) % variants.length]!;
}
