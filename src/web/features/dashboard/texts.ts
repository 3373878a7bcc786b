/**
 * Every user-visible text, delay and limit of /dashboard (spec document 2 §1, §2, §4, §7, §8, §9), with the spec's
 * exact wording where the spec gives one. Texts the spec does not give are marked "ours".
 */

export const DASHBOARD_TEXT = {
  page: {
    title: 'Dashboard',
    subtitle: 'Your credit scores, factors and next steps at a glance', // ours
    refresh: 'Refresh Data',
    lastRefreshed: 'Last refreshed', // ours
    scoresHeading: 'Credit Scores', // ours
    loading: 'Loading your dashboard...', // ours
  },
  welcome: {
    title: 'Welcome to Your Dashboard',
    description:
      "Upload a credit report from Experian, TransUnion or Equifax to get started. We'll analyze it for errors and negative items and build your personalized repair plan.", // ours
    action: 'Upload Credit Report', // ours
  },
  error: {
    title: 'Error loading credit data',
    unknownCode: 'Unknown error',
    codeLabel: 'Error code:', // ours
    fallback: 'Please try refreshing the page',
    retry: 'Try Again',
  },
  toast: {
    loadFailed: 'Failed to load credit data',
    loadFailedFallback: 'Please try refreshing the page',
    refreshFailed: 'Failed to refresh data',
    processingFailed: 'Error processing credit data',
    processingFailedDescription: 'Some of your report data could not be shown. Try Refresh Data.', // ours
    stuck: 'Some analyses appear to be stuck',
    stuckDescription: 'Click Refresh Data to check their progress.', // ours (spec: "click Refresh Data")
    noPending: 'No pending analyses found',
    restartAllFailed: 'Failed to restart analyses',
    restartAllFailedDescription: 'Please try uploading your reports again.', // ours (spec: "try uploading again")
    restartFailed: 'Failed to restart analysis',
    restartFailedFallback: 'Please try again later',
    restarted: 'Analysis restarted', // ours
    restartedDescription: 'We are analyzing your report again. This usually takes 1-2 minutes.', // ours
  },
  banner: {
    processingTitle: 'Analyzing your credit reports', // ours
    processingDescription: 'Analysis usually takes 1-2 minutes. This page updates by itself.', // ours (spec §1: 1-2 minutes)
    stuckTitle: 'Some analyses appear to be stuck',
    stuckDescription: 'This is taking longer than expected. Refresh the page, or start the analysis again.', // ours
    noDataTitle: 'Your report data is not ready yet', // ours
    noDataDescription: 'None of your reports has produced scores or factors yet. Refresh the page to check again.', // ours
    otherPersonTitle: 'Your report names another person', // ours (decision 189)
    otherPersonDescription:
      'The report you uploaded is for someone else, so it is kept out of your scores, plan and letters. Open it to delete it, or to confirm it is yours if you changed your name.', // ours
    openReport: 'Open the report', // ours
    allFailedTitle: 'None of your reports could be read', // ours
    allFailedDescription: 'Each upload failed for the reason shown below, where you can upload the report again. Refreshing will not change it.', // ours
    refreshPage: 'Refresh Page',
    restart: 'Restart Analysis',
    recover: 'Recover Stuck Analyses',
    progressLabel: (bureau: string) => `${bureau} analysis progress`, // ours
    statusStuck: 'Stuck', // ours
  },
  failed: {
    title: 'Some analyses have failed',
    fallbackReason: 'The analysis could not be completed.', // ours
  },
  /** Spec §8 after 5 recovery attempts: the toast and the stuck banner's note. */
  recoveryLimit: {
    title: 'Multiple recovery attempts failed',
    description: 'Please upload the report again or contact support.',
  },
  /** The link to the upload tab on the failed notice and the exhausted banner (ours). */
  uploadAgain: 'Upload again',
  factors: {
    title: 'Credit Factors', // ours
    from: (bureau: string, date: string) => `From your ${bureau} report of ${date}`, // ours; the report's own date (decision 080)
    fromUndated: (bureau: string) => `From your ${bureau} report (its date is not printed)`, // ours
    bureauPicker: 'Report shown', // ours
    empty: 'No score factors available',
  },
  accounts: {
    title: 'Accounts Summary', // ours
    accounts: (n: number) => (n === 1 ? '1 account' : `${n} accounts`), // ours
    balance: 'Total balance', // ours
    negative: (n: number) => `${n} negative`, // ours
    inquiries: 'Recent inquiries', // ours
    inquiriesHigh: 'High', // ours
    inquiriesHighNote: 'More than 5 recent inquiries can lower your score.', // ours
    unknown: 'Not reported', // ours
    empty: 'No account data available', // ours
  },
  plan: {
    title: 'Repair Plan', // ours
    progress: 'Progress', // ours
    upcoming: 'Upcoming', // ours
    completed: 'Recently completed', // ours
    empty: 'Your repair tasks will appear here once your dispute items are ready.', // ours
    viewFull: 'View Full Plan',
    due: (date: string) => `Due ${date}`, // ours
  },
  tasks: {
    title: 'Upcoming Tasks', // ours
    empty: 'No upcoming tasks. Tasks with due dates appear here once you start disputing items.', // ours
    types: { dispute: 'Dispute', 'follow-up': 'Follow-up', review: 'Review' } as const, // ours
  },
} as const;

/** Spec §4/§9 polling: 3 s + 0.5 s per attempt, at most 20 s, at most 30 attempts. */
export const POLL_BASE_MS = 3_000;
export const POLL_STEP_MS = 500;
export const POLL_MAX_DELAY_MS = 20_000;
export const POLL_MAX_ATTEMPTS = 30;
/** Spec §4: a separate 10-second refresh while pending analyses exist. */
export const AUTO_REFRESH_MS = 10_000;
/** Spec §4: non-forced fetches at most one per 5 s. */
export const FETCH_MIN_INTERVAL_MS = 5_000;
/** Spec §4: after 3 consecutive empty polls the page "reloads" after 5 s (decision 047: a forced refetch, once). */
export const EMPTY_POLLS_BEFORE_RELOAD = 3;
export const EMPTY_POLL_RELOAD_MS = 5_000;
/** Spec §9: the page "reloads" 1 to 3 s after refresh or recovery (decision 047: a refetch 3 s after recovery). */
export const RECOVERY_RELOAD_MS = 3_000;
/** Spec §8: after 'Failed to restart analyses' the user goes to the upload tab after 3 s. */
export const UPLOAD_REDIRECT_MS = 3_000;
export const UPLOAD_PATH = '/credit-report?tab=upload';
export const REPAIR_PLAN_PATH = '/repair-plan';
/** Spec §8 toast durations. */
export const STUCK_TOAST_MS = 8_000;
/** Spec §7/§9: the local cache is fresh for 5 minutes. */
export const CACHE_FRESH_MS = 5 * 60_000;
/** Spec §9 dashboard lists. */
export const UPCOMING_TASKS_MAX = 4;
