import type { Logger } from '../../logger';
import { createOutboxEmailProvider } from './outbox';
import { createSmtpEmailProvider } from './smtp';
import type { EmailProvider } from './types';

export type { EmailMessage, EmailProvider } from './types';

export function createEmailProvider(options: { smtpUrl: string | undefined; mailFrom: string; dataDir: string; logger: Logger }): EmailProvider {
  return options.smtpUrl
    ? createSmtpEmailProvider({ smtpUrl: options.smtpUrl, from: options.mailFrom })
    : createOutboxEmailProvider({ dataDir: options.dataDir, from: options.mailFrom, logger: options.logger });
}
