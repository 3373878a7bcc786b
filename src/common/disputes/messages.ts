/** The disputes' own messages (errors and field hints, docs/api.md "Disputes") and the lengths they state. */

export const STATEMENT_MAX = 1000;
export const FREE_TEXT_MAX = 2000;

export const DISPUTE_MESSAGES = {
  reason: 'Choose a reason that fits, or "Something else" and write your own words.',
  ownWords: 'Write in your own words why this is inaccurate: the letter states it as yours.',
  confirmTrue: 'Confirm that this is true before it goes into a letter.',
  didNotApply: 'Confirm that you did not apply for credit with this company: only then is this inquiry disputed.',
  attested: 'Confirm that each statement in this letter is true to the best of your knowledge.',
  missingStatement: 'Every item needs your own statement before the letter can be approved.',
  statement: `Use at most ${STATEMENT_MAX} characters.`,
  choice: 'Choose "dispute" or "this is accurate".',
  candidate: 'Choose an item of this analysis.',
  lockedAccurate: 'You marked this account as accurate in the review; accurate information is never disputed.',
  held: 'This item cannot go into a letter now: confirm how it was read in Review accounts, or it was logged deleted or corrected.',
  status: 'Choose one of: pending, sent, responded, completed, denied.',
  noDisputeSelected: 'No dispute selected',
  alreadyRegenerating: 'Already regenerating letters',
  signature: 'Type your full name to sign the letter.',
  signatureDate: 'Enter the date of your signature as YYYY-MM-DD.',
  mailedDate: 'Enter the date you mailed the letter as YYYY-MM-DD, not in the future.',
  notReady: 'Approve the letter before recording that it was mailed.',
  notDraft: 'This letter is already approved; regenerate its items to change it.',
  address: 'Add your mailing address in Settings before approving a letter.',
  furnisher: 'Enter the furnisher’s name and mailing address.',
  items: 'Choose at least one dispute item.',
  tooManyWrites: 'You have made many dispute changes in the last hour. Please wait a while and try again.',
  ssnLast4: 'Enter the last 4 digits of your SSN, or leave it empty.',
  dob: 'Enter your date of birth as YYYY-MM-DD, or leave it empty.',
} as const;
