import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';
import type { EmailMessage, EmailProvider } from './types';

export function outboxDirectory(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * Without SMTP, each email becomes an .eml file in DATA_DIR/outbox and its link is logged, so someone running
 * the app on their own machine can still verify an address or reset a password.
 */
export function createOutboxEmailProvider(options: { dataDir: string; from: string; logger: Logger }): EmailProvider {
  const directory = outboxDirectory(options.dataDir);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message: EmailMessage) {
      const info = await composer.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        headers: message.headers,
      });
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(directory, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info({ file, subject: message.subject, link: message.link }, 'email written to the local outbox');
    },
    async close() {
      composer.close();
    },
  };
}
