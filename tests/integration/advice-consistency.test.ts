/**
 * Advice consistency (issue 24, decision 172): a person whose report has a debt sold to a collector and listed twice,
 * an unpaid collection, an item they logged deleted, an item they marked accurate and an account whose reading is not
 * confirmed. Every surface that advises — recommendations and strategy (the analysis and the list), the repair plan,
 * the letter chooser, Generate Analysis and the built-in assistant — is read over HTTP, and none advises against the
 * item's state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisDto, AnalysisSummaryDto } from '../../src/common/analysis';
import type { GeneratedAnalysisDto } from '../../src/common/assistant';
import type { CandidateDto } from '../../src/common/disputes/candidates';
import type { DisputeItemDto } from '../../src/common/disputes/items';
import type { LetterDto } from '../../src/common/disputes/letters';
import type { RepairPlanDto } from '../../src/common/repair-plan';
import { detectFindings, detectNegativeItems } from '../../src/engine/detect/index';
import { account, collection, report } from '../../src/engine/detect/testing/factory';
import type { Analysis } from '../../src/engine/model';
import { analysedReport } from './helpers/analyses';
import { askAssistant } from './helpers/assistant';
import { DATABASE_TARGETS } from './helpers/databases';
import { startTestServer, type TestServer } from './helpers/server';
import { signUpSubscribed } from './helpers/subscribe';

const WARNING = 'We could not read this account cleanly; check it against your report.';

/** The person's Experian report: every state the issue names. */
function personsAnalysis(): Analysis {
  const reports = [
    report({
      reportDate: '2025-06-01',
      accounts: [
        // (a) a debt sold to a collector and listed twice: the original creditor still shows the balance.
        account({
          creditor: 'CREDITOR A',
          accountNumber: 'XXXX1001',
          status: 'Charged off',
          balance: 3175,
          dateOfFirstDelinquency: '2022-02',
          category: 'revolving',
        }),
        collection({ creditor: 'COLLECTOR B', originalCreditor: 'CREDITOR A', accountNumber: 'XXXX2002', balance: 3175, dateOfFirstDelinquency: '2022-02' }),
        // (b) an unpaid collection whose balance the report does not print.
        collection({
          creditor: 'COLLECTOR D',
          originalCreditor: 'GYM CLUB',
          accountNumber: 'XXXX4004',
          status: 'Unpaid collection',
          balance: null,
          dateOfFirstDelinquency: '2023-01',
        }),
        // (c) a medical collection under $500 the person will log deleted.
        collection({
          creditor: 'COLLECTOR C',
          originalCreditor: 'CITY HOSPITAL',
          accountNumber: 'XXXX3003',
          balance: 250,
          highBalance: 250,
          dateOfFirstDelinquency: '2023-03',
        }),
        // (d) a collection without a date of first delinquency the person marks accurate.
        collection({ creditor: 'COLLECTOR E', originalCreditor: 'PHONE CO', accountNumber: 'XXXX5005', balance: 450, dateOfFirstDelinquency: null }),
        // (e) a charge-off whose reading failed a self-check: never advised until confirmed in Review accounts.
        account({
          creditor: 'HARBOR CARD',
          accountNumber: 'XXXX6006',
          status: 'Charged off',
          balance: 900,
          dateOfFirstDelinquency: '2023-05',
          readingWarning: WARNING,
        }),
      ],
    }),
  ];
  return { reports, negativeItems: detectNegativeItems(reports), findings: detectFindings(reports, { merged: false }) };
}

/** The sentences of a text that name a creditor. */
function about(texts: string[], creditor: string): string[] {
  return texts.flatMap((t) => t.split(/(?<=[.!?:])\s+|\n/)).filter((s) => s.includes(creditor));
}

/** What no surface may say about each item, by its state. */
function expectConsistent(surface: string, texts: string[]) {
  // (a) sold: never settle, pay, goodwill or pay-for-delete with the original creditor.
  for (const s of about(texts, 'CREDITOR A')) {
    expect(s, `${surface}: ${s}`).not.toMatch(/Settle the|settle the|Ask CREDITOR A|Contact CREDITOR A|Send CREDITOR A|pay-for-delete|goodwill/);
  }
  // (b) unpaid: never "now that it is paid", never a goodwill request as if paid.
  for (const s of about(texts, 'COLLECTOR D')) expect(s, `${surface}: ${s}`).not.toMatch(/now that it is paid|goodwill/i);
  // (c) logged deleted: never advised again.
  for (const s of about(texts, 'COLLECTOR C')) expect(s, `${surface}: ${s}`).not.toMatch(/Dispute COLLECTOR C|Start with COLLECTOR C|Dispute with|dispute it/);
  // (d) marked accurate: never advised for dispute.
  for (const s of about(texts, 'COLLECTOR E')) expect(s, `${surface}: ${s}`).not.toMatch(/Dispute COLLECTOR E|Start with COLLECTOR E|Dispute with/);
  // (e) unconfirmed reading: no advice at all (facts about it, and that it waits for the person's confirmation).
  for (const s of about(texts, 'HARBOR CARD'))
    expect(s, `${surface}: ${s}`).not.toMatch(/\bdispute\b|settle|pay-for-delete|goodwill|\bpay\b|Ask HARBOR|Contact HARBOR/i);
}

function adviceTexts(raw: AnalysisDto['raw_data'] | AnalysisSummaryDto['raw_data']): string[] {
  const strategy = raw!.personalized_strategy!;
  return [
    ...raw!.recommendations!.flatMap((r) => [r.account_name, r.recommended_action, r.action?.label ?? '', r.estimated_impact].join('. ')),
    strategy.summary,
    ...strategy.priorityActions,
    ...strategy.timelinePhases.map((p) => p.description),
    ...strategy.negativeItemStrategies.flatMap((s) => `${s.itemName}. ${s.strategy} ${s.backupPlan}`),
    strategy.longTermStrategy,
  ];
}

describe.each(DATABASE_TARGETS)('advice consistency on %s', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer(target, {}, { analysis: { analyze: async () => personsAnalysis() } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('no surface advises against an item’s state', async () => {
    const { client } = await signUpSubscribed(app.url, { name: 'Jane Sample' });
    expect((await client.patch('/api/profile', { mailing_address: { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' } })).status).toBe(
      200,
    );
    const [row] = await analysedReport(app.url, client);
    const candidates = async () => (await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${row.id}`)).body.candidates;
    const list = await candidates();
    const of = (creditor: string) => list.find((c) => c.creditor === creditor && c.source === 'finding')!;

    // The duplicate is raised on the collector; the sold original is linked to it.
    expect(of('COLLECTOR B').code).toBe('duplicate_account');

    // (c) dispute COLLECTOR C, approve, mail, log it deleted.
    const medical = of('COLLECTOR C');
    const chose = await client.post('/api/disputes/choices', {
      analysis_id: row.id,
      key: medical.key,
      choice: 'dispute',
      reason: medical.reasons[0]!.id,
      statement: 'This medical bill was under $500 and the bureaus no longer report those.',
    });
    expect(chose.status).toBe(200);
    const letter = (await client.get<{ letters: LetterDto[] }>('/api/disputes')).body.letters[0]!;
    expect(
      (await client.post(`/api/disputes/letters/${letter.id}/approve`, { attested: true, signature_name: 'Jane Sample', signature_date: '2025-06-10' })).status,
    ).toBe(200);
    expect((await client.post(`/api/disputes/letters/${letter.id}/mailed`, { mailed_date: '2025-06-11' })).status).toBe(200);
    const item = (await client.get<{ items: DisputeItemDto[] }>('/api/disputes')).body.items.find((i) => i.account_name === 'COLLECTOR C')!;
    expect((await client.post(`/api/disputes/items/${item.id}/outcome`, { result: 'deleted' })).status).toBe(200);

    // (d) COLLECTOR E is accurate, says the person.
    expect((await client.post('/api/disputes/choices', { analysis_id: row.id, key: of('COLLECTOR E').key, choice: 'accurate' })).status).toBe(200);

    // The chooser: HARBOR CARD waits for the review; a dispute of it is refused and changes nothing; COLLECTOR C is done.
    const after = await candidates();
    const harbor = after.find((c) => c.creditor === 'HARBOR CARD')!;
    expect(harbor.held).toMatch(/Review accounts/);
    expect(after.find((c) => c.creditor === 'COLLECTOR C' && c.source === 'finding')!.held).toMatch(/deleted/);
    expect(after.find((c) => c.creditor === 'COLLECTOR B')!.held).toBeNull();
    const refused = await client.post<{ fields?: Record<string, string> }>('/api/disputes/choices', {
      analysis_id: row.id,
      key: harbor.key,
      choice: 'dispute',
      reason: harbor.reasons[0]!.id,
      statement: 'The balance is wrong.',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.key).toBeDefined();
    expect((await candidates()).find((c) => c.creditor === 'HARBOR CARD')!.choice).toBeNull();

    // Recommendations and strategy: the analysis and the list.
    const full = (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${row.id}`)).body.analysis;
    expectConsistent('analysis', adviceTexts(full.raw_data));
    expect(full.raw_data!.recommendations!.map((r) => r.account_name).join('\n')).not.toMatch(/HARBOR CARD|COLLECTOR C/);
    expect(full.raw_data!.personalized_strategy!.summary).toContain('HARBOR CARD is left out until you confirm how it was read in Review accounts.');
    expect(full.raw_data!.recommendations!.find((r) => r.account_name.startsWith('CREDITOR A'))!.action?.label).toBe(
      'Nothing to pay CREDITOR A: the debt was sold to COLLECTOR B',
    );
    const listed = (await client.get<{ analyses: AnalysisSummaryDto[] }>('/api/analyses')).body.analyses.find((a) => a.id === row.id)!;
    expect(listed.raw_data!.recommendations).toEqual(full.raw_data!.recommendations);

    // The repair plan (what is still to do: a finished dispute's task is a record, not advice).
    const plan = (await client.get<RepairPlanDto>('/api/plan')).body;
    expect(plan.phases[1]!.tasks.find((t) => t.title.includes('COLLECTOR C'))!.completed).toBe(true);
    const planTexts = plan.phases.flatMap((p) =>
      p.tasks.filter((t) => !t.completed).flatMap((t) => [t.title, t.description ?? '', ...t.subtasks.map((s) => s.title)]),
    );
    expectConsistent('plan', planTexts);

    // Generate Analysis (the built-in assistant's sections).
    const generated = (await client.post<{ analysis: GeneratedAnalysisDto }>(`/api/analyses/${row.id}/assistant/analysis`)).body.analysis;
    const sections = generated.sections.map((s) => `${s.title}. ${s.body}`);
    expectConsistent('generated analysis', sections);
    expect(sections.find((s) => s.startsWith('Possible errors'))).not.toMatch(/COLLECTOR C|COLLECTOR E|HARBOR CARD/);

    // The assistant.
    const first = await askAssistant(app.url, client, row.id, 'Which item should I dispute first?');
    expect(first.done!.content.split('\n')[0]).toMatch(/^Start with COLLECTOR B/);
    expectConsistent('assistant: dispute first', [first.done!.content.split('Left out:')[0]!]);
    for (const creditor of ['CREDITOR A', 'COLLECTOR D', 'COLLECTOR C', 'COLLECTOR E', 'HARBOR CARD']) {
      const answer = await askAssistant(app.url, client, row.id, `What should I do about ${creditor}?`);
      expect(answer.done!.content, creditor).toContain(creditor);
      expectConsistent(`assistant: about ${creditor}`, [answer.done!.content]);
    }

    // Another user cannot read the person's candidates.
    const { client: other } = await signUpSubscribed(app.url);
    expect((await other.get(`/api/disputes/candidates?analysis_id=${row.id}`)).status).toBe(404);
  });
});
