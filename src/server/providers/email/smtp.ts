import nodemailer from 'nodemailer';
import type { EmailMessage, EmailProvider } from './types';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port, smtps:// for implicit TLS). */
export function createSmtpEmailProvider(options: { smtpUrl: string; from: string }): EmailProvider {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message: EmailMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        headers: message.headers,
      });
    },
    async close() {
      transport.close();
    },
  };
}
