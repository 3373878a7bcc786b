/**
 * `npm run bench:ai [-- --runs N]`
 *
 * The assistant's answer times (not a test): through the real Anthropic and OpenAI SDKs against the local servers
 * that answer as their APIs do (tests/mocks), time to the first piece of text and to the full answer of a chat
 * question with the person's whole analysis as context (the local servers answer at once, so this is the app's and
 * the SDKs' own overhead: context, prompt, streaming); and the built-in assistant's time per common question.
 * Medians and the slowest of N runs (default 20).
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_ANTHROPIC_MODEL, type AiSettings } from '../src/server/env';
import { buildContext } from '../src/server/modules/assistant/context';
import { chatSystemPrompt } from '../src/server/modules/assistant/prompts';
import { anthropicProvider } from '../src/server/providers/ai/anthropic';
import { builtinProvider } from '../src/server/providers/ai/builtin';
import { SUGGESTED_QUESTIONS } from '../src/server/providers/ai/builtin/answers';
import { openAiProvider } from '../src/server/providers/ai/openai';
import type { AiProvider } from '../src/server/providers/ai/types';
import { analysisRow } from '../src/server/modules/assistant/test-data';
import { startAnthropicServer } from '../tests/mocks/anthropic';
import { startOpenAiServer } from '../tests/mocks/openai';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(provider: AiProvider, question: string) {
  const context = buildContext(analysisRow());
  const started = performance.now();
  let first: number | null = null;
  await provider.complete(
    { task: 'chat', systemPrompt: chatSystemPrompt(context), messages: [{ role: 'user', content: question }], maxTokens: 1024, context },
    { signal: new AbortController().signal, onText: () => (first ??= performance.now() - started) },
  );
  return { first: first ?? Number.NaN, total: performance.now() - started };
}

function settings(anthropicUrl: string, openaiUrl: string): AiSettings {
  return {
    provider: 'anthropic',
    anthropic: { apiKey: 'bench-key', model: DEFAULT_ANTHROPIC_MODEL, baseUrl: anthropicUrl },
    openai: { apiKey: undefined, model: 'local-model', baseUrl: `${openaiUrl}/v1` },
    timeoutMs: 30_000,
    requestsPerMinute: 1_000,
    dailyTokenBudget: 10_000_000,
  };
}

const anthropic = await startAnthropicServer();
const openai = await startOpenAiServer();
try {
  const config = settings(anthropic.url, openai.url);
  const rows: string[] = [];
  for (const [name, provider] of [
    ['Anthropic SDK → local Messages API', anthropicProvider(config)],
    ['OpenAI SDK → local Chat Completions', openAiProvider(config)],
  ] as const) {
    await measure(provider, 'warm-up');
    const results = [];
    for (let i = 0; i < RUNS; i += 1) results.push(await measure(provider, 'What should I dispute first?'));
    const firsts = results.map((r) => r.first);
    const totals = results.map((r) => r.total);
    rows.push(`| ${name} | ${ms(median(firsts))} | ${ms(median(totals))} | ${ms(Math.max(...totals))} |`);
  }
  const builtin = builtinProvider();
  for (const question of SUGGESTED_QUESTIONS) {
    await measure(builtin, question);
    const results = [];
    for (let i = 0; i < RUNS; i += 1) results.push(await measure(builtin, question));
    rows.push(
      `| built in: "${question}" | ${ms(median(results.map((r) => r.first)))} | ${ms(median(results.map((r) => r.total)))} | ${ms(Math.max(...results.map((r) => r.total)))} |`,
    );
  }
  console.log(`Assistant answer times, ${RUNS} runs each (context: an analysis with 11 accounts, 10 negative items, 8 findings)\n`);
  console.log('| provider / question | first text (median) | full answer (median) | full answer (slowest) |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await anthropic.close();
  await openai.close();
}
