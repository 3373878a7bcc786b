/** The account emails: plain, branded, with a text and an HTML part. */
import { PRODUCT_NAME } from '../../../common/brand';
import type { EmailMessage } from '../../providers/email';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export interface EmailParts {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string } | undefined;
  footer: string;
  /** Non-essential emails: a link that turns this kind of email off (modules/reminders/emails.ts). */
  unsubscribe?: { label: string; url: string };
}

function layout(options: EmailParts): string {
  const button = options.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(options.action.label)}</a></p>
<p style="color:#555;font-size:13px">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(options.action.url)}">${escapeHtml(options.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#111">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 24px;color:#1d4ed8">${escapeHtml(PRODUCT_NAME)}</h1>
<p>${escapeHtml(options.greeting)}</p>
${options.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="color:#555;font-size:13px;margin-top:32px">${escapeHtml(options.footer)}</p>
${options.unsubscribe ? `<p style="color:#555;font-size:13px"><a href="${escapeHtml(options.unsubscribe.url)}">${escapeHtml(options.unsubscribe.label)}</a></p>` : ''}
</div></body></html>`;
}

function text(options: EmailParts): string {
  return [
    options.greeting,
    '',
    ...options.paragraphs.flatMap((p) => [p, '']),
    ...(options.action ? [`${options.action.label}: ${options.action.url}`, ''] : []),
    options.footer,
    '',
    ...(options.unsubscribe ? [`${options.unsubscribe.label}: ${options.unsubscribe.url}`, ''] : []),
    `— ${PRODUCT_NAME}`,
  ].join('\n');
}

/** A branded email with a text and an HTML part; other modules' emails use it too. */
export function buildEmail(to: string, subject: string, parts: Parameters<typeof text>[0]): EmailMessage {
  return { to, subject, text: text(parts), html: layout(parts), link: parts.action?.url };
}

const greet = (name: string) => `Hello ${name.trim() || 'there'},`;

export function verificationEmail(to: string, name: string, url: string): EmailMessage {
  return buildEmail(to, `Confirm your email address for ${PRODUCT_NAME}`, {
    greeting: greet(name),
    paragraphs: [`Thanks for creating your ${PRODUCT_NAME} account. Please confirm that this email address is yours.`],
    action: { label: 'Confirm email address', url },
    footer: 'If you did not create an account, you can ignore this email.',
  });
}

export function passwordResetEmail(to: string, name: string, url: string): EmailMessage {
  return buildEmail(to, `Reset your ${PRODUCT_NAME} password`, {
    greeting: greet(name),
    paragraphs: ['We received a request to reset your password. The link below works once and expires in 1 hour.'],
    action: { label: 'Reset password', url },
    footer: 'If you did not ask for a password reset, you can ignore this email; your password stays the same.',
  });
}

export function passwordChangedEmail(to: string, name: string, appUrl: string): EmailMessage {
  return buildEmail(to, `Your ${PRODUCT_NAME} password was changed`, {
    greeting: greet(name),
    paragraphs: [
      'The password of your account was just changed, and you were signed out on your other devices.',
      `If this was not you, reset your password at once at ${appUrl}/forgot-password.`,
    ],
    footer: 'This notice is sent for your security.',
  });
}
