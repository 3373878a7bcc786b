/**
 * Non-essential emails (reminders, dispute updates): the app's branded email plus an unsubscribe link that works
 * without signing in and the one-click headers of RFC 8058 (List-Unsubscribe, List-Unsubscribe-Post).
 * Other modules build theirs with `preferenceEmail` after `canEmail` said yes.
 */
import { EMAIL_PREFERENCE_TEXT, type EmailPreferenceKind } from '../../../common/notification-preferences';
import type { EmailMessage } from '../../providers/email';
import { buildEmail, type EmailParts } from '../auth/emails';
import { unsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

export function unsubscribeUrl(settings: { appUrl: string; sessionSecret: string }, userId: string, kind: EmailPreferenceKind): string {
  return `${settings.appUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(settings.sessionSecret, userId, kind))}`;
}

export const greet = (name: string) => `Hello ${name.trim() || 'there'},`;

export function preferenceEmail(
  settings: { appUrl: string; sessionSecret: string },
  to: { id: string; email: string },
  kind: EmailPreferenceKind,
  subject: string,
  parts: Omit<EmailParts, 'footer' | 'unsubscribe'>,
): EmailMessage {
  const url = unsubscribeUrl(settings, to.id, kind);
  const footer = `You get this email because "${EMAIL_PREFERENCE_TEXT[kind].label}" is on in Settings → Notifications.`;
  const message = buildEmail(to.email, subject, {
    ...parts,
    footer,
    unsubscribe: { label: `Unsubscribe from ${EMAIL_PREFERENCE_TEXT[kind].label.toLowerCase()}`, url },
  });
  message.headers = { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return message;
}
