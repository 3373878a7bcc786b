/**
 * One chat turn: stores the person's message, asks the provider with the redacted context and the conversation,
 * passes the answer on as it arrives, then stores it with its citations. A stopped answer is kept as far as it got.
 * Nothing of the content is logged.
 */
import { ASSISTANT_MESSAGES, DEFAULT_MAX_TOKENS, type ChatMessageDto, type ChatRole } from '../../../common/assistant';
import { previousCompleted } from '../../../common/analysis-select';
import type { AnalysisRow } from '../analyses/dto';
import { getOwnAnalysis } from '../analyses/get-analysis';
import { listAnalyses } from '../analyses/list-analyses';
import { factsFor, loadStoredFacts } from '../advice/person-facts';
import { withAdvice } from '../advice/with-advice';
import { rowWithoutAdvice } from '../analyses/contracted-advice';
import { resolveCitations } from './citations';
import { disputeStateOf } from './dispute-state';
import { buildContext, personalIdentifiers } from './context';
import { appendMessage, listMessages } from './conversation';
import type { AssistantDeps } from './deps';
import { recordUsage } from './limits';
import { chatSystemPrompt } from './prompts';
import { serviceAccess } from '../billing/entitlements';
import { adviceComesWithThePlan, asksForDisputeAdvice, EXPLANATIONS_ONLY_RULE } from './service-line';
import { AiProviderError } from '../../providers/ai';
import { redactText } from './redact';
import { checkText } from './validate';
import type { AnalysisRawData } from '../../../common/analysis';

/** Earlier messages a model sees with the question. */
const HISTORY_MESSAGES = 20;

export interface ChatEvents {
  user(message: ChatMessageDto): Promise<void>;
  delta(text: string): Promise<void>;
  done(message: ChatMessageDto): Promise<void>;
  /** `message` is shown as 'Error: …'; null shows the spec's 'Failed to generate response with the AI service'. */
  error(message: string | null): Promise<void>;
}

/** A model's chat answer that fails a check is kept, with this said under it (the person has already read it). */
export const UNCHECKED_NOTICE =
  'Note: part of this answer could not be checked against your report or the law library. Rely on the linked report details, and remember no result is guaranteed.';

/** The conversation as the provider gets it: redacted, roles alternating (a stopped turn can leave two in a row). */
function historyFor(messages: ChatMessageDto[], person: ReturnType<typeof personalIdentifiers>) {
  const turns: { role: ChatRole; content: string }[] = [];
  for (const m of messages.slice(-HISTORY_MESSAGES)) {
    const content = m.role === 'user' ? redactText(m.content, person) : m.content;
    const last = turns.at(-1);
    if (last && last.role === m.role) last.content += `\n\n${content}`;
    else turns.push({ role: m.role, content });
  }
  while (turns[0]?.role === 'assistant') turns.shift();
  return turns;
}

/**
 * The context with what the answers must respect (issue 27): the dispute items and their outcomes, the items the
 * person marked accurate, and the bureau's previous report; the analysis advised through the item state (decision 172).
 * `adviceOpen` false (services not open, decision 169): the analysis's recommendations and strategy are left out, so
 * neither a model nor the built-in answers can pass them on.
 */
export async function contextFor(deps: AssistantDeps, userId: string, analysis: AnalysisRow, adviceOpen: boolean) {
  const [disputes, analyses, stored] = await Promise.all([
    disputeStateOf(deps.db, userId, analysis.id),
    listAnalyses(deps.db, userId),
    loadStoredFacts(deps.db, userId),
  ]);
  const self = analyses.find((a) => a.id === analysis.id);
  const before = self ? previousCompleted(analyses, self) : null;
  const previousRow = before ? await getOwnAnalysis(deps.db, userId, before.id) : null;
  // The item state (decision 172): the same facts and advice the strategy, plan and chooser read.
  const facts = analysis.rawData ? factsFor(stored, [analysis.rawData as AnalysisRawData]) : undefined;
  if (!adviceOpen) return buildContext(rowWithoutAdvice(analysis), disputes, previousRow, facts);
  return buildContext(facts ? withAdvice(analysis, facts) : analysis, disputes, previousRow, facts);
}

export async function answerMessage(
  deps: AssistantDeps,
  userId: string,
  analysis: AnalysisRow,
  content: string,
  signal: AbortSignal,
  events: ChatEvents,
): Promise<void> {
  // Explanations are free; advice on what to dispute waits for open services (decision 168): said, not asked.
  const access = await serviceAccess(deps.db, userId);
  const context = await contextFor(deps, userId, analysis, access.kind === 'open');
  const person = personalIdentifiers((analysis.rawData as AnalysisRawData).report);
  const stored = await listMessages(deps.db, userId, analysis.id);
  // A retry after a failed answer asks the unanswered question again: it is not stored a second time.
  const unanswered = stored.at(-1);
  const retry = unanswered?.role === 'user' && unanswered.content === content;
  const earlier = retry ? stored.slice(0, -1) : stored;
  const question = retry ? unanswered : await appendMessage(deps.db, userId, analysis.id, { role: 'user', content });
  await events.user(question);

  if (access.kind !== 'open' && asksForDisputeAdvice(content)) {
    const text = adviceComesWithThePlan(access);
    await events.delta(text);
    await events.done(await appendMessage(deps.db, userId, analysis.id, { role: 'assistant', content: text }));
    return;
  }
  const extraRules = access.kind === 'open' ? [] : [EXPLANATIONS_ONLY_RULE];

  let streamed = '';
  try {
    const result = await deps.provider.complete(
      {
        task: 'chat',
        systemPrompt: chatSystemPrompt(context, extraRules),
        messages: historyFor([...earlier, question], person),
        maxTokens: DEFAULT_MAX_TOKENS,
        context,
      },
      {
        signal,
        onText: (delta) => {
          streamed += delta;
          void events.delta(delta);
        },
      },
    );
    await recordUsage(deps, userId, result.usage.inputTokens + result.usage.outputTokens);
    const resolved = resolveCitations(context, result.content);
    const problems = deps.provider.info.kind === 'builtin' ? [] : checkText(context, result.content);
    const text = problems.length > 0 ? `${resolved.text}\n\n${UNCHECKED_NOTICE}` : resolved.text;
    if (problems.length > 0) deps.logger.info({ problems: problems.length, provider: deps.provider.info.kind }, 'assistant: chat answer failed checks');
    await events.done(await appendMessage(deps.db, userId, analysis.id, { role: 'assistant', content: text, citations: resolved.citations }));
  } catch (error) {
    const failure = error instanceof AiProviderError ? error : null;
    if (failure?.failure === 'aborted' || signal.aborted) {
      if (streamed.trim()) {
        const resolved = resolveCitations(context, streamed);
        await appendMessage(deps.db, userId, analysis.id, { role: 'assistant', content: resolved.text, citations: resolved.citations, stopped: true });
      }
      return;
    }
    deps.logger.warn({ provider: deps.provider.info.kind, failure: failure?.failure ?? 'internal', status: failure?.status }, 'assistant: answer failed');
    await events.error(failure ? (failure.failure === 'timeout' ? ASSISTANT_MESSAGES.timeout : failure.message) : null);
  }
}
