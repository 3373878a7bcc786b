import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { ReportStorage } from '../../providers/storage';

/** What the analyses operations use. */
export interface AnalysesDeps {
  db: Db;
  storage: ReportStorage;
  jobs: Pick<JobQueue, 'enqueueWithRow' | 'sendInTransaction' | 'wake'>;
  logger: Logger;
}
