/** The delete-account job's queue and the per-user limits of the account routes. */
export const DELETE_ACCOUNT_QUEUE = 'delete-account';
/** Password checks for deletion per user and hour (a stolen session must not guess the password). */
export const ACCOUNT_DELETE_ATTEMPTS_PER_HOUR = 5;
export const ACCOUNT_WINDOW_SECONDS = 60 * 60;

export interface DeleteAccountJob {
  userId: string;
}

export const BUILD_EXPORT_QUEUE = 'build-export';
export { EXPORT_LINK_HOURS } from '../../../common/account';
/** Exports a person may ask for per day (each reads and decrypts every file they have). */
export const EXPORTS_PER_DAY = 3;
export const EXPORT_WINDOW_SECONDS = 24 * 60 * 60;

export interface BuildExportJob {
  userId: string;
  exportId: string;
}
