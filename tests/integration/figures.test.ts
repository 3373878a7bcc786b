/**
 * One derivation per figure (issue 27, decision 200): the same person's reports and disputes give the same scores,
 * debts, disputes and rounds on every endpoint that shows them — GET /api/figures, /api/progress, /api/plan and
 * the dashboard's and credit report's own reading of GET /api/analyses — and nobody sees another person's figures.
 */
import { describe, expect } from 'vitest';
import type { AnalysisSummaryDto } from '../../src/common/analysis';
import { bureauScoreViews } from '../../src/common/analysis-select';
import type { CandidateDto } from '../../src/common/disputes/candidates';
import type { CreditFiguresDto } from '../../src/common/figures';
import type { ProgressDto } from '../../src/common/progress';
import type { RepairPlanDto } from '../../src/common/repair-plan';
import type { DisputeItemDto } from '../../src/common/disputes/items';
import { analysedReport } from './helpers/analyses';
import { personWithApprovedLetter } from './helpers/person-with-letter';
import { signUp, type TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { subscribe } from './helpers/subscribe';

describe.each(DATABASE_TARGETS)('figures agree on every endpoint on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  async function everyEndpoint(client: TestClient) {
    const [figures, progress, plan, list] = await Promise.all([
      client.get<CreditFiguresDto>('/api/figures'),
      client.get<ProgressDto>('/api/progress'),
      client.get<RepairPlanDto>('/api/plan'),
      client.get<{ analyses: AnalysisSummaryDto[] }>('/api/analyses'),
    ]);
    for (const answer of [figures, progress, plan, list]) expect(answer.status).toBe(200);
    return { figures: figures.body, progress: progress.body, plan: plan.body, analyses: list.body.analyses };
  }

  function expectAgreement({ figures, progress, plan, analyses }: Awaited<ReturnType<typeof everyEndpoint>>) {
    expect(plan.figures).toEqual(figures);
    expect(progress.figures).toEqual(figures);
    // The dashboard's and credit report's score cards run the same selectors on the list.
    expect(bureauScoreViews(analyses).map((v) => [v.bureau, v.score, v.change])).toEqual(figures.scores.map((s) => [s.bureau, s.score, s.change]));
    expect(progress.creditScore.bureaus).toEqual(figures.scores.filter((s) => s.score !== null));
    expect(progress.negativeItems.total).toBe(figures.trackedDebts);
    expect(progress.negativeItems.removed).toBe(figures.disputes.debtsRemoved);
    expect(progress.negativeItems.inDispute).toBe(figures.disputes.debtsInDispute);
    const averaged = figures.scores.filter((s) => s.score !== null).map((s) => s.score!);
    expect(progress.creditScore.currentScore).toBe(Math.round(averaged.reduce((a, b) => a + b, 0) / averaged.length));
  }

  oneDatabaseTest(
    target,
    'a 3-in-1 report and a single report of the same person: one debt per account, the same numbers everywhere',
    async () => {
      const { client } = await signUp(app.url);
      await subscribe(client);
      const merged = await analysedReport(app.url, client, { layout: 'merged-a', bureau: 'merged', timeoutMs: 180_000 });
      expect(merged.length).toBe(3);

      const first = await everyEndpoint(client);
      expectAgreement(first);
      const listings = merged.reduce((sum, row) => sum + new Set(row.negative_items!.map((n) => `${n.account_name}|${n.account_number}`)).size, 0);
      expect(first.figures.negatives.listings).toBe(listings);
      // The same debts on three bureaus: fewer debts than listings, never more.
      expect(first.figures.negatives.debts).toBeGreaterThan(0);
      expect(first.figures.negatives.debts).toBeLessThan(listings);

      // Two disputes chosen: in dispute, not yet in a round (nothing mailed).
      const candidates = (await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${merged[0].id}`)).body.candidates;
      const disputable = candidates.filter((c) => !c.locked_accurate && c.reasons.length > 0).slice(0, 2);
      expect(disputable.length).toBe(2);
      for (const c of disputable) {
        const chosen = await client.post('/api/disputes/choices', {
          analysis_id: merged[0].id,
          key: c.key,
          choice: 'dispute',
          reason: c.reasons[0]!.id,
          statement: 'This is reported wrongly.',
          confirmed: true,
        });
        expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      }
      const second = await everyEndpoint(client);
      expectAgreement(second);
      expect(second.figures.disputes.inDispute).toBeGreaterThanOrEqual(2);
      expect(second.figures.rounds).toEqual([]);
      expect(second.progress.milestones.some((m) => m.id === 'round-completed')).toBe(false);

      // Another person: nothing of the first person's.
      const other = await signUp(app.url);
      const theirs = await other.client.get<CreditFiguresDto>('/api/figures');
      expect(theirs.status).toBe(200);
      expect(theirs.body.negatives).toEqual({ debts: 0, listings: 0 });
      expect(theirs.body.scores.every((s) => s.score === null)).toBe(true);
      expect(theirs.body.disputes.inDispute).toBe(0);
    },
    300_000,
  );

  oneDatabaseTest(
    target,
    'a mailed round with one answer: the same rounds, removals and milestones everywhere; complete only when every item is answered',
    async () => {
      const person = await personWithApprovedLetter(app.url, 'Round Person');
      const { client, letter } = person;
      const today = new Date().toISOString().slice(0, 10);
      expect((await client.post(`/api/disputes/letters/${letter.id}/mailed`, { mailed_date: today })).status).toBe(200);
      const items = (await client.get<{ items: DisputeItemDto[] }>('/api/disputes')).body.items.filter((i) => i.letter_id === letter.id);
      expect(items.length).toBeGreaterThan(0);

      const mailed = await everyEndpoint(client);
      expectAgreement(mailed);
      // Mailed today: the round is open, nothing answered, the next deadline ahead.
      expect(mailed.figures.rounds).toEqual([
        { round: 1, items: items.length, answered: 0, lapsed: 0, complete: false, completedOn: null, nextDue: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      ]);
      expect(mailed.figures.rounds[0]!.nextDue! > today).toBe(true);
      expect(mailed.progress.milestones.map((m) => m.id)).toContain('active-round');
      expect(mailed.progress.milestones.map((m) => m.id)).not.toContain('round-completed');

      // The bureau deleted the first item.
      expect((await client.post(`/api/disputes/items/${items[0]!.id}/outcome`, { result: 'deleted' })).status).toBe(200);
      const answered = await everyEndpoint(client);
      expectAgreement(answered);
      expect(answered.figures.disputes.removed).toBe(1);
      expect(answered.figures.disputes.debtsRemoved).toBe(1);
      // A removal never shrinks the total it is counted against.
      expect(answered.figures.trackedDebts).toBe(mailed.figures.trackedDebts);
      const [round] = answered.figures.rounds;
      expect(round).toMatchObject({ round: 1, items: items.length, answered: 1, lapsed: 0, complete: items.length === 1 });
      const ids = answered.progress.milestones.map((m) => m.id);
      if (items.length === 1) {
        expect(round!.completedOn).toBe(today);
        expect(answered.progress.milestones.find((m) => m.id === 'round-completed')?.date).toBe(today);
        expect(ids).not.toContain('active-round');
      } else {
        expect(ids).not.toContain('round-completed');
        expect(ids).toContain('active-round');
      }

      // Another person sees none of it.
      const other = await signUp(app.url);
      expect((await other.client.get<CreditFiguresDto>('/api/figures')).body.rounds).toEqual([]);
    },
    300_000,
  );

  oneDatabaseTest(target, 'needs a session', async () => {
    const answer = await fetch(`${app.url}/api/figures`);
    expect(answer.status).toBe(401);
  });
});
