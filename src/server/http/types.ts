import type { Logger } from '../logger';

/** Values middleware puts on the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    userId?: string;
    sessionId?: string;
  };
}
