/** How finding codes and negative item types read for the person (ours); the screens and the AI assistant share them. */

/** Finding codes (src/engine/model.ts FINDING_CODES) as headings the user reads (ours). */
export const FINDING_TITLES: Record<string, string> = {
  obsolete_item: 'Too old to be reported',
  duplicate_account: 'Account reported twice',
  balance_after_transfer: 'Balance shown after the account was sold',
  reaged_debt: 'Delinquency date moved (re-aged debt)',
  removal_date_beyond_limit: 'Kept past the legal limit (removal date too late)',
  paid_collection_balance: 'Paid collection still shows a balance',
  missing_dofd: 'Date of first delinquency missing',
  medical_collection_under_500: 'Medical collection under $500',
  inquiry_without_account: 'Inquiry without a matching account',
  cross_bureau_mismatch: 'Reported differently by another bureau',
};
export const FINDING_TITLE_FALLBACK = 'Possible reporting error';

/** Negative item issue types (src/engine/model.ts ISSUE_TYPES) as the user reads them (ours). */
export const ISSUE_TYPE_LABELS: Record<string, string> = {
  late_payment: 'Late payment',
  charge_off: 'Charge-off',
  collection: 'Collection',
  repossession: 'Repossession',
  foreclosure: 'Foreclosure',
  bankruptcy: 'Bankruptcy',
  public_record: 'Public record',
  hard_inquiry: 'Hard inquiry',
  other: 'Other',
};
