import { PASSWORD_MIN_LENGTH, RESET_PASSWORD_MIN_MESSAGE } from '../../../common/auth';
import { MSG } from '../../lib/messages';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordChangeProblem {
  title: string;
  description: string;
}

/**
 * Spec 000 §5 settings rules, in the spec's order: the confirmation must match, then the minimum — 8 characters, as at
 * sign-up and reset (docs/decisions/154: NIST SP 800-63B over the spec's 6). The server checks the rest of the policy.
 */
export function passwordChangeProblem({ newPassword, confirmPassword }: PasswordChangeValues): PasswordChangeProblem | null {
  if (newPassword !== confirmPassword) return { title: MSG.changePassword.mismatchTitle, description: MSG.changePassword.mismatchDescription };
  if (newPassword.length < PASSWORD_MIN_LENGTH) return { title: MSG.changePassword.tooShortTitle, description: RESET_PASSWORD_MIN_MESSAGE };
  return null;
}

export function isPasswordChangeComplete(values: PasswordChangeValues): boolean {
  return values.currentPassword.length > 0 && values.newPassword.length > 0 && values.confirmPassword.length > 0;
}
