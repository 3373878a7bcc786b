/**
 * Generate Analysis from the engine's own figures (the built-in assistant, and the fallback when a model's answer
 * fails a check): a readable analysis in sections, each citing what it rests on.
 */
import { LAWS, LAW_IDS } from '../../../../engine/plan/laws';
import type { AssistantContext } from '../../../modules/assistant/context';
import { bureauName, byHarm, disputable, dropOffSentence, itemName, money, weakestFactor } from './format';

export interface DraftSection {
  title: string;
  body: string;
}

function overview(c: AssistantContext): DraftSection {
  const hard = c.inquiries.filter((q) => q.kind === 'hard').length;
  const parts = [
    `Your ${bureauName(c)} report${c.reportDate ? ` dated ${c.reportDate}` : ''} lists ${c.accounts.length} accounts, ${c.negativeItems.length} negative ${c.negativeItems.length === 1 ? 'item' : 'items'}, ${c.findings.length} possible reporting ${c.findings.length === 1 ? 'error' : 'errors'} and ${hard} hard ${hard === 1 ? 'inquiry' : 'inquiries'}.`,
    c.score !== null ? `The score on the report is ${c.score}.` : 'The report prints no score.',
    `Balances total ${money(c.figures.totalBalances)}${c.figures.creditUtilization !== null ? `, and your cards use ${Math.round(c.figures.creditUtilization)}% of their limits` : ''}.`,
  ];
  return { title: 'Overview', body: parts.join(' ') };
}

function weighs(c: AssistantContext): DraftSection {
  const lines: string[] = [];
  for (const n of byHarm(c.negativeItems).slice(0, 4)) lines.push(`- ${n.issueLabel}: ${itemName(n)} [[negative:${n.ref}]]. ${n.estimatedImpact}`);
  const factor = weakestFactor(c);
  if (factor)
    lines.push(
      `${lines.length > 0 ? 'Among the score factors' : 'No negative items are listed. Among the score factors'}, ${factor.name} is the weakest (${factor.value} of 100): ${factor.description}`,
    );
  return { title: 'What weighs on your score', body: lines.join('\n') || 'Nothing on this report stands out as harmful.' };
}

function errors(c: AssistantContext): DraftSection {
  const ordered = disputable(c);
  if (ordered.length === 0) {
    return {
      title: 'Possible errors to dispute',
      body:
        c.findings.length === 0
          ? 'The analysis found no reporting errors. Accurate information can lawfully stay on your report until its period ends [[law:FCRA 605]].'
          : 'Nothing is left to dispute now: each possible error the analysis found is already in dispute, marked accurate, logged as answered, or waits until you confirm how it was read in Review accounts.',
    };
  }
  const lines = ordered.slice(0, 6).map((f, i) => `${i + 1}. ${itemName(f)}: ${f.title.toLowerCase()} [[finding:${f.ref}]]. ${f.explanation}`);
  if (ordered.length > 6) lines.push(`${ordered.length - 6} more are in the Possible Errors tab.`);
  return { title: 'Possible errors to dispute', body: lines.join('\n') };
}

function dropOffs(c: AssistantContext): DraftSection {
  if (c.negativeItems.length === 0) return { title: 'When negative items drop off', body: 'There are no negative items to wait out.' };
  return {
    title: 'When negative items drop off',
    body: c.negativeItems
      .slice(0, 6)
      .map((n) => `- ${dropOffSentence(n)}`)
      .join('\n'),
  };
}

function rights(c: AssistantContext): DraftSection {
  const cited = LAW_IDS.filter((id) => c.findings.some((f) => f.laws.includes(id)));
  const ids = cited.length > 0 ? cited : (['FCRA 611', 'FCRA 609'] as const);
  return { title: 'Your rights', body: ids.map((id) => `- [[law:${id}]]: ${LAWS[id].summary}`).join('\n') };
}

function nextSteps(c: AssistantContext): DraftSection {
  const actions = c.strategy.priorityActions.slice(0, 5);
  return {
    title: 'Next steps',
    body:
      actions.length > 0
        ? actions.map((a, i) => `${i + 1}. ${a}`).join('\n')
        : c.strategy.summary || 'Keep paying on time and check your reports again in a few months.',
  };
}

export function engineAnalysis(context: AssistantContext): DraftSection[] {
  return [overview(context), weighs(context), errors(context), dropOffs(context), rights(context), nextSteps(context)];
}
