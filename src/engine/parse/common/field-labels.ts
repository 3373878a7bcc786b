/**
 * Field labels and their synonyms, mapped to the field each one fills: the table of the Equifax and merged
 * (3-bureau) parsers (the block reader has its own, labels.ts). Matching ignores case, spacing and punctuation
 * so "Date of 1st Delinquency", "DATE OF FIRST DELINQUENCY" and "Date of 1st  Delinquency" are the same label.
 */

export type LabelField =
  | 'accountNumber'
  | 'responsibility'
  | 'accountStatus'
  | 'paymentStatus'
  | 'type'
  | 'typeDetail'
  | 'dateOpened'
  | 'dateClosed'
  | 'balance'
  | 'highBalance'
  | 'creditLimit'
  | 'pastDue'
  | 'monthlyPayment'
  | 'dateReported'
  | 'lastPaymentDate'
  | 'dofd'
  | 'majorDelinquency'
  | 'originalCreditor'
  | 'collector'
  | 'creditor'
  | 'remarks'
  | 'classification'
  | 'chargeOffAmount'
  | 'activity'
  | 'dateAssigned'
  | 'ignored'
  // personal, report and public-record fields
  | 'name'
  | 'address'
  | 'reportDate'
  | 'score'
  | 'inquiryDate'
  | 'inquiryCreditor'
  | 'recordType'
  | 'dateFiled'
  | 'chapter'
  | 'court'
  | 'reference'
  | 'amount'
  | 'recordStatus';

const SYNONYMS: Record<LabelField, string[]> = {
  accountNumber: ['Account Number', 'Account No', 'Account #', 'Acct Number', 'Acct #', 'Acct No', 'Account'],
  responsibility: [
    'Bureau Code',
    'Account Description',
    'Account Holder',
    'Owner',
    'Owners',
    'Account Owner',
    'Responsibility',
    'Ownership',
    'ECOA',
    'Whose Account',
    'Account Designator',
  ],
  accountStatus: ['Account Status', 'Status of Account', 'Loan Status'],
  paymentStatus: ['Payment Status', 'Current Payment Status', 'Current Status', 'Status', 'Pay Status', 'Rating'],
  type: ['Account Type', 'Type of Account', 'Type', 'Portfolio Type'],
  typeDetail: [
    'Loan/Account Type',
    'Loan Type',
    'Account Kind',
    'Kind of Account',
    'Type of Loan',
    'Detail',
    'Account Type Detail',
    'Account Type - Detail',
    'Type Detail',
    'Kind of Business',
    'Business Type',
  ],
  dateOpened: ['Date Opened', 'Opened', 'Open Date', 'Date Open', 'Opened Date'],
  dateClosed: ['Date Closed', 'Closed', 'Closed Date', 'Date Paid Out', 'Paid Off Date'],
  balance: ['Balance', 'Current Balance', 'Balance Amount', 'Balance Owed', 'Amount Owed', 'Current Amount Owed'],
  highBalance: [
    'High Credit',
    'Highest Balance',
    'High Balance',
    'Original Amount',
    'Original Amount Owed',
    'Loan Amount',
    'Original Balance',
    'Original Loan Amount',
    'Highest Credit',
  ],
  creditLimit: ['Credit Limit', 'Limit', 'Credit Line', 'Credit Limit/Original Amount'],
  pastDue: ['Amount Past Due', 'Past Due', 'Past Due Amount', 'Past-Due Amount'],
  monthlyPayment: ['Scheduled Payment Amount', 'Scheduled Payment', 'Monthly Payment', 'Payment Amount', 'Terms Amount', 'Payment Due', 'Payment'],
  dateReported: ['Date Reported', 'Last Reported', 'Reported', 'Date Updated', 'Balance Date', 'Status Date', 'Date Verified'],
  lastPaymentDate: ['Date of Last Payment', 'Last Payment Date', 'Last Payment', 'Date Last Payment', 'Last Payment Made', 'Last Paid', 'Date Last Paid'],
  dofd: [
    'Date of 1st Delinquency',
    'Date of First Delinquency',
    'Date 1st Delinquency',
    'First Delinquency',
    'DOFD',
    'Date of 1st Delinq',
    'First Delinquency Date',
    'Delinquency First Reported',
  ],
  majorDelinquency: ['Date Major Delinquency First Reported', 'Major Delinquency First Reported', 'Date of Major Delinquency'],
  originalCreditor: ['Original Creditor', 'Original Creditor Name', 'Orig Creditor', 'Original Lender', 'Original Creditor(s)'],
  collector: ['Collection Agency', 'Collector', 'Agency Name', 'Collection Company', 'Agency'],
  creditor: ['Creditor', 'Creditor Name', 'Company Name', 'Lender', 'Company'],
  remarks: [
    'Narrative Code(s)',
    'Narrative Codes',
    'Narrative Code',
    'Narratives',
    'Comments',
    'Comment',
    'Remarks',
    'Remark',
    'Additional Information',
    'Creditor Comments',
    'Creditor Remarks',
    'Notes',
    'Note',
  ],
  classification: ['Creditor Type', 'Creditor Classification', 'Classification', 'Industry'],
  chargeOffAmount: ['Charge Off Amount', 'Charged Off Amount', 'Amount Charged Off', 'Charge-Off Amount', 'Written Off Amount'],
  activity: ['Activity Designator', 'Activity Description'],
  dateAssigned: ['Date Assigned', 'Assigned Date', 'Date Placed for Collection'],
  ignored: [
    'Terms Frequency',
    'Term Duration',
    'Terms Duration',
    'Terms',
    'Months Reviewed',
    'Actual Payment Amount',
    'Actual Payment',
    'Deferred Payment Start Date',
    'Balloon Payment Amount',
    'Balloon Payment Date',
    'Date of Last Activity',
    'Date Last Active',
    'Credit Grantor',
    'Previous Status',
    'Contact',
    'Months',
    'Term',
    'No. of Months (terms)',
    'No. of Months',
    'Number of Months',
    'Terms (months)',
    'Last Activity',
    // 3-bureau monitoring sites (MyFreeScoreNow / SmartCredit)
    'Term Length',
    'Payment Frequency',
    'Last Verified',
    'Dispute Status',
  ],
  name: ['Name', 'Full Name', 'Consumer Name', 'Prepared For', 'Report For', 'Formerly Known As', 'Also Known As'],
  address: [
    'Address',
    'Current Address(es)',
    'Previous Address(es)',
    'Current Address',
    'Addresses',
    'Previous Address',
    'Previous Addresses',
    'Other Address',
    'Former Address',
    'Mailing Address',
  ],
  reportDate: [
    'Credit Report Date',
    'Report Date',
    'Date of Report',
    'Date of This Report',
    'Report Generated',
    'Generated On',
    'Report Created',
    'Date Created',
    'Date Generated',
    'Confirmation Date',
    'Date',
  ],
  score: [
    'Credit Score',
    'Equifax Credit Score',
    'Equifax Score',
    'Your Score',
    'Your Credit Score',
    'FICO Score',
    'FICO Score 8',
    'VantageScore',
    'VantageScore 3.0',
    'Score',
  ],
  inquiryDate: ['Inquiry Date', 'Date of Inquiry', 'Inquiry Dates', 'Date(s) of Inquiry', 'Date Requested', 'Requested On'],
  inquiryCreditor: ['Inquirer', 'Inquiring Company', 'Requestor', 'Requested By', 'Inquiry From'],
  recordType: ['Record Type', 'Public Record Type', 'Filing Type', 'Bankruptcy Type', 'Type of Record'],
  dateFiled: ['Date Filed', 'Filed Date', 'Filing Date', 'Date Filed/Reported', 'Filed'],
  chapter: ['Chapter'],
  court: ['Court', 'Court Name', 'Court Type'],
  reference: ['Reference Number', 'Reference #', 'Docket Number', 'Case Number', 'Docket #', 'Case #'],
  amount: ['Amount', 'Liability', 'Liabilities', 'Total Liability', 'Asset Amount', 'Judgment Amount', 'Lien Amount'],
  recordStatus: ['Disposition', 'Record Status', 'Filing Status', 'Date Discharged', 'Discharged', 'Date Resolved'],
};

/** Lowercase letters and digits only, so label matching ignores spacing and punctuation. */
export function labelMatchKey(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/\bfirst\b/g, '1st')
      .replace(/[^a-z0-9#]/g, '')
      // a scan's OCR reads o as 0 and l as 1 inside words; both sides of a comparison go through this
      .replace(/(?<=[a-z])0|0(?=[a-z])/g, 'o')
      .replace(/(?<=[a-z])1|1(?=[a-z])/g, 'l')
  );
}

export interface LabelSpec {
  field: LabelField;
  label: string;
  key: string;
}

const ALL_LABELS: LabelSpec[] = Object.entries(SYNONYMS)
  .flatMap(([field, labels]) => labels.map((label) => ({ field: field as LabelField, label, key: labelMatchKey(label) })))
  // longest first so "Date of 1st Delinquency" wins over "Date" and "Account Status" over "Status"
  .sort((a, b) => b.key.length - a.key.length);

const BY_KEY = new Map<string, LabelSpec>();
for (const spec of ALL_LABELS) if (!BY_KEY.has(spec.key)) BY_KEY.set(spec.key, spec);

/** The field a whole printed label names, or null when it is not a known label. */
export function fieldForLabel(label: string): LabelField | null {
  const exact = BY_KEY.get(labelMatchKey(label));
  if (exact) return exact.field;
  // "Score (VantageScore 3.0)", "Balance (as of 08/2024)": the label outside or inside the brackets
  const outside = label.replace(/\([^)]*\)/g, ' ').trim();
  const inside = /\(([^)]*)\)/.exec(label)?.[1] ?? '';
  for (const candidate of [outside, inside]) {
    const spec = candidate && candidate !== label ? BY_KEY.get(labelMatchKey(candidate)) : undefined;
    if (spec) return spec.field;
  }
  return null;
}

/** All known labels, longest first. */
export function knownLabels(): readonly LabelSpec[] {
  return ALL_LABELS;
}
