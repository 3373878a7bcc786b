/** The delete-account job's queue and the per-user limits of the account routes. */
export const DELETE_ACCOUNT_QUEUE = 'delete-account';
/** Password checks for deletion per user and hour (a stolen session must not guess the password). */
export const ACCOUNT_DELETE_ATTEMPTS_PER_HOUR = 5;
export const ACCOUNT_WINDOW_SECONDS = 60 * 60;

export interface DeleteAccountJob {
  userId: string;
}
