/**
 * Every user-visible text, delay and limit of the /credit-report screen (spec document 2 §2, §4, §5, §8, §9), with
 * the spec's exact wording where the spec gives one. Texts the spec does not give are marked "ours".
 */

/** The page's tabs, in order, with the query-parameter value each one is reached by (spec §2). */
export const REPORT_TABS = [
  { value: 'scores', label: 'Credit Scores' },
  { value: 'upload', label: 'Upload Reports' },
  { value: 'history', label: 'Upload History' },
  { value: 'details', label: 'Report Details' },
] as const;
export type ReportTab = (typeof REPORT_TABS)[number]['value'];
export const DEFAULT_TAB: ReportTab = 'scores';

/** The analysis detail tabs (spec §2 "Analysis detail tabs"; the findings and review views are ours, from the issue). */
export const DETAIL_TABS = [
  { value: 'factors', label: 'Score Factors' },
  { value: 'strategy', label: 'Strategy' },
  { value: 'negative', label: 'Negative Items' },
  { value: 'recommendations', label: 'Recommendations' },
  // Spec: "an AI assistant tab with two sub-tabs" (the label is ours).
  { value: 'assistant', label: 'AI Assistant' },
  { value: 'errors', label: 'Possible Errors' },
  { value: 'review', label: 'Review Accounts' },
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number]['value'];

/** Spec §4/§9: the screen forces a refetch when still loading after 10,000 ms, at most 3 times. */
export const FORCED_REFETCH_AFTER_MS = 10_000;
export const FORCED_REFETCH_MAX = 3;
/** The issue: the list is polled every 3 s while any analysis is pending or processing. */
export const UNFINISHED_POLL_MS = 3_000;
/** How often the history looks again whether a row has become stuck (ours; the threshold is the spec's 10 min). */
export const STUCK_CHECK_MS = 30_000;

export const TEXT = {
  page: {
    title: 'Credit Report',
    subtitle: 'Your credit scores, uploaded reports and analysis results', // ours
    refresh: 'Refresh',
    refreshing: 'Refreshing data...',
    refreshFailed: 'Failed to refresh data',
    history: 'History',
    download: 'Download',
    downloadFailed: 'Download failed', // ours
    downloadFailedFallback: 'We could not download the original report file. Please try again.', // ours
    loading: 'Loading your credit report data...', // ours
    progressLabel: (bureau: string) => `${bureau} analysis progress`, // ours
    tabsLabel: 'Credit report sections', // ours
  },
  error: {
    title: 'Error Loading Credit Data',
    fallback: "We couldn't load your credit report data. Please try refreshing.",
    retry: 'Try Again',
  },
  empty: {
    title: 'No Credit Reports Found',
    description: 'Upload a credit report from Experian, TransUnion or Equifax to see your scores and analysis.', // ours
    action: 'Upload Credit Report',
  },
  guard: {
    title: 'Something went wrong with this content',
    action: 'Refresh Page',
  },
  scores: {
    heading: 'Credit Scores', // ours (the tab's name); the cards' own texts are in analyses/score-card/texts.ts
    correct: 'Correct score', // ours
    correctionLabel: (bureau: string) => `Your ${bureau} score as printed on the report`, // ours
    correctionHint: 'If the score we read is wrong, enter the score printed on your report.', // ours
    save: 'Save correction', // ours
    cancel: 'Cancel', // ours
    remove: 'Remove correction', // ours
    yourCorrection: 'Your correction',
    readFromReport: 'Read from report:',
    noScoreRead: 'Read from report: no score printed', // ours
    saved: 'Score correction saved', // ours
    removed: 'Score correction removed', // ours
    saveFailed: 'Failed to save score correction', // ours
    saveFailedFallback: 'Please try again later.', // ours
  },
  upload: {
    bureausLabel: 'Bureau to upload', // ours
    mergedHeading: 'Have a 3-in-1 (merged) report?', // ours
    mergedDescription: 'One file with all three bureaus fills Experian, TransUnion and Equifax at once.', // ours
    mergedAction: 'Upload a 3-in-1 report', // ours
    mergedClose: 'Upload one bureau instead', // ours
    initiationFailed: 'Analysis initiation failed',
    initiationFailedDescription: "We couldn't start analyzing your report. Please try again later or contact support.",
    inProgress: 'Analysis in progress', // ours
    boxTitle: (bureau: string) => `Upload ${bureau} Report`, // ours
    boxDescription: 'Upload the report you got from this bureau. Analysis usually takes 1-2 minutes.', // ours (the 1-2 minutes are the spec's)
    mergedBoxLabel: 'Upload 3-in-1 report', // ours
  },
  history: {
    heading: 'Upload History', // ours (the tab's name)
    fileFallback: 'Credit report file', // ours
    uploaded: 'Uploaded', // ours
    restart: 'Restart Analysis',
    restarted: 'Analysis restarted', // ours
    restartedDescription: 'Processing has started. This may take a few moments.',
    restartFailed: 'Failed to restart analysis',
    restartFailedFallback: 'Please try again later',
    recoveryLimit: 'Multiple recovery attempts failed',
    recoveryLimitDescription: 'Please upload the report again or contact support.',
    viewDetails: 'View details',
    merged: '3-in-1 report', // ours
    failedReasonFallback: 'The analysis failed.', // ours
  },
  /** Deleting an upload (ours: issue 27, docs/decisions/190). */
  deleteUpload: {
    button: 'Delete',
    title: 'Delete this upload?',
    loading: 'Checking what goes with it…',
    goes: 'This deletes, for good:',
    file: (name: string) => `The uploaded file ${name}`,
    analyses: (bureaus: string) => `Its analysis (${bureaus}), its score and its conversation with the assistant`,
    itemsRemoved: (n: number) => `${n} dispute ${n === 1 ? 'item' : 'items'} only this report supports, not yet disputed:`,
    draftsRemoved: (n: number) => `${n} draft ${n === 1 ? 'letter' : 'letters'} built only on this report`,
    stays: 'These stay:',
    lettersKept: (n: number) => `${n} approved or mailed ${n === 1 ? 'letter' : 'letters'}, marked as resting on a deleted report`,
    itemsKept: (n: number) => `${n} dispute ${n === 1 ? 'item' : 'items'} already disputed, with their history`,
    itemsMoved: (n: number) => `${n} dispute ${n === 1 ? 'item' : 'items'} that another report shows too`,
    rebuilt: 'Your scores, plan and progress are worked out again from the reports you keep.',
    cancel: 'Cancel',
    confirm: 'Delete upload',
    deleted: 'Upload deleted',
    failed: 'The upload could not be deleted',
    failedFallback: 'Please try again.',
    previewFailed: 'We could not check what goes with this upload. Close this and try again.',
  },
  details: {
    pickLabel: 'Report', // ours
    /** The Strategy and Recommendations tabs without open services (decision 169). ours */
    adviceWithPlan:
      'The strategy and the recommendations say what to dispute, pay or wait for: that advice is a credit repair service and comes with a plan, once its cancellation period has ended. Everything this report shows, its possible errors and the law behind them stay free.',
    chooseDisputes: 'Choose what to dispute', // ours (issue 9: the entry to the dispute chooser)
    tabsLabel: (bureau: string) => `${bureau} analysis details`, // ours
    notCompleted: 'This report is still being analyzed. Results appear here when the analysis completes.', // ours
    failed: 'This analysis failed.', // ours
    noCompleted: 'No completed analysis yet. Results appear here when an analysis completes.', // ours
    score: 'Score',
    correctedScore: 'Score (your correction)', // ours
    negativeItems: 'Negative items',
    possibleErrors: 'Possible errors', // ours
    accounts: 'Accounts', // ours
    inquiries: 'Inquiries', // ours
    analyzed: 'Analyzed', // ours
    noFactors: 'No score factors available',
    noRecommendations: 'No recommendations available',
    noNegativeItems: 'No negative items found',
    aiNotes: 'Notes from the AI assistant', // ours
    aiNotesSource: (model: string) => `Added by ${model} to the strategy above, checked against your report and the law library.`, // ours
    strategyPending: 'Strategy pending',
    generateStrategy: 'Generate Strategy',
    regenerateStrategy: 'Regenerate Strategy',
    strategyFailed: 'Failed to regenerate strategy',
    strategyFailedFallback: 'Please try again later', // ours
    strategyUpdated: 'Strategy updated', // ours
    noFindings: 'No possible errors found', // ours
    notMineLeftOut: (n: number) =>
      `${n === 1 ? '1 account you marked "not mine" is' : `${n} accounts you marked "not mine" are`} left out here; ${n === 1 ? 'it' : 'they'} will be disputed as not yours.`, // ours
    findingsIntro: 'Items on this report that look inaccurate, incomplete or too old to report, with the line printed on the report and the law that applies.', // ours
    evidence: 'Printed on your report', // ours
    lawBasis: 'Law basis', // ours
    priorityActions: 'Priority Actions', // ours
    timeline: 'Timeline', // ours
    itemStrategies: 'Strategies per item', // ours
    expectedOutcome: 'Expected outcome', // ours
    backupPlan: 'Backup plan', // ours
    tips: 'Credit Building Tips', // ours
    laws: 'Applicable Laws', // ours
    longTerm: 'Long-Term Strategy', // ours
    accountNumber: 'Account', // ours
    issueLabel: 'Issue', // ours
    typeLabel: 'Type', // ours
    statusLabel: 'Status', // ours
    weightSuffix: '% of your score', // ours: "35% of your score"
    outOf100: 'of 100', // ours
    impact: 'impact', // ours: "High impact"
    priority: 'priority', // ours: "High priority"
    disputeReason: 'Dispute reason', // ours
    estimatedImpact: 'Estimated impact', // ours
    recommendedAction: 'Recommended action', // ours
    whyNoDispute: 'Why not dispute', // ours (decision 081)
    seeNotForDispute: '(see “Not for dispute”)', // ours
    seeSendNote: '(see “How to send a dispute”)', // ours
    sendNoteTitle: 'How to send a dispute', // ours
    notForDisputeTitle: 'Not for dispute', // ours
    lawsTitle: 'The laws these rely on', // ours
    lawsIntro: 'Each law is explained once here; the items above name the ones they rely on.', // ours
    summaryTitle: 'What matters most in this report', // ours
    summaryEmpty: 'Nothing to act on: no negative items or possible errors were found in this report.', // ours
    summaryAll: (n: number) => `See all ${n} recommendations`, // ours
    summaryWhy: 'Why:', // ours (decision 084)
    reportOf: (date: string) => `Report of ${date}`, // ours
    reportUndated: 'Report date not printed', // ours
    uploaded: (date: string) => `Uploaded ${date}`, // ours
  },
} as const;

/** The spec's analysis statuses as the user reads them (ours). */
export const STATUS_LABELS = { pending: 'Pending', processing: 'Processing', completed: 'Completed', failed: 'Failed' } as const;

export { FINDING_TITLE_FALLBACK, FINDING_TITLES, ISSUE_TYPE_LABELS } from '../../../common/report-labels';
