/**
 * The last Generate Analysis result per user and analysis: stored when made (sealed with the person's data key,
 * docs/decisions/195), shown again when the person returns.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { GeneratedAnalysisDto } from '../../../common/assistant';
import type { Db } from '../../db/client';
import { cipherFor } from '../../db/encryption/data-keys';
import { assistantAnalyses } from '../../db/schema';

type Stored = GeneratedAnalysisDto & { notice?: string };

export async function storedAnalysis(db: Db, userId: string, analysisId: string): Promise<Stored | null> {
  const [row] = await db
    .select({ content: assistantAnalyses.content })
    .from(assistantAnalyses)
    .where(and(eq(assistantAnalyses.userId, userId), eq(assistantAnalyses.analysisId, analysisId)))
    .limit(1);
  return row ? (await cipherFor(db, userId)).open('content', row.content) : null;
}

/** Keeps the newest result (a regeneration replaces the one before). */
export async function storeAnalysis(db: Db, userId: string, analysisId: string, plain: Stored): Promise<void> {
  const content = (await cipherFor(db, userId)).seal('content', plain);
  await db
    .insert(assistantAnalyses)
    .values({ userId, analysisId, content })
    .onConflictDoUpdate({ target: [assistantAnalyses.userId, assistantAnalyses.analysisId], set: { content, createdAt: sql`now()` } });
}
