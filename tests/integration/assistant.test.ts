/**
 * The AI assistant over HTTP (docs/api.md "AI assistant"): the built-in assistant, and Anthropic through its SDK
 * against a local server that answers as the Messages API does. Conversations per user and analysis, citations,
 * clearing, ownership, limits, Generate Analysis and strategy enrichment with their checks and fallbacks.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../src/common/analysis';
import type { CandidateDto } from '../../src/common/disputes/candidates';
import { ASSISTANT_MESSAGES, type ConversationDto, type GeneratedAnalysisDto } from '../../src/common/assistant';
import { assistantUsage } from '../../src/server/db/schema';
import { DEFAULT_ANTHROPIC_MODEL } from '../../src/server/env';
import { startAnthropicServer, type FakeModelServer } from '../mocks/anthropic';
import { startOpenAiServer, type FakeOpenAiServer } from '../mocks/openai';
import { askAssistant } from './helpers/assistant';
import { EXPLANATIONS_ONLY_RULE } from '../../src/server/modules/assistant/service-line';
import { analysedReport, sleep } from './helpers/analyses';
import { signUp, type TestClient } from './helpers/client';
import { signUpSubscribed, skipAhead, subscribe } from './helpers/subscribe';
import { SUBSCRIPTION_REQUIRED_CODE, SUBSCRIPTION_TEXT } from '../../src/common/subscription';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';

const conversation = async (client: TestClient, id: string) => {
  const response = await client.get<ConversationDto>(`/api/analyses/${id}/assistant`);
  expect(response.status).toBe(200);
  return response.body;
};

describe.each(DATABASE_TARGETS)('the built-in assistant on %s', (target) => {
  const app = useTestServer(target, { AI_REQUESTS_PER_MINUTE: '6' }, { analysis: ENGINE_ONCE });

  oneDatabaseTest(target, 'answers two questions from the analysis, with citations, and keeps the conversation until it is cleared', async () => {
    const { client } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    const start = await conversation(client, analysis.id);
    expect(start.provider.kind).toBe('builtin');
    expect(start.provider.description).toMatch(/not a language model/);
    expect(start.messages).toEqual([]);
    expect(start.generated_analysis).toBeNull();
    expect(start.suggestions).toContain('What should I dispute first, and why?');

    const first = await askAssistant(app.url, client, analysis.id, 'What should I dispute first, and why?');
    expect(first.status).toBe(200);
    expect(first.user).toMatchObject({ role: 'user', content: 'What should I dispute first, and why?' });
    expect(first.deltas.length).toBeGreaterThan(1);
    expect(first.done?.role).toBe('assistant');
    expect(first.done!.content).toMatch(/^Start with /);
    expect(first.done!.content).toMatch(/not a language model/);
    const finding = first.done!.citations.find((c) => c.kind === 'finding')!;
    expect(finding).toMatchObject({ detail: 'errors', anchor: expect.stringMatching(/^finding-\d+$/) });
    const index = Number(finding.anchor.split('-')[1]);
    expect(finding.label).toContain(analysis.raw_data!.findings[index]!.creditor);
    expect(first.done!.citations.some((c) => c.kind === 'law')).toBe(true);

    const second = await askAssistant(app.url, client, analysis.id, 'When does each negative item drop off my report?');
    expect(second.done!.content).toMatch(/should stop being reported by|does not print the date/);
    expect(second.done!.citations.filter((c) => c.kind === 'negative').length).toBeGreaterThan(0);

    const stored = await conversation(client, analysis.id);
    expect(stored.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(stored.messages[1]).toEqual(first.done);
    for (const m of stored.messages) expect(Date.parse(m.timestamp)).not.toBeNaN();

    const cleared = await client.request<{ removed: number }>('DELETE', `/api/analyses/${analysis.id}/assistant/messages`);
    expect(cleared.body).toEqual({ removed: 4 });
    expect((await conversation(client, analysis.id)).messages).toEqual([]);
  });

  oneDatabaseTest(target, 'explains for free; advice on what to dispute waits for open services and says when they open (decision 168)', async () => {
    const { client } = await signUp(app.url, { name: 'Robin Lee' });
    const [analysis] = await analysedReport(app.url, client);
    const closed = await conversation(client, analysis.id);
    expect(closed.messages).toEqual([]);
    // It suggests only what it answers without a plan (decision 169).
    expect(closed.suggestions).not.toContain('What should I dispute first, and why?');
    expect(closed.suggestions).toContain('What hurts my score the most?');
    const explained = await askAssistant(app.url, client, analysis.id, 'What hurts my score the most?');
    expect(explained.status).toBe(200);
    expect(explained.done!.content).toMatch(/weigh most on your score|shows no negative items/);
    // Six requests in all: this server allows 6 a minute.
    for (const advice of ['Which item should I dispute first?', 'Can you draft a dispute letter for me?', 'What is my best strategy?']) {
      const answer = await askAssistant(app.url, client, analysis.id, advice);
      expect(answer.status, advice).toBe(200);
      expect(answer.done!.content, advice).toMatch(/^Advice on what to dispute .* is part of the credit repair services of a plan\./);
      expect(answer.done!.content, advice).toContain('Subscription page');
      expect(answer.done!.content, advice).not.toMatch(/^Start with/m);
    }
    const generated = await client.post<{ code: string }>(`/api/analyses/${analysis.id}/assistant/analysis`);
    expect(generated).toMatchObject({ status: 402, body: { code: SUBSCRIPTION_REQUIRED_CODE, message: SUBSCRIPTION_TEXT.required } });

    // During the period: the answer says when services open and until when the person may cancel.
    expect((await client.patch('/api/profile', { mailing_address: { street: '1 Main St', city: 'Fresno', state: 'CA', zip: '93650' } })).status).toBe(200);
    await subscribe(client, 'monthly', { waitForServices: true });
    const waiting = await askAssistant(app.url, client, analysis.id, 'What should I dispute first, and why?');
    expect(waiting.done!.content).toMatch(/Your services start on \w+day, .* after the 5 business days you have to cancel; until midnight at the end of/);
    // Once services are open, the same question gets the advice.
    await skipAhead(client);
    expect((await conversation(client, analysis.id)).suggestions).toContain('What should I dispute first, and why?');
    const open = await askAssistant(app.url, client, analysis.id, 'What should I dispute first, and why?');
    expect(open.done!.content).toMatch(/^(Start with |The analysis found no reporting errors|Your .* report shows no negative items)/);
  });

  oneDatabaseTest(target, 'knows where the person’s disputes stand (dispute state in the context), without their own words', async () => {
    const { client } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    const none = await askAssistant(app.url, client, analysis.id, 'What is the status of my disputes?');
    expect(none.done!.content).toMatch(/^You have not chosen anything to dispute/);
    const { body } = await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${analysis.id}`);
    const chosen = body.candidates.find((c) => !c.locked_accurate)!;
    const statement = 'My cousin Dana Whitfield opened this at 12 Elm Street.';
    const made = await client.post('/api/disputes/choices', { analysis_id: analysis.id, key: chosen.key, choice: 'dispute', reason: 'other', statement });
    expect(made.status).toBe(200);
    const answer = await askAssistant(app.url, client, analysis.id, 'Where do my disputes stand?');
    expect(answer.done!.content).toContain(`- ${chosen.creditor}`);
    expect(answer.done!.content).toContain('chosen, its letter not approved yet');
    expect(answer.done!.content).not.toContain('Dana Whitfield');
  });

  oneDatabaseTest(target, 'refuses a blank or too long message and stores nothing; another user gets 404 for every call', async () => {
    const { client } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    const blank = await askAssistant(app.url, client, analysis.id, '   ');
    expect(blank).toMatchObject({ status: 400, json: { code: 'VALIDATION_ERROR', message: 'Write a message.' } });
    expect((await askAssistant(app.url, client, analysis.id, 'x'.repeat(4001))).status).toBe(400);
    expect((await askAssistant(app.url, client, analysis.id, 42)).status).toBe(400);
    expect((await conversation(client, analysis.id)).messages).toEqual([]);

    await askAssistant(app.url, client, analysis.id, 'What hurts my score the most?');
    const { client: other } = await signUpSubscribed(app.url);
    expect((await other.get(`/api/analyses/${analysis.id}/assistant`)).status).toBe(404);
    expect((await askAssistant(app.url, other, analysis.id, 'What hurts my score the most?')).status).toBe(404);
    expect((await other.request('DELETE', `/api/analyses/${analysis.id}/assistant/messages`)).status).toBe(404);
    expect((await other.post(`/api/analyses/${analysis.id}/assistant/analysis`)).status).toBe(404);
    expect((await conversation(client, analysis.id)).messages).toHaveLength(2);
    expect((await client.get('/api/analyses/not-a-uuid/assistant')).status).toBe(404);
  });

  oneDatabaseTest(target, "generates an analysis in sections from the engine's figures", async () => {
    const { client } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    const response = await client.post<{ analysis: GeneratedAnalysisDto }>(`/api/analyses/${analysis.id}/assistant/analysis`);
    expect(response.status).toBe(200);
    const generated = response.body.analysis;
    expect(generated.source).toBe('engine');
    expect(generated.sections.map((s) => s.title)).toEqual([
      'Overview',
      'What weighs on your score',
      'Possible errors to dispute',
      'When negative items drop off',
      'Your rights',
      'Next steps',
    ]);
    expect(generated.sections[0]!.body).toContain(`lists ${analysis.raw_data!.report.accounts.length} accounts`);
    expect(generated.sections.flatMap((s) => s.citations).length).toBeGreaterThan(3);
    // Kept with the conversation: shown again when the person comes back; not another user's.
    expect((await conversation(client, analysis.id)).generated_analysis).toEqual(generated);
    const { client: other } = await signUpSubscribed(app.url);
    expect((await other.get(`/api/analyses/${analysis.id}/assistant`)).status).toBe(404);
  });

  it('limits requests per user per minute', async () => {
    const { client } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await askAssistant(app.url, client, analysis.id, 'What does FCRA 611 mean?')).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    const limited = await askAssistant(app.url, client, analysis.id, 'What does FCRA 611 mean?');
    expect(limited).toMatchObject({ status: 429, json: { message: ASSISTANT_MESSAGES.rateLimited } });
  });
});

describe.each(DATABASE_TARGETS)('the assistant on Anthropic (local Messages API server) on %s', (target) => {
  let anthropic: FakeModelServer;
  afterAll(async () => {
    await anthropic?.close();
  });
  const app = useTestServer(
    target,
    async () => {
      anthropic = await startAnthropicServer();
      return { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: anthropic.url, AI_TIMEOUT_MS: '5000' };
    },
    { analysis: ENGINE_ONCE },
  );

  oneDatabaseTest(target, "streams the model's answer with its citations resolved; the model got the analysis without personal details", async () => {
    anthropic.respond(null);
    const { client } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    expect((await conversation(client, analysis.id)).provider).toMatchObject({ kind: 'anthropic', model: DEFAULT_ANTHROPIC_MODEL });
    const before = anthropic.requests.length;
    const turn = await askAssistant(app.url, client, analysis.id, 'What should I dispute first?');
    expect(turn.done!.content).toMatch(/^Model answer: start with .*\[\[finding:f1\]\].*\[\[law:FCRA 611\]\]/);
    expect(turn.done!.citations.map((c) => c.kind)).toEqual(['finding', 'law']);
    expect(turn.deltas.join('')).toContain('Model answer');

    const sent = anthropic.requests[before]!.body;
    expect(sent).toMatchObject({ model: DEFAULT_ANTHROPIC_MODEL, max_tokens: 1024, stream: true });
    expect(sent.messages).toEqual([{ role: 'user', content: 'What should I dispute first?' }]);
    const consumer = analysis.raw_data!.report.consumer;
    for (const secret of [consumer.name, ...consumer.addresses].filter((s): s is string => !!s)) expect(sent.system).not.toContain(secret);
    expect(sent.system).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b|\b\d{9,}\b/);

    // The next question carries the conversation.
    await askAssistant(app.url, client, analysis.id, 'And when does it drop off?');
    expect(anthropic.requests.at(-1)!.body.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  oneDatabaseTest(target, 'without open services the model gets explanations only, and an advice question never reaches it (decision 168)', async () => {
    anthropic.respond(null);
    const { client } = await signUp(app.url);
    const [analysis] = await analysedReport(app.url, client);
    const before = anthropic.requests.length;
    const advice = await askAssistant(app.url, client, analysis.id, 'What should I dispute first?');
    expect(advice.done!.content).toMatch(/^Advice on what to dispute/);
    expect(anthropic.requests.length).toBe(before);
    await askAssistant(app.url, client, analysis.id, 'What does FCRA 611 mean?');
    expect(anthropic.requests.length).toBe(before + 1);
    const closed = anthropic.requests.at(-1)!.body.system;
    expect(closed).toContain(EXPLANATIONS_ONLY_RULE);
    // The analysis's recommendations and strategy never reach the model while services are closed (decision 169).
    expect(closed).toContain('"recommendations":[],"strategy":{"summary":"","priorityActions":[]}');
    await subscribe(client);
    await askAssistant(app.url, client, analysis.id, 'What does FCRA 611 mean?');
    const open = anthropic.requests.at(-1)!.body.system;
    expect(open).not.toContain(EXPLANATIONS_ONLY_RULE);
    expect(open).not.toContain('"recommendations":[]');
  });

  oneDatabaseTest(target, "shows the service's failure inline and stores no answer; a stopped answer is kept as far as it got", async () => {
    const { client } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    anthropic.respond(() => ({ kind: 'error', status: 500 }));
    const failed = await askAssistant(app.url, client, analysis.id, 'What hurts my score?');
    expect(failed.error).toEqual({ message: 'The AI service answered with an error (HTTP 500).' });
    expect((await conversation(client, analysis.id)).messages.map((m) => m.role)).toEqual(['user']);
    // Retry asks the unanswered question again: it is stored once, and the model gets it once.
    anthropic.respond(null);
    const retried = await askAssistant(app.url, client, analysis.id, 'What hurts my score?');
    expect(retried.user!.id).toBe(failed.user!.id);
    expect((await conversation(client, analysis.id)).messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    const sent = anthropic.requests.at(-1)!.body.messages as { role: string; content: unknown }[];
    expect(sent.filter((m) => m.role === 'user')).toHaveLength(1);

    anthropic.respond(() => ({ kind: 'text', text: 'PORTFOLIO RECOVERY is a collection. '.repeat(60), pieceDelayMs: 15 }));
    const stopped = await askAssistant(app.url, client, analysis.id, 'Tell me about the collections.', 3);
    expect(stopped.deltas.length).toBe(3);
    // Two questions and their answers before this one: the stopped answer is the fourth message, stored after the stop.
    let messages = (await conversation(client, analysis.id)).messages;
    for (let i = 0; i < 200 && messages.length < 4; i += 1) {
      await sleep(100);
      messages = (await conversation(client, analysis.id)).messages;
    }
    const last = messages.at(-1)!;
    expect(last).toMatchObject({ role: 'assistant', stopped: true });
    expect(last.content.length).toBeLessThan('PORTFOLIO RECOVERY is a collection. '.repeat(60).length);
  });

  oneDatabaseTest(target, "uses a generated analysis that passes the checks, and falls back to the engine's text when one does not", async () => {
    const { client } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    anthropic.respond(null);
    const good = await client.post<{ analysis: GeneratedAnalysisDto & { notice?: string } }>(`/api/analyses/${analysis.id}/assistant/analysis`);
    expect(good.body.analysis.source).toBe('model');
    expect(good.body.analysis.sections[0]!.title).toBe('Model overview');
    expect(anthropic.requests.at(-1)!.body.max_tokens).toBe(2048);

    for (const invented of [
      'Your NAVIENT student loan shows $9,999 past due.',
      'Under FCRA 616 you can sue them.',
      'Disputing this will remove it, guaranteed.',
      'Dispute every account even if it is accurate.',
    ]) {
      anthropic.respond(() => ({
        kind: 'text',
        text: JSON.stringify({
          sections: [
            { title: 'Overview', body: 'Fine.' },
            { title: 'Advice', body: invented },
          ],
        }),
      }));
      const fallback = await client.post<{ analysis: GeneratedAnalysisDto & { notice?: string } }>(`/api/analyses/${analysis.id}/assistant/analysis`);
      expect(fallback.body.analysis.source, invented).toBe('engine');
      expect(fallback.body.analysis.notice).toMatch(/app's own analysis/);
      expect(fallback.body.analysis.sections[0]!.title).toBe('Overview');
      expect(JSON.stringify(fallback.body.analysis)).not.toContain(invented);
    }
  });

  oneDatabaseTest(target, "enriches the regenerated strategy with checked notes, never replacing the engine's plan", async () => {
    const { client } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    anthropic.respond(null);
    const enriched = await client.post<{ analysis: AnalysisDto }>(`/api/analyses/${analysis.id}/strategy`);
    expect(enriched.status).toBe(200);
    const raw = enriched.body.analysis.raw_data!;
    expect(raw.personalized_strategy).toEqual(analysis.raw_data!.personalized_strategy);
    expect(raw.strategy_enrichment).toMatchObject({ provider: 'anthropic', summary: expect.stringMatching(/^Model summary/) });
    expect(raw.strategy_enrichment!.notes.length).toBeGreaterThan(0);

    anthropic.respond(() => ({ kind: 'text', text: JSON.stringify({ summary: 'Your score will go up 120 points, guaranteed.', notes: [] }) }));
    const plain = await client.post<{ analysis: AnalysisDto }>(`/api/analyses/${analysis.id}/strategy`);
    expect(plain.status).toBe(200);
    expect(plain.body.analysis.raw_data!.strategy_enrichment).toBeUndefined();
    expect(plain.body.analysis.raw_data!.personalized_strategy).toEqual(analysis.raw_data!.personalized_strategy);
  });

  it("refuses questions once the day's token budget is spent", async () => {
    const { client, userId } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    await app.server.database.db.insert(assistantUsage).values({ userId, day: new Date().toISOString().slice(0, 10), tokens: 200_000 });
    const refused = await askAssistant(app.url, client, analysis.id, 'What hurts my score?');
    expect(refused).toMatchObject({ status: 429, json: { message: ASSISTANT_MESSAGES.budgetSpent } });
  });
});

describe.each(DATABASE_TARGETS)('the assistant on a self-hosted OpenAI-compatible server (local Chat Completions) on %s', (target) => {
  let openai: FakeOpenAiServer;
  afterAll(async () => {
    await openai?.close();
  });
  const app = useTestServer(
    target,
    async () => {
      openai = await startOpenAiServer();
      return { OPENAI_BASE_URL: `${openai.url}/v1`, OPENAI_MODEL: 'llama-3.1-8b-instruct' };
    },
    { analysis: ENGINE_ONCE },
  );

  oneDatabaseTest(target, 'answers through the openai SDK without a key, with the model the settings name', async () => {
    const { client } = await signUpSubscribed(app.url);
    const [analysis] = await analysedReport(app.url, client);
    expect((await conversation(client, analysis.id)).provider).toMatchObject({ kind: 'openai', model: 'llama-3.1-8b-instruct' });
    const turn = await askAssistant(app.url, client, analysis.id, 'What should I dispute first?');
    expect(turn.done!.content).toMatch(/^Model answer: start with /);
    expect(turn.done!.citations.map((c) => c.kind)).toEqual(['finding', 'law']);
    const sent = openai.requests.at(-1)!.body;
    expect(sent).toMatchObject({ model: 'llama-3.1-8b-instruct', max_tokens: 1024, stream: true, stream_options: { include_usage: true } });
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });
});
