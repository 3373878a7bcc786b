import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { EmailProvider } from '../../providers/email';
import type { MailProvider } from '../../providers/mail';
import type { ReportStorage } from '../../providers/storage';
import type { NotificationService } from '../notifications/notification-service';

/** What the certified mail operations use (docs/decisions/100). */
export interface MailDeps {
  db: Db;
  /** Lob, or without LOB_API_KEY the local provider that refuses with the "not available" text. */
  provider: MailProvider;
  /** Null: the webhook refuses every call (fails closed). */
  webhookSecret: string | null;
  /** The rendered PDF Lob returns is kept encrypted like the letters. */
  storage: ReportStorage;
  jobs: Pick<JobQueue, 'sendInTransaction' | 'wake'>;
  notifications: Pick<NotificationService, 'createNotification'>;
  email: EmailProvider;
  appUrl: string;
  /** Signs the unsubscribe links of the dispute-update emails. */
  sessionSecret: string;
  logger: Logger;
  now: () => Date;
}

/** The mail deps of a process from its settings (web app and job handlers alike). */
export function createMailDeps(
  settings: { lob: { webhookSecret: string | undefined } | undefined; appUrl: string; sessionSecret: string },
  parts: Omit<MailDeps, 'webhookSecret' | 'appUrl' | 'sessionSecret' | 'now'> & { now?: () => Date },
): MailDeps {
  return {
    ...parts,
    webhookSecret: settings.lob?.webhookSecret ?? null,
    appUrl: settings.appUrl,
    sessionSecret: settings.sessionSecret,
    now: parts.now ?? (() => new Date()),
  };
}
