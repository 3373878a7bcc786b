/**
 * 'Regenerate Strategy' with a provider configured: the model adds a personal summary and notes per item to the
 * engine's strategy (enriched, never replaced). Only an answer that passes every check is kept; otherwise, or
 * when the limits are reached or the call fails, the strategy is the engine's alone.
 */
import type { AnalysisRawData } from '../../../common/analysis';
import { DEFAULT_MAX_TOKENS } from '../../../common/assistant';
import type { EnrichStrategy } from '../analyses/deps';
import { resolveCitations } from './citations';
import { contextFor } from './answer-message';
import type { AssistantDeps } from './deps';
import { admitRequest, recordUsage } from './limits';
import { STRATEGY_PROMPT, strategySystemPrompt } from './prompts';
import { redactText } from './redact';
import { checkStrategyEnrichment } from './validate';

export function strategyEnricher(deps: AssistantDeps): EnrichStrategy {
  return async (userId, row, strategy, now, signal) => {
    const info = deps.provider.info;
    if (info.kind === 'builtin') return null;
    try {
      await admitRequest(deps, userId, now);
      // Only ever called by the contracted strategy route (services open).
      const context = await contextFor(deps, userId, row, true);
      const summary = redactText(strategy.summary, {
        name: (row.rawData as AnalysisRawData).report.consumer.name,
        addresses: (row.rawData as AnalysisRawData).report.consumer.addresses,
      });
      const answer = await deps.provider.complete(
        {
          task: 'strategy',
          systemPrompt: strategySystemPrompt(context, summary),
          messages: [{ role: 'user', content: STRATEGY_PROMPT }],
          maxTokens: DEFAULT_MAX_TOKENS,
          context,
        },
        { signal },
      );
      await recordUsage(deps, userId, answer.usage.inputTokens + answer.usage.outputTokens, now);
      const checked = checkStrategyEnrichment(context, answer.content);
      if (!checked.ok) {
        deps.logger.info({ problems: checked.problems.length, provider: info.kind }, 'assistant: strategy enrichment failed checks');
        return null;
      }
      const summaryText = resolveCitations(context, checked.value.summary);
      const citations = [...summaryText.citations];
      const notes = checked.value.notes.map((n) => {
        const item = context.negativeItems.find((x) => x.ref === n.ref) ?? context.findings.find((x) => x.ref === n.ref)!;
        const note = resolveCitations(context, n.note);
        for (const c of note.citations) if (!citations.some((x) => x.kind === c.kind && x.ref === c.ref)) citations.push(c);
        return { ref: n.ref, item_name: item.creditor, note: note.text };
      });
      return { summary: summaryText.text, notes, citations, provider: info.kind, model: info.model, generated_at: now.toISOString() };
    } catch (error) {
      deps.logger.warn(
        { provider: info.kind, failure: (error as { failure?: string; code?: string }).failure ?? (error as { code?: string }).code ?? 'internal' },
        'assistant: strategy enrichment skipped',
      );
      return null;
    }
  };
}
