/**
 * The normalized credit report model every parser produces and every rule reads.
 * Field names of the public output follow contracts/analyze-cli.md exactly; fields marked
 * "extra" are additions the contract allows.
 */

export const BUREAUS = ['experian', 'transunion', 'equifax'] as const;
export type Bureau = (typeof BUREAUS)[number];

/** A date kept at the precision printed: "YYYY-MM-DD" or "YYYY-MM". */
export type ReportDate = string;

export const PAYMENT_CODES = ['OK', '30', '60', '90', '120', '150', '180', 'CO', 'COL', 'RPO', 'FC', 'BK', 'ND'] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

/** Whose debt it is, as printed ("Individual", "Joint", "Authorized user"…). */
export type Responsibility = string;

export interface Account {
  creditor: string;
  originalCreditor: string | null;
  accountNumber: string | null;
  type: string | null;
  status: string | null;
  balance: number | null;
  creditLimit: number | null;
  dateOpened: ReportDate | null;
  dateOfFirstDelinquency: ReportDate | null;
  paymentHistory: Record<string, PaymentCode>;
  negative: boolean;
  // extra
  responsibility: Responsibility | null;
  highBalance: number | null;
  pastDue: number | null;
  monthlyPayment: number | null;
  dateClosed: ReportDate | null;
  dateReported: ReportDate | null;
  /** Last payment date as printed. */
  lastPaymentDate: ReportDate | null;
  remarks: string[];
  /** The date the bureau says the item leaves the report, as printed ("On Record Until", "Estimated month and year
   * this item will be removed", "scheduled to continue on record until"). */
  removalDate: ReportDate | null;
  /** Where dateOfFirstDelinquency came from: printed, or derived from removalDate minus 7 years
   * (docs/decisions/049); null when there is none. */
  dofdSource: DofdSource | null;
  /** Broad class used by rules and summaries; parsers set it from the printed type and section. */
  category: AccountCategory;
  /** Printed lines the account was read from (redacted), used as evidence by rules. */
  evidence: string[];
  /**
   * Set when a self-check of the reading failed and the page could not repair it (parse/check): the sentence shown
   * where the account is shown. Such an account goes into no letter or recommendation until the person confirms it.
   */
  readingWarning?: string | null;
  /** Which self-checks failed (codes of parse/check/account-checks.ts), for the warning's detail and the bench. */
  readingChecks?: string[];
}

export type DofdSource = 'printed' | 'removal_date';

/** A rate-shopping burst (docs/decisions/187): the inquiries, the account it led to, and a sentence for the person. */
export interface InquiryBurst {
  first: ReportDate;
  last: ReportDate;
  inquiries: { creditor: string; date: ReportDate | null }[];
  accountOpened: { creditor: string; dateOpened: ReportDate } | null;
  text: string;
}

/** Fields a rule needs that some prints never show (docs/decisions/186). */
export interface PrintedFields {
  dateOfFirstDelinquency: boolean;
  removalDate: boolean;
}

export type AccountCategory = 'revolving' | 'installment' | 'mortgage' | 'collection' | 'other';

export interface Inquiry {
  creditor: string;
  date: ReportDate | null;
  kind: 'hard' | 'soft';
  /** Set when a self-check of the reading failed (parse/check/entry-checks.ts, decision 243): as an account's. */
  readingWarning?: string | null;
  /** Which self-checks failed (codes of parse/check/entry-checks.ts). */
  readingChecks?: string[];
}

export interface PublicRecord {
  type: string;
  date: ReportDate | null;
  // extra
  status: string | null;
  court: string | null;
  reference: string | null;
  amount: number | null;
  /** Chapter 7 / 13 for bankruptcies when printed. */
  chapter: 7 | 11 | 13 | null;
  /** Set when a self-check of the reading failed (parse/check/entry-checks.ts, decision 243): as an account's. */
  readingWarning?: string | null;
  /** Which self-checks failed (codes of parse/check/entry-checks.ts). */
  readingChecks?: string[];
}

export interface Consumer {
  name: string | null;
  addresses: string[];
}

/** How much of what the report says it holds was read (extra). `…Listed` is null when the report prints no count. */
export interface Coverage {
  accountsRead: number;
  accountsListed: number | null;
  inquiriesRead: number;
  inquiriesListed: number | null;
  /** Which reader read this report and why (issue 25): a layout parser, or the general reader and the reason. */
  reader?: ReaderChoice;
  /** Set when the file is a bureau's dispute results (docs/decisions/232): how many items it deleted, updated, verified. */
  disputeResults?: DisputeResultCounts;
}

/** A dispute-results letter's items by result; deleted ones are on no report and never read as accounts. */
export interface DisputeResultCounts {
  deleted: number;
  corrected: number;
  verified: number;
}

/** Where reportDate came from: printed as the report's date, a browser print header, the latest
 * "last reported" date of the accounts, or the PDF's creation date. */
export type ReportDateSource = 'printed' | 'print_header' | 'last_reported' | 'file_created';

export interface CreditReport {
  bureau: Bureau;
  reportDate: ReportDate | null;
  score: number | null;
  consumer: Consumer;
  accounts: Account[];
  inquiries: Inquiry[];
  publicRecords: PublicRecord[];
  // extra
  reportDateSource: ReportDateSource | null;
  /** Whether the document prints these fields anywhere (docs/decisions/186); absent on reports read before it. */
  printedFields?: PrintedFields;
  /** Sentences, once per report, for what this print does not show and where to see it (the bureau's own report). */
  notShown?: string[];
  /** Hard inquiries from several lenders within 14 days: one search for one loan (docs/decisions/187). */
  inquiryBursts?: InquiryBurst[];
  coverage: Coverage;
  /** Plain sentences about what could not be read or checked ("We read 17 of the 19 accounts this report lists."). */
  warnings: string[];
}

/** The reader chosen for a report: 'layout' = the named layout parser; 'general' = the layout-free reader. */
export interface ReaderChoice {
  kind: 'layout' | 'general';
  /** The layout parser's name, or 'general'. */
  name: string;
  /** Why, in plain words ("no layout parser claimed this file", "the layout parser's self-check failed: …"). */
  reason: string;
}

export const ISSUE_TYPES = [
  'late_payment',
  'charge_off',
  'collection',
  'repossession',
  'foreclosure',
  'bankruptcy',
  'public_record',
  'hard_inquiry',
  'other',
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export type ImpactLevel = 'high' | 'medium' | 'low';

export interface NegativeItem {
  bureau: Bureau;
  creditor: string;
  accountNumber: string | null;
  issueType: IssueType;
  impactLevel: ImpactLevel;
  // extra
  /** A sentence for the user explaining what it is and why it hurts. */
  description: string;
  status: string | null;
  accountType: string | null;
}

export const FINDING_CODES = [
  'obsolete_item',
  'duplicate_account',
  'balance_after_transfer',
  'reaged_debt',
  'removal_date_beyond_limit',
  'paid_collection_balance',
  'missing_dofd',
  'medical_collection_under_500',
  'inquiry_without_account',
  'cross_bureau_mismatch',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export interface Finding {
  code: FindingCode;
  bureau: Bureau;
  creditor: string;
  accountNumber: string | null;
  lawBasis: string[];
  evidence: string;
  // extra
  /** A plain-language explanation for the user. */
  explanation: string;
  /** What the rule checks, in words (docs/decisions/186). */
  rule?: string;
  /** The printed lines the finding rests on, as printed (redacted); empty when it rests on a list (inquiries). */
  printedLines?: string[];
  /** Why the rule applies to this print: what the print shows that the rule needs. */
  appliesBecause?: string;
  /** A possible error only on the person's word (inquiries: that they did not apply); docs/decisions/187. */
  needsStatement?: 'did_not_apply';
  /** The rate-shopping burst the inquiry belongs to, when it does. */
  inquiryBurst?: InquiryBurst;
}

/** The analyze command's output (contracts/analyze-cli.md). */
export interface Analysis {
  reports: CreditReport[];
  negativeItems: NegativeItem[];
  findings: Finding[];
}

/** Reasons a file cannot be analysed; each maps to one user-facing sentence (errors.ts). */
export const ENGINE_ERROR_CODES = [
  'empty_file',
  'damaged_file',
  'password_protected',
  'not_a_credit_report',
  'unsupported_type',
  'too_large',
  'too_many_pages',
  'image_too_large',
  'timeout',
  'reader_crashed',
] as const;
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];
