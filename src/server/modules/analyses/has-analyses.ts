import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditReportAnalyses } from '../../db/schema';

/** Whether the user has at least one credit report analysis (used after sign-in to pick onboarding or dashboard). */
export async function hasAnalyses(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: creditReportAnalyses.id }).from(creditReportAnalyses).where(eq(creditReportAnalyses.userId, userId)).limit(1);
  return rows.length > 0;
}
