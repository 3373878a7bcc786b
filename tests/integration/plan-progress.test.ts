/**
 * Repair plan and progress over HTTP (docs/api.md "Repair plan", "Progress", decisions 110–114): the plan is built
 * from the person's real dispute items and accurate choices, ticks are kept, dispute tasks complete with their
 * dispute, progress follows a second, better report, both are paid, and nobody reaches another person's plan.
 */
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { CandidateDto } from '../../src/common/disputes/candidates';
import type { DisputeItemDto } from '../../src/common/disputes/items';
import type { ProgressDto } from '../../src/common/progress';
import type { PlanTask, RepairPlanDto } from '../../src/common/repair-plan';
import { analysedReport } from './helpers/analyses';
import { signUp, type TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { subscribe } from './helpers/subscribe';

describe.each(DATABASE_TARGETS)('repair plan and progress on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  const plan = async (client: TestClient) => {
    const answer = await client.get<RepairPlanDto>('/api/plan');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const tasks = (p: RepairPlanDto): PlanTask[] => p.phases.flatMap((x) => x.tasks);
  const task = (p: RepairPlanDto, id: string) => tasks(p).find((t) => t.id === id);

  oneDatabaseTest(target, 'is paid: 402 without a plan, for the plan, its writes and progress', async () => {
    const { client } = await signUp(app.url);
    expect((await client.get('/api/plan')).status).toBe(402);
    expect((await client.request('PUT', '/api/plan/tasks/review-1', { completed: true })).status).toBe(402);
    const progress = await client.get<{ code: string }>('/api/progress');
    expect(progress.status).toBe(402);
    expect(progress.body.code).toBe('SUBSCRIPTION_REQUIRED');
  });

  oneDatabaseTest(
    target,
    'plan from real dispute items and accurate choices; ticks kept; dispute tasks follow the dispute; progress after a better report; other people get 404',
    async () => {
      const { client, userId } = await signUp(app.url);
      await subscribe(client);

      const before = await plan(client);
      expect(before.has_completed_analysis).toBe(false);
      expect((await client.get<ProgressDto>('/api/progress')).body.state).toBe('empty');

      // The older, lower report (Aug 2024, 528) first.
      const [first] = await analysedReport(app.url, client, { index: 5, timeoutMs: 120_000 });
      const candidates = (await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${first.id}`)).body.candidates;
      const disputable = candidates.filter((c) => !c.locked_accurate && c.reasons.length > 0);
      expect(disputable.length).toBeGreaterThanOrEqual(3);
      for (const c of disputable.slice(0, 2)) {
        const chosen = await client.post('/api/disputes/choices', {
          analysis_id: first.id,
          key: c.key,
          choice: 'dispute',
          reason: c.reasons[0]!.id,
          statement: 'This is reported wrongly.',
          confirmed: true,
        });
        expect(chosen.status).toBe(200);
      }
      const accurate = disputable[2]!;
      expect((await client.post('/api/disputes/choices', { analysis_id: first.id, key: accurate.key, choice: 'accurate' })).status).toBe(200);
      const items = (await client.get<{ items: DisputeItemDto[] }>('/api/disputes')).body.items;
      expect(items.length).toBeGreaterThanOrEqual(2);

      const built = await plan(client);
      expect(built.has_completed_analysis).toBe(true);
      const phase2 = built.phases[1]!;
      expect(phase2.title).toBe('Initial Disputes');
      expect(new Set(phase2.tasks.map((t) => t.disputeItemId))).toEqual(new Set(items.slice(0, 4).map((i) => i.id)));
      for (const t of phase2.tasks) expect(t.driver).toBe('dispute');
      const guidance = task(built, 'accurate-items')!;
      expect(guidance.subtasks.some((s) => s.title.startsWith(`${accurate.creditor}:`))).toBe(true);
      expect(phase2.tasks.some((t) => t.title.includes(accurate.creditor) && !items.some((i) => i.account_name === accurate.creditor))).toBe(false);

      // Ticks are kept: a task, a subtask and a phase.
      const ticked = await client.request<RepairPlanDto>('PUT', '/api/plan/tasks/review-1', { completed: true });
      expect(ticked.status).toBe(200);
      expect(task(ticked.body, 'review-1')!.completed).toBe(true);
      const sub = task(built, 'building-positive')!.subtasks[0]!;
      expect((await client.request('PUT', `/api/plan/tasks/building-positive/subtasks/${sub.id}`, { completed: true })).status).toBe(200);
      expect((await client.request('PUT', '/api/plan/phases/advanced', { completed: true })).status).toBe(200);
      const kept = await plan(client);
      expect(task(kept, 'review-1')!.completed).toBe(true);
      expect(task(kept, 'building-positive')!.subtasks[0]!.completed).toBe(true);
      expect(kept.phases[3]!.completionPercentage).toBe(100);
      expect((await client.request('PUT', '/api/plan/tasks/review-1', { completed: false })).status).toBe(200);
      expect(task(await plan(client), 'review-1')!.completed).toBe(false);
      // Unknown tasks, subtasks and phases are 404; a dispute task completes only with its dispute (409).
      expect((await client.request('PUT', '/api/plan/tasks/nope', { completed: true })).status).toBe(404);
      expect((await client.request('PUT', '/api/plan/tasks/review-1/subtasks/nope', { completed: true })).status).toBe(404);
      expect((await client.request('PUT', '/api/plan/phases/nope', { completed: true })).status).toBe(404);
      expect((await client.request('PUT', '/api/plan/phases/disputes', { completed: true })).status).toBe(409);
      const disputeTask = phase2.tasks[0]!;
      expect((await client.request('PUT', `/api/plan/tasks/${disputeTask.id}`, { completed: true })).status).toBe(409);
      expect((await client.request('PUT', '/api/plan/tasks/review-1', { completed: 'yes' })).status).toBe(400);

      // Another subscribed person: their own plan, and 404 for the first person's dispute task.
      const other = await signUp(app.url);
      await subscribe(other.client);
      expect((await other.client.request('PUT', `/api/plan/tasks/${disputeTask.id}`, { completed: true })).status).toBe(404);
      expect((await other.client.request('PUT', `/api/plan/tasks/${disputeTask.id}/subtasks/approve`, { completed: true })).status).toBe(404);
      const theirs = await plan(other.client);
      expect(theirs.has_completed_analysis).toBe(false);
      expect(tasks(theirs).some((t) => t.disputeItemId)).toBe(false);
      expect(task(theirs, 'review-1')!.completed).toBe(false);

      // The dispute completes (the bureau deleted it): its task completes itself, and progress counts it removed.
      const item = items.find((i) => i.id === disputeTask.disputeItemId)!;
      expect((await client.patch(`/api/disputes/items/${item.id}/status`, { status: 'completed' })).status).toBe(200);
      await app.server.database.db.execute(
        sql`update dispute_items set metadata = metadata || ${JSON.stringify({ outcome: { result: 'deleted', decided_at: new Date().toISOString(), source: 'person', round: 1 } })}::jsonb where id = ${item.id} and user_id = ${userId}`,
      );
      expect(task(await plan(client), disputeTask.id)!.completed).toBe(true);

      const once = (await client.get<ProgressDto>('/api/progress')).body;
      // Per debt (decision 200): no more than the report's negative lines.
      const total = once.figures.trackedDebts;
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(first.negative_items!.length);
      expect(once.state).toBe('ready');
      expect(once.creditScore).toMatchObject({ startScore: 528, currentScore: 528, targetScore: 578 });
      expect(once.negativeItems).toEqual({ removed: 1, inDispute: items.length - 1, remaining: Math.max(0, total - 1 - (items.length - 1)), total });

      // A second, better report (Jul 2026, 617): score progress reaches the target.
      const [second] = await analysedReport(app.url, client, { index: 0, timeoutMs: 120_000 });
      const after = (await client.get<ProgressDto>('/api/progress')).body;
      // Counted per debt on the current report, plus the debt removed after a dispute (decision 200).
      const total2 = after.figures.trackedDebts;
      expect(total2).toBeGreaterThanOrEqual(after.figures.negatives.debts);
      expect(after.figures.negatives.debts).toBeLessThanOrEqual(second.negative_items!.length);
      expect(after.creditScore.history).toEqual([
        { month: '2024-08', score: 528 },
        { month: '2026-07', score: 617 },
      ]);
      expect(after.creditScore).toMatchObject({ startScore: 528, currentScore: 617, targetScore: 578 });
      expect(after.scoreProgressPercent).toBe(100);
      expect(after.negativeItems.total).toBe(total2);
      expect(after.overall).toBe(Math.min(100, Math.round((1 / total2) * 70 + 30)));
      expect(after.milestones.find((m) => m.id === 'target')!.completed).toBe(true);
      expect(after.milestones.find((m) => m.id === 'round-completed')!.description).toBe("Round 1: every item (1) answered or past the bureau's deadline.");
      // The other person sees none of it.
      const theirProgress = (await other.client.get<ProgressDto>('/api/progress')).body;
      expect(theirProgress.state).toBe('empty');
      expect(theirProgress.negativeItems.total).toBe(0);
    },
    300_000,
  );
});
