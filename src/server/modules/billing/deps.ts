import type { Db } from '../../db/client';
import type { Settings } from '../../env';
import type { Logger } from '../../logger';
import type { EmailProvider } from '../../providers/email';
import type { PaymentsProvider } from '../../providers/payments';
import type { NotificationService } from '../notifications/notification-service';

/** What the billing operations use. `now` is the clock (tests fix it). */
export interface BillingDeps {
  db: Db;
  payments: PaymentsProvider;
  email: EmailProvider;
  notifications: Pick<NotificationService, 'createNotification'>;
  settings: Pick<Settings, 'appUrl' | 'business' | 'sessionSecret'>;
  logger: Logger;
  now: () => Date;
}
