/**
 * The one password rule of sign-up, reset and change (docs/decisions/154, after NIST SP 800-63B §5.1.1.2): at least
 * 8 characters, not only whitespace, not the person's email or name, not a common password, not a simple pattern.
 * The 128-character maximum stays better-auth's own check.
 */
import { PASSWORD_MIN_LENGTH, RESET_PASSWORD_MIN_MESSAGE } from '../../../common/auth';
import { COMMON_PASSWORDS } from './common-passwords';

export type PasswordProblemKind = 'too_short' | 'whitespace' | 'personal' | 'common' | 'pattern';

export interface PasswordProblem {
  kind: PasswordProblemKind;
  message: string;
}

export const PASSWORD_MESSAGES: Record<PasswordProblemKind, string> = {
  too_short: RESET_PASSWORD_MIN_MESSAGE,
  whitespace: 'Password cannot be only spaces.',
  personal: 'Password must not be your email address or your name.',
  common: 'This password is too common and easy to guess. Choose a less common one.',
  pattern: 'This password is a simple pattern (repeated or consecutive characters) and easy to guess. Choose another one.',
};

const squeeze = (text: string) => text.toLowerCase().replace(/[\s._-]+/g, '');

/** One character repeated, a short group repeated ("abcabc", "1212"), or a run up or down ("abcdef", "98765"). */
function isSimplePattern(password: string): boolean {
  const text = password.toLowerCase();
  for (let unit = 1; unit <= 4; unit++) {
    if (text.length >= unit * 2 && text.length % unit === 0 && text.slice(0, unit).repeat(text.length / unit) === text) return true;
  }
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < text.length; i++) if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** What is wrong with a new password for this person, or null when it may be used. */
export function passwordProblem(password: string, person: { email?: string | undefined; name?: string | undefined }): PasswordProblem | null {
  const problem = (kind: PasswordProblemKind): PasswordProblem => ({ kind, message: PASSWORD_MESSAGES[kind] });
  if (password.length < PASSWORD_MIN_LENGTH) return problem('too_short');
  if (password.trim() === '') return problem('whitespace');
  const own = squeeze(password);
  const email = person.email?.trim().toLowerCase() ?? '';
  const personal = [email, email.split('@')[0] ?? '', person.name ?? ''].map(squeeze).filter((value) => value.length > 0);
  if (personal.includes(own)) return problem('personal');
  const lower = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.replace(/[!.?*]+$/, ''))) return problem('common');
  if (isSimplePattern(password.trim())) return problem('pattern');
  return null;
}
