/**
 * Whose report it is (issue 25, decision 189): the name a report prints against the account holder's. The person's
 * own report counts; another person's is kept, flagged, and left out of the figures, the plan and every dispute or
 * letter until the person confirms it is theirs (a name change); nobody else can see or confirm it.
 */
import { describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import type { CreditFiguresDto } from '../../src/common/figures';
import type { RepairPlanDto } from '../../src/common/repair-plan';
import { isPersonsCompleted, REPORT_OWNER_TEXT } from '../../src/common/report-owner';
import { reportFixture, uploadFile, waitForFinished } from './helpers/analyses';
import { signUp, type TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { subscribe } from './helpers/subscribe';

/** "HALCY S PENROSE" → "Penrose, Halcy": another order, case and no middle initial, still the same person. */
function asAccountName(printed: string): string {
  const words = printed.split(' ').map((w) => w.charAt(0) + w.slice(1).toLowerCase());
  return `${words.at(-1)}, ${words[0]}`;
}

describe.each(DATABASE_TARGETS)('whose report it is on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  async function analysed(client: TestClient, index: number): Promise<AnalysisDto> {
    const upload = await uploadFile(app.url, client, 'experian', (await reportFixture('experian-current', index)).pdf);
    expect(upload.status).toBe(201);
    const row = await waitForFinished(client, upload.body.analyses![0]!.id, 120_000, { keepOwnerFlag: true });
    expect(row.analysis_status, JSON.stringify(row.metadata)).toBe('completed');
    return row;
  }

  it('counts the own report, flags another person’s and keeps it out of figures, plan and letters until confirmed', async () => {
    const own = (await reportFixture('experian-current', 0)).truth.reports[0]!.consumer.name!;
    const other = (await reportFixture('experian-current', 1)).truth.reports[0]!.consumer.name!;
    expect(other).not.toBe(own);
    const { client } = await signUp(app.url, { name: asAccountName(own) });
    await subscribe(client);

    const mine = await analysed(client, 0);
    expect(mine.metadata.owner).toEqual({ check: 'own', name_on_report: own });
    const before = await client.get<CreditFiguresDto>('/api/figures');
    const myScore = before.body.scores.find((s) => s.bureau === 'experian');

    const theirs = await analysed(client, 1);
    expect(theirs.metadata.owner).toEqual({ check: 'other_person', name_on_report: other });
    // Kept and listed, so the person can see it and act on it.
    const list = await client.get<{ analyses: AnalysisDto[] }>('/api/analyses');
    expect(list.body.analyses.map((a) => a.id)).toContain(theirs.id);
    // Said at once, in the completion notification.
    const notes = await client.get<{ notifications: { message: string }[] }>('/api/notifications');
    expect(notes.body.notifications.some((n) => n.message.includes(REPORT_OWNER_TEXT.notification(other)))).toBe(true);

    // Never mixed into the figures or the plan: they are what they were with the own report alone.
    const figures = await client.get<CreditFiguresDto>('/api/figures');
    expect(figures.body).toEqual(before.body);
    expect(figures.body.scores.find((s) => s.bureau === 'experian')).toEqual(myScore);
    const plan = await client.get<RepairPlanDto>('/api/plan');
    expect(plan.body.figures).toEqual(before.body);

    // No dispute item, so no letter, from it: a clear refusal.
    const candidates = await client.get<{ code: string; message: string }>(`/api/disputes/candidates?analysis_id=${theirs.id}`);
    expect(candidates.status).toBe(409);
    expect(candidates.body).toMatchObject({ code: 'REPORT_OF_ANOTHER_PERSON', message: REPORT_OWNER_TEXT.refused });
    const choice = await client.post<{ code: string }>('/api/disputes/choices', { analysis_id: theirs.id, key: 'c-0123456789abcdef', choice: 'accurate' });
    expect(choice.status).toBe(409);
    expect(choice.body.code).toBe('REPORT_OF_ANOTHER_PERSON');
    expect((await client.get(`/api/disputes/candidates?analysis_id=${mine.id}`)).status).toBe(200);

    // Another user sees nothing and can confirm nothing.
    const stranger = (await signUp(app.url)).client;
    expect((await stranger.get(`/api/analyses/${theirs.id}`)).status).toBe(404);
    const foreign = await stranger.post(`/api/analyses/${theirs.id}/owner`, { statement: 'I changed my name in 2021.', confirmed: true });
    expect(foreign.status).toBe(404);

    // Bad confirmations change nothing.
    const unticked = await client.post<{ fields: Record<string, string> }>(`/api/analyses/${theirs.id}/owner`, {
      statement: 'I changed my name.',
      confirmed: false,
    });
    expect(unticked.status).toBe(400);
    expect(unticked.body.fields.confirmed).toBe(REPORT_OWNER_TEXT.confirmRequired);
    const silent = await client.post<{ fields: Record<string, string> }>(`/api/analyses/${theirs.id}/owner`, { statement: ' ', confirmed: true });
    expect(silent.status).toBe(400);
    expect(silent.body.fields.statement).toBe(REPORT_OWNER_TEXT.statementRequired);
    expect((await client.post(`/api/analyses/${mine.id}/owner`, { statement: 'This one is mine too.', confirmed: true })).status).toBe(409);
    expect((await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${theirs.id}`)).body.analysis.metadata.owner?.check).toBe('other_person');

    // Confirmed (a name change, in the person's words): it counts from then on, and its name is known as theirs.
    const statement = `I married in 2021; ${other} was my name before.`;
    const confirmed = await client.post<{ analyses: AnalysisDto[] }>(`/api/analyses/${theirs.id}/owner`, { statement, confirmed: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.analyses.map((a) => a.metadata.owner)).toEqual([
      { check: 'confirmed', name_on_report: other, statement, confirmed_at: expect.any(String) as string },
    ]);
    expect((await client.get(`/api/disputes/candidates?analysis_id=${theirs.id}`)).status).toBe(200);
    const counted = await client.get<{ analyses: AnalysisDto[] }>('/api/analyses');
    expect(counted.body.analyses.filter(isPersonsCompleted).map((a) => a.id)).toContain(theirs.id);
    // A later report in that name is the person's without asking again.
    const again = await analysed(client, 1);
    expect(again.metadata.owner?.check).toBe('own');
  }, 300_000);
});
