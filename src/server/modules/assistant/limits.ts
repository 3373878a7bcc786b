/** Per-user limits of the assistant: requests per minute (rate_limits) and model tokens per UTC day (assistant_usage). */
import { and, eq, sql } from 'drizzle-orm';
import { ASSISTANT_MESSAGES } from '../../../common/assistant';
import { assistantUsage as t } from '../../db/schema';
import { AppError } from '../../errors';
import { countAttempt } from '../rate-limit/attempt-counters';
import type { AssistantDeps } from './deps';

const MINUTE = 60;

const today = (now: Date) => now.toISOString().slice(0, 10);

export async function tokensUsedToday(deps: Pick<AssistantDeps, 'db'>, userId: string, now: Date = new Date()): Promise<number> {
  const [row] = await deps.db
    .select({ tokens: t.tokens })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.day, today(now))));
  return row?.tokens ?? 0;
}

/** Counts one request; 429 past the per-minute rate or once today's token budget is spent (models only). */
export async function admitRequest(deps: AssistantDeps, userId: string, now: Date = new Date()): Promise<void> {
  const window = await countAttempt(deps.db, `assistant:${userId}`, MINUTE);
  if (window.count > deps.settings.requestsPerMinute) {
    throw new AppError('TOO_MANY_ATTEMPTS', ASSISTANT_MESSAGES.rateLimited, { retryAfterSeconds: window.retryAfterSeconds });
  }
  if (deps.provider.info.kind === 'builtin') return;
  if ((await tokensUsedToday(deps, userId, now)) >= deps.settings.dailyTokenBudget) {
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    throw new AppError('TOO_MANY_ATTEMPTS', ASSISTANT_MESSAGES.budgetSpent, { retryAfterSeconds: (midnight - now.getTime()) / 1000 });
  }
}

export async function recordUsage(deps: Pick<AssistantDeps, 'db'>, userId: string, tokens: number, now: Date = new Date()): Promise<void> {
  if (tokens <= 0) return;
  await deps.db
    .insert(t)
    .values({ userId, day: today(now), tokens })
    .onConflictDoUpdate({ target: [t.userId, t.day], set: { tokens: sql`${t.tokens} + ${tokens}` } });
}
