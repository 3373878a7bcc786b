import type { Strategy } from '../../../common/analysis';
import type { StrategyEnrichmentDto } from '../../../common/assistant';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { ReportStorage } from '../../providers/storage';
import type { AnalysisRow } from './dto';

/** Adds an AI provider's checked notes to a regenerated strategy, or null (src/server/modules/assistant). */
export type EnrichStrategy = (userId: string, row: AnalysisRow, strategy: Strategy, now: Date, signal: AbortSignal) => Promise<StrategyEnrichmentDto | null>;

/** What the analyses operations use. */
export interface AnalysesDeps {
  db: Db;
  storage: ReportStorage;
  jobs: Pick<JobQueue, 'enqueueWithRow' | 'sendInTransaction' | 'wake'>;
  logger: Logger;
  /** Set when an AI provider is configured: 'Regenerate Strategy' then asks it for notes. */
  enrichStrategy?: EnrichStrategy;
  /**
   * Called with each row the person confirmed as theirs (decision 189): the report now counts, so what a finished
   * analysis of theirs starts (the dispute-round comparison, src/server/modules/disputes/rounds) runs for it now.
   */
  onOwnerConfirmed?: (analysisId: string) => Promise<void>;
  /** The billing clock (tests fix it): whether services are open, and so whether the advice is sent. */
  now?: () => Date;
}
