/**
 * Every text, link and delay of the onboarding wizard (spec 000 §2 "Onboarding", §4, §5, §8, §9), named once.
 * Quoted strings are the spec's exact wording; the rest is our own copy around them (docs/decisions/045).
 */
import type { AnalysisStatus, Bureau } from '../../../common/analysis';
import { PRODUCT_NAME } from '../../../common/brand';

export const ONBOARDING_STEPS = ['welcome', 'get-reports', 'upload', 'complete'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Onboarding status polling (spec 000 §9). */
export const STATUS_POLL_MS = 3000;
/** Buttons are locked this long after a Continue click (spec 000 §4, §9). */
export const BUTTON_LOCK_MS = 1500;
/** The brief busy state when moving to complete with uploads (spec 000 §4: "about 100 ms"). */
export const COMPLETE_BUSY_MS = 100;

export const STEP_LABELS: Record<OnboardingStep, string> = {
  welcome: 'Welcome',
  'get-reports': 'Get Reports',
  upload: 'Upload',
  complete: 'Complete',
};

/**
 * Free report pages. AnnualCreditReport.com is the only source authorised by federal law for the free reports;
 * each bureau's own page explains it and offers the report directly (links checked for docs/decisions/045).
 */
export const ANNUAL_CREDIT_REPORT_URL = 'https://www.annualcreditreport.com/';
export const BUREAU_REPORT_URLS: Record<Bureau, string> = {
  experian: 'https://www.experian.com/consumer-products/free-credit-report.html',
  transunion: 'https://www.transunion.com/annual-credit-report',
  equifax: 'https://www.equifax.com/personal/credit-report-services/free-credit-reports/',
};

export const ONBOARDING_TEXT = {
  pageTitle: 'Welcome',
  title: `Welcome to ${PRODUCT_NAME}`,
  subtitle: "Let's get started improving your credit score with AI-powered analysis",
  stepsLabel: 'Onboarding steps',
  stepOf: (index: number, total: number) => `Step ${index} of ${total}`,
  stepDone: 'completed',

  welcome: {
    heading: "Let's Improve Your Credit",
    description: `${PRODUCT_NAME} uses AI to read your credit reports, find errors and negative items that may be holding your score down, and build a personalised, step-by-step repair plan with dispute letters grounded in consumer protection law.`,
    points: [
      'Get your free credit reports from Experian, TransUnion and Equifax.',
      'Upload them here as PDF, JPEG or PNG files.',
      'Our AI analyzes each report and prepares your repair plan.',
    ],
  },

  getReports: {
    heading: 'Get Your Free Credit Reports',
    intro: 'You are entitled to one free credit report from each of the three bureaus every year.',
    official: 'AnnualCreditReport.com is the official source for your free reports from all three bureaus.',
    officialLink: 'Visit AnnualCreditReport.com',
    cardText: (bureau: string) => `Download your ${bureau} credit report. ${bureau} gives you one free report each year.`,
    link: (bureau: string) => `Get ${bureau} Report`,
    newTab: '(opens in a new tab)',
    saveHint: 'Save each report as a PDF (or take clear photos of it), then continue to upload them.',
  },

  upload: {
    heading: 'Upload Your Credit Reports',
    intro: 'Upload the report you downloaded from each bureau. You can upload one, two or all three.',
    uploaded: 'Uploaded',
    // A filled slot can be replaced or emptied (issue 27): the words say what the box and the button do.
    uploadedPrompt: 'Report uploaded. Drop or choose another file to replace it.', // ours
    uploadedNote: 'The new file replaces this one, which is deleted with its analysis.', // ours
    uploadedFile: (name: string) => `Uploaded: ${name}`, // ours
    remove: 'Remove', // ours
    removeLabel: (bureau: string) => `Remove the ${bureau} report`, // ours
    removing: 'Removing...', // ours
    removedToast: 'Report removed', // ours
    removedDescription: (bureau: string) => `Your ${bureau} report and its analysis were deleted.`, // ours
    removeFailed: 'Could not remove the report', // ours
    removeFailedFallback: 'Please try again.', // ours
    replacedDescription: (bureau: string) => `Your new ${bureau} report replaces the previous one and is being analyzed.`, // ours
    replaceCleanupFailed: 'The previous report could not be deleted', // ours
    replaceCleanupFailedDescription: 'Delete it from Upload History in the Credit Report section.', // ours
    // The spec's 'Upload Required' / 'You must upload…' contradicted the 'Skip for now' beside it (issue 27, decision 203).
    requiredTitle: 'Upload a Report to Continue',
    requiredText: 'Upload at least one credit report to continue, or choose Skip for now and upload later from the Credit Report section.',
    uploadedTitle: (n: number) => `${n} Report(s) Uploaded`,
    uploadedText: 'You can continue with the onboarding process now.',
    skip: 'Skip for now',
    successToastDescription: (bureau: string) => `Your ${bureau} report is being analyzed.`,
    failedToast: 'Upload Failed',
    failedFallback: 'Failed to upload report. Please try again.',
    blockedToast: 'Please upload at least one credit report before continuing',
    blockedDescription: 'You need to upload at least one report to create your repair plan.',
  },

  complete: {
    setupHeading: 'Setup complete!',
    setupText: 'You can upload your credit reports at any time from the Credit Report section.',
    analyzingHeading: 'Your reports are being analyzed!',
    analyzingNote: 'This may take a few minutes. You can wait here or go to your dashboard; we will notify you when each analysis is done.',
    doneHeading: 'Analysis Complete!',
    doneText: 'Every report you uploaded has been processed. Review the results or head to your dashboard.',
    viewReport: 'View Credit Report Details',
    pollFailed: 'Failed to check analysis status. Please try again later.',
    progressLabel: (bureau: string) => `${bureau} analysis progress`,
    failureReason: 'Reason:',
  },

  /** Status texts of a bureau row (spec 000 §2): anything else reads 'Preparing...'. */
  status: {
    pending: 'Waiting to process...',
    processing: 'AI analysis in progress...',
    completed: 'Analysis complete!',
    failed: 'Analysis failed',
    other: 'Preparing...',
  } satisfies Record<AnalysisStatus | 'other', string>,

  footer: {
    back: 'Back',
    continue: 'Continue',
    finish: 'Go to Dashboard',
    loading: 'Loading...',
  },

  toast: {
    setupCompleted: 'Setup completed successfully!',
    analysisCompleted: 'Analysis completed successfully!',
    stillAnalyzing: 'Your reports are still being analyzed. You can check their status in the dashboard.',
    navigationFailed: 'Navigation failed. Please try again.',
  },
} as const;
