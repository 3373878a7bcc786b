import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { ReportStorage } from '../../providers/storage';
import type { NotificationService } from '../notifications/notification-service';

/** What the dispute operations use. */
export interface DisputesDeps {
  db: Db;
  /** Letter PDFs and exhibits are stored encrypted like reports. */
  storage: ReportStorage;
  jobs: Pick<JobQueue, 'sendInTransaction' | 'wake'>;
  notifications: Pick<NotificationService, 'createNotification'>;
  logger: Logger;
}
