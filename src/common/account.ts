/** Deleting the account and downloading one's data (issue 26, docs/decisions/191–193): texts and limits both sides use. */
import { z } from 'zod';

/** The CROA records (signed contract, disclosure acknowledgment) outlive the account this long (docs/decisions/125). */
export const CROA_RECORD_RETENTION_YEARS = 5;

/**
 * How long a server keeps a person's data key unwrapped in memory (docs/decisions/195); after their account is deleted,
 * no process can read their encrypted fields once this has passed (the privacy policy states it).
 */
export const DATA_KEY_MEMORY_SECONDS = 60;

/** How long the download link of a finished export works (the privacy policy states it); the file is removed after. */
export const EXPORT_LINK_HOURS = 24;

export const deleteAccountSchema = z.object({ password: z.string().min(1, 'Enter your password to confirm.').max(1024) });
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

export const ACCOUNT_DELETION_TEXT = {
  heading: 'Delete my account',
  intro: 'Deleting your account cannot be undone. Download your data first if you want a copy.',
  goesTitle: 'What we delete',
  goes: [
    'Your profile, sign-in and every session (you are signed out at once)',
    'Every uploaded credit report file and its analysis, scores and plan',
    'Your dispute items, letters and their PDFs, exhibits, mailing tracking and bureau replies',
    'Your conversations with the assistant, notifications, calendar and settings',
    'Emails to you still waiting in our outbox',
  ],
  keptTitle: 'What the law makes us keep',
  kept: [
    `Your signed service contract and the disclosure acknowledgment: ${CROA_RECORD_RETENTION_YEARS} years from signing (Credit Repair Organizations Act, 15 U.S.C. 1679c(c) and 1679i), then deleted. They hold what you signed, your name and the IP address, no report data.`,
    'Billing records (invoices and payments) stay with our payment processor, Stripe, which must keep payment records; we cancel your subscription and delete your customer record there first, so nothing more is charged.',
  ],
  subscription: 'Any subscription ends now; nothing more is charged.',
  passwordLabel: 'Your password',
  confirm: 'Delete my account',
  wrongPassword: 'That password is not correct.',
  scheduled: 'Your account is being deleted. You have been signed out.',
} as const;

/** GET /api/account/export: the latest request; `url` (the ZIP) while it lasts. */
export interface DataExportStatusDto {
  status: 'none' | 'pending' | 'ready' | 'failed' | 'expired';
  requested_at?: string;
  url?: string;
  expires_at?: string;
}

export const DATA_EXPORT_TEXT = {
  heading: 'Download my data',
  intro:
    'One ZIP file with your profile, every analysis, the reports you uploaded, your letters, dispute items and outcomes, calendar, conversations, notifications and contracts.',
  request: 'Prepare my download',
  pending: 'Preparing your download… this page updates by itself.',
  ready: (expires: string) => `Your download is ready until ${expires}.`,
  download: 'Download ZIP',
  failed: 'Preparing your download failed. Please try again.',
  expired: 'Your last download has expired. Prepare a new one.',
} as const;
