/**
 * Where the assistant's free side ends (issue 23; docs/decisions/160, 168). Explaining the person's own report is
 * free; advice on what to dispute — which item first, a dispute strategy, drafting a letter — is a contracted
 * service (15 U.S.C. 1679d(a)(2): none before the cancellation period ends). Without open services such a question
 * is answered, without asking the provider, with what the plan gives and when it opens; every other question is
 * answered as before, with a prompt that keeps a model to explanations.
 */
import { openingStatement } from '../../../common/subscription';
import { intentOf, SUGGESTED_QUESTIONS } from '../../providers/ai/builtin/answers';
import { FALLBACK_CLOSING_ZONE } from '../billing/business-days';
import type { ServiceAccess } from '../billing/entitlements';
import { contractDeadline } from '../billing/state';

/** Questions that ask what to dispute, in what order or how, or for a letter: advice, not explanation. */
const ADVICE =
  /\bshould i (dispute|challenge|contest)|\bwhat (should|do|can|could) i (dispute|challenge|contest)|\bwhich\b.*\b(dispute|challenge|contest)|\bwhat to dispute|\bdispute (first|next)\b|\bstrategy\b|\b(write|draft|prepare|compose|make)\b.*\bletter|\bletter\b.*\bfor me\b|\bhow (do|should|can|could) i (dispute|get\b.*\bremoved|remove)|\bwhat should i do (first|next|about)/;

export function asksForDisputeAdvice(question: string): boolean {
  const intent = intentOf(question);
  return intent === 'dispute_first' || intent === 'goodwill' || ADVICE.test(question.toLowerCase());
}

/** The questions the chat suggests: without open services, only those it answers (no advice on what to dispute). */
export function suggestedQuestions(adviceOpen: boolean): string[] {
  return adviceOpen ? [...SUGGESTED_QUESTIONS] : SUGGESTED_QUESTIONS.filter((q) => !asksForDisputeAdvice(q));
}

const FREE_SIDE =
  'Until then I can explain your report for free: what weighs most on your score, when each negative item drops off, what changed since your previous report, where disputes you already made stand, what the consumer laws mean and how long the bureaus have to answer.';

/** The answer to an advice question while services are not open: what the plan gives, and when it opens. */
export function adviceComesWithThePlan(access: Exclude<ServiceAccess, { kind: 'open' }>): string {
  const what =
    'Advice on what to dispute — which items to dispute and in what order, a dispute strategy, and drafting dispute letters — is part of the credit repair services of a plan.';
  if (access.kind === 'none') return [what, 'You can choose a plan on the Subscription page.', FREE_SIDE.replace('Until then I', 'I')].join('\n');
  const { contract } = access;
  const opening = openingStatement(contract.servicesOpenAt.toISOString(), contract.timeZone ?? FALLBACK_CLOSING_ZONE);
  return [
    what,
    `Your services start on ${opening}, after the ${contract.cancellationBusinessDays} business days you have to cancel; until ${contractDeadline(contract)}, you may cancel without paying anything.`,
    FREE_SIDE,
  ].join('\n');
}

/** The rule a model gets while services are not open, so that no explanation turns into advice on what to dispute. */
export const EXPLANATIONS_ONLY_RULE =
  '- The person has no open credit repair services: explain their report only. Do not recommend which items to dispute, in what order or how, and do not draft letters; if asked, say that advice on what to dispute comes with the plan.';
