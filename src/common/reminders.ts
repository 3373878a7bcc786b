/**
 * The reminder notifications and emails (UPCOMING_TASK_REMINDER; docs/decisions/121). In-app messages may name the
 * account; emails name only the bureau and the date (an inbox is less private than the app).
 */
export const REMINDER_NOTIFICATION_TYPE = 'UPCOMING_TASK_REMINDER';

/** Deadline reminders start this many days before the response is due. */
export const DEADLINE_REMINDER_DAYS_BEFORE = 3;

/** The official source of the free reports (FCRA 612(a); weekly since 2023 at the three bureaus' joint site). */
export const FREE_REPORTS_SITE = 'AnnualCreditReport.com';
export const FREE_REPORTS_URL = 'https://www.annualcreditreport.com';

export interface ReminderSubject {
  /** 'Experian', 'TransUnion', 'Equifax' or 'the bureaus'. */
  bureau: string;
  account: string;
  /** e.g. 'March 3, 2026'. */
  date: string;
  days: number;
}

const inDays = (days: number) => (days === 1 ? 'tomorrow' : `in ${days} days`);

export const REMINDER_TEXT = {
  deadline_soon: {
    title: 'Dispute response due soon',
    message: (s: ReminderSubject) => `${s.bureau} must answer your dispute of ${s.account} by ${s.date} (${inDays(s.days)}). Keep an eye on your mail.`,
    emailSubject: (s: ReminderSubject) => `${s.bureau} must answer your dispute by ${s.date}`,
    email: (s: ReminderSubject) =>
      `${s.bureau} must answer your dispute by ${s.date} (${inDays(s.days)}). When its answer arrives, record it in the app so we can tell you what to do next.`,
  },
  deadline_today: {
    title: 'Dispute response due today',
    message: (s: ReminderSubject) =>
      `${s.bureau} must answer your dispute of ${s.account} today (${s.date}). If nothing arrives, record "no response" and send a follow-up letter.`,
    emailSubject: (s: ReminderSubject) => `${s.bureau}'s answer to your dispute is due today`,
    email: (s: ReminderSubject) =>
      `${s.bureau} must answer your dispute today (${s.date}). If nothing arrives, record "no response" in the app and send a follow-up letter.`,
  },
  overdue: {
    title: 'Dispute response overdue',
    message: (s: ReminderSubject) =>
      `${s.bureau} has not answered your dispute of ${s.account}, due ${s.date}. If nothing arrived, record "no response" and send a follow-up letter.`,
    emailSubject: (s: ReminderSubject) => `${s.bureau}'s answer to your dispute is overdue`,
    email: (s: ReminderSubject) =>
      `The answer to your dispute with ${s.bureau} was due on ${s.date}. If nothing arrived, record "no response" in the app and send a follow-up letter: the law gives the bureau a fixed time to investigate.`,
  },
  follow_up: {
    title: 'Follow-up due',
    message: (s: ReminderSubject) => `It is time to follow up on your dispute of ${s.account} with ${s.bureau}: record its answer, or send a follow-up letter.`,
    emailSubject: (s: ReminderSubject) => `Time to follow up on your dispute with ${s.bureau}`,
    email: (s: ReminderSubject) =>
      `Your follow-up on the dispute with ${s.bureau} is due (${s.date}). Record the answer you received in the app, or send a follow-up letter if none came.`,
  },
  monthly_reports: {
    title: 'Time to check your credit reports',
    message: `Get your free reports from all three bureaus at ${FREE_REPORTS_SITE}, the official site, and upload them to see what changed.`,
    emailSubject: 'Time to check your credit reports',
    email: `You can get your credit reports from Experian, TransUnion and Equifax for free at ${FREE_REPORTS_SITE} (${FREE_REPORTS_URL}), the only official site for free reports. Upload them to see what changed since your last analysis.`,
  },
  openAction: 'Open your disputes',
  uploadAction: 'Upload new reports',
} as const;
