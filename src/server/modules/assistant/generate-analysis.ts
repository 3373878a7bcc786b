/**
 * Generate Analysis: a readable analysis of the report in sections. A model's answer is used only when it passes
 * every check (validate.ts); the built-in assistant, a failing answer and a failed call give the engine's own text.
 */
import { ANALYSIS_MAX_TOKENS, type AnalysisSectionDto, type GeneratedAnalysisDto } from '../../../common/assistant';
import type { AnalysisRow } from '../analyses/dto';
import { resolveCitations } from './citations';
import { contextFor } from './answer-message';
import type { AssistantContext } from './context';
import type { AssistantDeps } from './deps';
import { recordUsage } from './limits';
import { ANALYSIS_PROMPT, analysisSystemPrompt } from './prompts';
import { engineAnalysis, type DraftSection } from '../../providers/ai/builtin/analysis';
import { checkGeneratedAnalysis } from './validate';

export const FALLBACK_NOTICE = "The AI service's answer could not be used, so this is the app's own analysis of your report.";

function sectionsOf(context: AssistantContext, drafts: DraftSection[]): AnalysisSectionDto[] {
  return drafts.map((d) => {
    const { text, citations } = resolveCitations(context, d.body);
    return { title: d.title, body: text, citations };
  });
}

export async function generateAnalysis(
  deps: AssistantDeps,
  userId: string,
  analysis: AnalysisRow,
  signal: AbortSignal,
  now: Date = new Date(),
): Promise<GeneratedAnalysisDto & { notice?: string }> {
  // Generate Analysis is a contracted route (services open, decision 168).
  const context = await contextFor(deps, userId, analysis, true);
  const provider = deps.provider.info;
  const engine = () => sectionsOf(context, engineAnalysis(context));
  const result = (sections: AnalysisSectionDto[], source: 'model' | 'engine', notice?: string) => ({
    sections,
    source,
    provider,
    generated_at: now.toISOString(),
    ...(notice ? { notice } : {}),
  });
  if (provider.kind === 'builtin') return result(engine(), 'engine');
  try {
    const answer = await deps.provider.complete(
      {
        task: 'analysis',
        systemPrompt: analysisSystemPrompt(context),
        messages: [{ role: 'user', content: ANALYSIS_PROMPT }],
        maxTokens: ANALYSIS_MAX_TOKENS,
        context,
      },
      { signal },
    );
    await recordUsage(deps, userId, answer.usage.inputTokens + answer.usage.outputTokens, now);
    const checked = checkGeneratedAnalysis(context, answer.content);
    if (checked.ok) return result(sectionsOf(context, checked.value.sections), 'model');
    deps.logger.info({ problems: checked.problems.length, provider: provider.kind }, 'assistant: generated analysis failed checks');
  } catch (error) {
    if (signal.aborted) throw error;
    deps.logger.warn({ provider: provider.kind, failure: (error as { failure?: string }).failure ?? 'internal' }, 'assistant: analysis call failed');
  }
  return result(engine(), 'engine', FALLBACK_NOTICE);
}
