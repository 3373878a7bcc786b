/** The dispute screens' texts: the spec's (document 2 §2, §5, §8) and ours where the spec is silent (decision 057). */

/** Spec §8 dispute texts. */
export const DISPUTE_TEXT = {
  loadError: 'Error loading dispute data',
  statusError: 'Error: Failed to update the dispute status.',
  printError: 'Failed to print the letter.',
  popupBlocked: 'Unable to open print window. Please check your pop-up blocker settings.',
  regenerateError: 'Error: Failed to regenerate dispute letters. Please try again later.',
  regenerateScheduled: 'Success: Dispute letters regeneration has been scheduled.',
  regenerating: 'Regenerating letter: Your dispute letter will be regenerated shortly.',
  noLaws: 'No specific laws listed',
  noDrafts: 'No draft dispute letters found.',
} as const;

export const DISPUTES_PAGE = {
  /** Above the read-only records when services are not open (decision 165). ours */
  recordsStayYours:
    'Dispute letters, rounds and advice on what to dispute come with a plan. Letters you signed and disputes you mailed stay yours: read them, download them and follow their deadlines here.',
  title: 'Dispute Letters',
  subtitle: 'Review, approve and mail your dispute letters, and track the answers.',
  about: 'About Credit Dispute Letters',
  calendar: 'View Calendar Events',
  custom: 'Create Custom Letter',
  tabs: { active: 'Active', drafts: 'Drafts', completed: 'Completed' },
  noAnalysisTitle: 'No completed credit report analysis',
  noAnalysisBody: 'Upload your credit reports so we can find what may be wrong and help you dispute it.',
  uploadReports: 'Upload Reports',
  reminder: 'Credit bureaus have 30 days to respond to your dispute under the Fair Credit Reporting Act (FCRA).',
  viewLetters: 'View Letters',
  createNew: 'Create New Dispute',
  noActive: 'No active disputes yet. Choose what to dispute from a completed report.',
  noCompleted: 'No completed disputes yet.',
  chooseItems: 'Choose what to dispute',
  back: 'Back to Disputes',
  print: 'Print',
  regenerate: 'Regenerate',
  regenerateApprovedConfirm:
    'This letter is already approved and signed. Regenerating it drops your signature: you will read it again and approve it again before it can be mailed.',
  regenerateApprovedYes: 'Regenerate and approve again',
  regenerateApprovedNo: 'Keep the approved letter',
  letterTab: 'Dispute Letter',
  lawsTab: 'Consumer Laws',
  showMore: 'Show more',
  showLess: 'Show less',
  items: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  created: 'Created',
  subject: (bureau: string) => `Dispute of inaccurate items with ${bureau}`,
} as const;

export const ABOUT_TEXT = [
  'The Fair Credit Reporting Act (FCRA) gives you the right to dispute information on your credit report that you believe is inaccurate or incomplete. The bureau must investigate, usually within 30 days, and correct or delete what it cannot verify.',
  'We read your reports, point out what may be wrong and why, and draft a letter from the facts printed on your report and your own words. You decide what to dispute, review and edit each letter, and sign it. Disputing information that is accurate is not allowed, so you can mark items as accurate instead.',
  'Results are not guaranteed: the bureau decides after its investigation.',
] as const;

export const LETTER_TEXT = {
  noLetter: 'The letter is being prepared.',
  needAddress: 'Add your mailing address in Settings so the letter can be written.',
  settings: 'Go to Settings',
  draftBadge: 'Draft',
  edit: 'Edit the opening and closing',
  opening: 'Opening paragraph',
  closing: 'Closing paragraph',
  saveEdit: 'Save changes',
  approveTitle: 'Approve and sign',
  approveHint: 'Read the whole letter. By typing your name you sign it; only then is it ready to print and mail.',
  attest: 'I confirm that each statement in this letter is true to the best of my knowledge. (The letter records the date of this confirmation.)',
  signature: 'Your full name (signature)',
  signatureDate: 'Date',
  includeDob: 'Date of birth (optional, helps the bureau find your file)',
  includeSsn: 'Last 4 digits of your SSN (optional)',
  approve: 'Approve letter',
  approved: 'Letter approved',
  download: 'Download PDF',
  mailTitle: 'Mail it yourself',
  mailSteps: [
    'Print the letter and sign it by hand above your typed name.',
    'Enclose copies (never originals) of the documents listed under Enclosures.',
    'Send it by certified mail, return receipt requested, and keep the receipt: it proves when the bureau got your letter.',
    'Keep a copy of everything you send.',
  ],
  mailedDate: 'Date mailed',
  recordMailed: 'Record date mailed',
  reportDeleted: (date: string) =>
    `Built on a report you deleted on ${date}. The letter and its dispute history stay; that report's file and analysis are gone.`,
  mailedOn: (date: string) => `Mailed on ${date}. The bureau's answer is due within 30 days of your letter.`,
  exhibitsTitle: 'Exhibits behind the letter',
  exhibitsHint: 'Add copies of your ID and proof of address (PDF, JPEG or PNG up to 10MB); they are printed behind the letter.',
  exhibitKind: 'Kind of page',
  addExhibit: 'Add exhibit',
  remove: 'Remove',
  furnisherTitle: 'Dispute directly with the creditor or collector',
  furnisherHint:
    'For an item the creditor reports wrongly (for example a wrong balance), you can also write to the creditor directly (FCRA 623(a)(8)). Enter the address it gives for disputes.',
  furnisherHonesty:
    'Good to know: a creditor or collector may decline a direct dispute prepared with the help of a credit repair service, and this app is one (Regulation V, 12 CFR 1022.43(b)(2)). A dispute with the credit bureau is always investigated (FCRA 611), so keep this item in your bureau letter too: you can send both.',
  furnisherName: 'Creditor or collector name',
  createFurnisher: 'Create letter to the creditor',
  disclosureTitle: 'Request a copy of your file (FCRA 609)',
  disclosureHint: 'Ask the bureau for everything in your file and where it came from. This is a separate letter, not a dispute.',
  createDisclosure: 'Create 609 request',
  otherLetters: 'Other letters',
  statementLabel: 'Why it is inaccurate, in your own words (required before approval)',
  saveStatement: 'Save',
} as const;

export const CHOOSER_TEXT = {
  title: 'Choose what to dispute',
  intro: 'For each item, decide: dispute it, with a reason that fits, or mark it as accurate. Accurate items are never disputed.',
  dispute: 'Dispute',
  accurate: 'This is accurate',
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  statement: 'Why it is inaccurate, in your own words (required)',
  statementHint:
    'The letter states this as yours, word for word. A suggestion built from what the report shows is filled in: change it so it says what you know is true, and fill in any [bracketed] part.',
  confirmNotMine: 'I confirm that this account is not mine, to the best of my knowledge.',
  confirmDidNotApply: (creditor: string) => `I did not apply for credit with ${creditor} and did not authorize this inquiry.`,
  identityTheft:
    'If someone used your identity to open it, you can also report it at IdentityTheft.gov (FTC). With that identity theft report enclosed, a bureau must block the information (FCRA 605B).',
  bracketsLeft: 'Fill in the [bracketed] part of your statement, or remove it.',
  save: 'Save',
  printed: 'What the report shows',
  why: 'Why it may be wrong',
  noFindingWhy: 'What the reading found',
  noFinding: 'No error found',
  laws: 'Laws',
  markedAccurate: 'Marked accurate: never disputed.',
  lockedAccurate: 'You marked this account accurate in the review.',
  disputing: 'Disputing',
  empty: 'No negative items or possible errors were found in this report.',
  done: 'Go to your letters',
  bureaus: 'Reported by',
  priority: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
  saved: 'Choice saved',
  saveFailed: 'Could not save your choice',
} as const;

export const CUSTOM_TEXT = {
  title: 'Create Custom Letter',
  description: 'Dispute any item of a report you have uploaded. It joins that bureau\u2019s letter, which you review and approve.',
  bureau: 'Bureau',
  creditor: 'Creditor as printed on the report',
  accountNumber: 'Account number (last 4 digits are enough)',
  reason: 'What is wrong',
  statement: 'Why it is inaccurate, in your own words (required)',
  confirmNotMine: 'I confirm that this account is not mine, to the best of my knowledge.',
  request: 'What you ask for',
  delete: 'Delete the item',
  correct: 'Correct the item',
  create: 'Create letter',
  created: 'Item added to your letter',
} as const;

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  ready: 'Ready',
  sent: 'Sent',
  responded: 'Responded',
  completed: 'Completed',
  denied: 'Denied',
  submitted: 'Submitted',
};

/** The Send Letter and Tracking tabs (spec texts are in common/mail.ts MAIL_TEXT). */
export const MAIL_SCREEN = {
  sendTab: 'Send Letter',
  trackingTab: 'Tracking',
  sendButton: 'Send Letter',
  sending: 'Sending…',
  sendTitle: 'Send by certified mail',
  sendIntro: (recipient: string) =>
    `We print your signed letter and mail it to ${recipient} by USPS Certified Mail, with a tracking number. The bureau’s 30 days start when it receives the letter.`,
  fromLegend: 'Your return address',
  returnReceipt: 'Add a return receipt (the green card signed by the recipient, mailed back to you).',
  extended:
    'I sent the bureau more information about this dispute after mailing, or this dispute follows the free annual credit report I requested. (The bureau then has 45 days instead of 30.)',
  undoNote: 'You can undo the send for a few minutes, until the letter goes to print.',
  undo: 'Undo send',
  undoUntil: (time: string) => `Undo send is possible until ${time}.`,
  status: 'Status',
  trackingNumber: 'Tracking number',
  trackOnUsps: 'Track on USPS.com',
  estimated: 'Estimated delivery',
  actual: 'Delivered',
  assumed: 'No delivery scan came back, and the estimated delivery date has passed, so we count the letter as delivered on this date.',
  due: 'Response due',
  daysLeft: (n: number) => (n > 0 ? `${n} ${n === 1 ? 'day' : 'days'} left` : n === 0 ? 'Due today' : `${-n} ${n === -1 ? 'day' : 'days'} overdue`),
  dueEstimate: 'An estimate from the expected delivery date, until delivery is confirmed.',
  followUp: 'Follow up by',
  events: 'Tracking history',
  noEvents: 'No tracking events yet. USPS scans usually start within a day or two of mailing.',
  mailedBySelf: 'You mailed this letter yourself.',
  deliveredLabel: 'Date delivered (from your USPS receipt)',
  recordDelivered: 'Save delivery date',
  /** Decision 171: the assumed receipt the clock counts from until the person enters the delivery date. */
  assumedReceipt: (day: string) =>
    `We assume the bureau received it on ${day} (5 business days after mailing); change it if you have the delivery date. The deadlines count from that date.`,
  notYetDelivered: 'Enter the date delivered when your USPS receipt or tracking shows it; the bureau’s 30 days count from then.',
  mailedPdf: 'Download the letter as mailed (PDF)',
  mailedPdfHint: 'The copy the printer made and mailed, kept for your records.',
} as const;

export const TRACKING_STATUS_LABELS: Record<string, string> = {
  sent: 'Sent',
  mailed: 'Mailed',
  in_transit: 'In transit',
  in_local_area: 'In the local area',
  processed_for_delivery: 'Processed for delivery',
  're-routed': 'Re-routed',
  returned_to_sender: 'Returned to sender',
  delivered: 'Delivered',
  pickup_available: 'Available for pickup',
  issue: 'Delivery issue',
  failed: 'Could not be printed',
};
