import type { Db } from '../../db/client';
import type { AiSettings } from '../../env';
import type { Logger } from '../../logger';
import type { AiProvider } from '../../providers/ai';

/** What the assistant's operations use. */
export interface AssistantDeps {
  db: Db;
  provider: AiProvider;
  settings: Pick<AiSettings, 'requestsPerMinute' | 'dailyTokenBudget'>;
  logger: Logger;
}
