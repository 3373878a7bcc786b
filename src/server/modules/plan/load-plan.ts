/** GET /api/plan: the person's plan from their analyses, dispute items, accurate items and stored ticks. */
import { eq } from 'drizzle-orm';
import type { RepairPlanDto } from '../../../common/repair-plan';
import type { Db } from '../../db/client';
import { planCompletions } from '../../db/schema';
import { listFullAnalyses } from '../analyses/list-analyses';
import { listItems } from '../disputes/list-disputes';
import { listAccurateItems } from './accurate-items';
import { buildPlan } from './build-plan';
import { deriveFigures } from '../figures/derive-figures';

export async function completionStates(db: Db, userId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ key: planCompletions.key, completed: planCompletions.completed })
    .from(planCompletions)
    .where(eq(planCompletions.userId, userId));
  return new Map(rows.map((r) => [r.key, r.completed]));
}

export async function loadPlan(db: Db, userId: string, now: Date = new Date()): Promise<RepairPlanDto> {
  const analyses = await listFullAnalyses(db, userId);
  const [items, accurate, states] = await Promise.all([listItems(db, userId), listAccurateItems(db, userId, analyses), completionStates(db, userId)]);
  return { ...buildPlan({ analyses, items, accurate, states, now }), figures: deriveFigures({ analyses, items, today: now.toISOString().slice(0, 10) }) };
}
