/**
 * The built-in assistant's answers (docs/decisions/072-built-in-assistant.md): fixed rules over the person's
 * analysis and the law library, for the questions people ask about their report. Anything else gets a plain
 * "I cannot answer that" with what it can answer.
 */
import { LAWS, LAW_IDS, type LawId } from '../../../../engine/plan/laws';
import { normalizeCreditor } from '../../../../engine/detect/common/names';
import type { AssistantContext, ContextNegativeItem } from '../../../modules/assistant/context';
import { bureauName, byDisputeOrder, byHarm, dropOffSentence, itemName, weakestFactor } from './format';

export type Intent = 'disputes' | 'deadline' | 'law' | 'dropoff' | 'dispute_first' | 'hurts' | 'unknown';

export const BUILTIN_NOTICE = "I'm the built-in assistant, not a language model: I answer from your analysis and the law library with fixed rules.";

export const SUGGESTED_QUESTIONS = [
  'What hurts my score the most?',
  'What should I dispute first, and why?',
  'When does each negative item drop off my report?',
  'What does FCRA 611 mean?',
  'How long do the bureaus have to answer a dispute?',
] as const;

/** Library laws a question names: "FCRA 611", "section 611", "605B", "FDCPA", "FACT Act". */
export function lawsNamed(question: string): LawId[] {
  const text = question.toUpperCase();
  const found = LAW_IDS.filter((id) => {
    if (id.startsWith('FCRA ')) {
      const section = id.slice(5);
      return new RegExp(`(?:FCRA|SECTION|§)\\s*${section}(?![0-9A-Z])`).test(text);
    }
    if (id === 'FDCPA 809') return /FDCPA\s*(?:§\s*)?809|SECTION\s*809/.test(text);
    if (id === 'FDCPA') return /\bFDCPA\b(?!\s*(?:§\s*)?809)|FAIR DEBT COLLECTION/.test(text);
    if (id === 'FACT Act') return /\bFACTA?\b|FACT ACT/.test(text);
    return text.includes(id.toUpperCase());
  });
  return found;
}

export function intentOf(question: string): Intent {
  const q = question.toLowerCase();
  if (
    /(status|where|progress|happen(ed|ing)?|going|stand).*\bdisputes?\b|\bmy disputes\b|disputes? (status|so far)|(sent|mailed|approved) (my )?letters?|letters? (sent|mailed)/.test(
      q,
    )
  )
    return 'disputes';
  if (
    /how (long|many days)|deadline|days? (do|does|to)|time limit/.test(q) &&
    /bureau|investigat|respond|answer|reply|dispute/.test(q) &&
    !/drop|fall off|stay|remain/.test(q)
  ) {
    return 'deadline';
  }
  if (lawsNamed(question).length > 0) return 'law';
  if (
    /drop(s|ped)? off|fall(s)? off|come(s)? off|go(es)? away|disappear|leave(s)? my|stay(s)? on|remain(s)? on|how long .*(stay|remain|report)|when .*(removed|deleted|gone)|expire/.test(
      q,
    )
  )
    return 'dropoff';
  if (/dispute|challenge|contest|start with|begin with|first/.test(q)) return 'dispute_first';
  if (/hurt|harm|damag|drag|lower|bring(ing)? down|pull(ing)? down|biggest|worst|most impact|affect(s|ing)? my score|why is my score/.test(q)) return 'hurts';
  return 'unknown';
}

/** Negative items whose creditor the question names. */
function itemsNamed(context: AssistantContext, question: string): ContextNegativeItem[] {
  const q = ` ${normalizeCreditor(question)} `;
  return context.negativeItems.filter((n) => {
    const name = normalizeCreditor(n.creditor);
    return name.length > 0 && q.includes(` ${name.split(' ')[0]} `);
  });
}

function hurts(context: AssistantContext): string {
  const lines: string[] = [];
  const factor = weakestFactor(context);
  if (context.negativeItems.length === 0) {
    lines.push(`Your ${bureauName(context)} report shows no negative items.`);
  } else {
    const top = byHarm(context.negativeItems).slice(0, 3);
    lines.push(`These items on your ${bureauName(context)} report weigh most on your score:`);
    for (const [i, n] of top.entries()) {
      lines.push(`${i + 1}. ${n.issueLabel}: ${itemName(n)} [[negative:${n.ref}]]. ${n.description} ${n.estimatedImpact}`);
    }
    if (context.negativeItems.length > top.length)
      lines.push(`${context.negativeItems.length - top.length} more negative items are listed in the Negative Items tab.`);
  }
  if (factor) lines.push(`Of the score factors, ${factor.name} is the weakest (${factor.value} of 100): ${factor.description}`);
  if (context.figures.creditUtilization !== null && context.figures.creditUtilization > 30) {
    lines.push(`Your cards use ${Math.round(context.figures.creditUtilization)}% of their limits; paying balances down below 30% usually helps.`);
  }
  return lines.join('\n');
}

function disputeFirst(context: AssistantContext): string {
  const ordered = byDisputeOrder(context);
  if (ordered.length === 0) {
    if (context.negativeItems.length === 0)
      return `Your ${bureauName(context)} report shows no negative items and no reporting errors, so there is nothing to dispute.`;
    const top = byHarm(context.negativeItems)[0]!;
    return [
      `The analysis found no reporting errors on your ${bureauName(context)} report. You can still ask the bureau to verify an item you believe is inaccurate or incomplete [[law:FCRA 611]], but an accurate item may stay for its full reporting period [[law:FCRA 605]].`,
      `The item that weighs most is ${itemName(top)} [[negative:${top.ref}]]; ${dropOffSentence(top)}`,
    ].join('\n');
  }
  const [first, ...rest] = ordered;
  const lines = [
    `Start with ${itemName(first!)}: ${first!.title.toLowerCase()} [[finding:${first!.ref}]].`,
    `Why: ${first!.explanation}`,
    first!.evidence ? `The report shows: "${first!.evidence}"` : '',
    first!.laws.length > 0 ? `The law behind it: ${first!.laws.map((id) => `[[law:${id}]] — ${LAWS[id].summary}`).join(' ')}` : '',
  ];
  const negative = context.negativeItems.find((n) => n.ref === first!.negativeRef);
  if (negative) lines.push(`It is also the most harmful of the items with a possible error: ${negative.estimatedImpact}`);
  if (rest.length > 0) {
    lines.push('Then:');
    for (const [i, f] of rest.slice(0, 3).entries()) lines.push(`${i + 2}. ${itemName(f)}: ${f.title.toLowerCase()} [[finding:${f.ref}]].`);
  }
  lines.push('Dispute only what is wrong or cannot be verified; accurate information can lawfully stay on your report.');
  return lines.filter(Boolean).join('\n');
}

function dropOff(context: AssistantContext, question: string): string {
  if (context.negativeItems.length === 0) return `Your ${bureauName(context)} report shows no negative items, so nothing needs to drop off.`;
  const named = itemsNamed(context, question);
  const items = named.length > 0 ? named : context.negativeItems;
  const lines = [named.length > 0 ? 'From the dates printed on your report:' : 'From the dates printed on your report, each negative item:'];
  for (const n of items.slice(0, 8)) lines.push(`- ${dropOffSentence(n)}`);
  if (items.length > 8) lines.push(`${items.length - 8} more are in the Negative Items tab.`);
  lines.push('An item still reported after that date can be disputed as obsolete [[law:FCRA 605]].');
  return lines.join('\n');
}

function law(context: AssistantContext, question: string): string {
  const lines: string[] = [];
  for (const id of lawsNamed(question)) {
    const entry = LAWS[id];
    lines.push(`[[law:${id}]] is the ${entry.name}. ${entry.summary}`);
    const citing = context.findings.filter((f) => f.laws.includes(id));
    if (citing.length > 0) {
      lines.push(
        `On your report it applies to: ${citing
          .slice(0, 4)
          .map((f) => `${itemName(f)} [[finding:${f.ref}]]`)
          .join(', ')}.`,
      );
    }
  }
  return lines.join('\n');
}

function deadline(context: AssistantContext): string {
  const open = context.findings.length;
  return [
    `Under [[law:FCRA 611]], once a bureau receives your dispute it must investigate: ${LAWS['FCRA 611'].summary}`,
    'The app counts 30 days from the date of your letter to know when to follow up.',
    open > 0
      ? `Your analysis lists ${open} possible ${open === 1 ? 'error' : 'errors'} you could dispute; the Possible Errors tab shows each with its evidence.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The dispute statuses as a person reads them. */
const DISPUTE_STATUS_WORDS: Record<string, string> = {
  pending: 'chosen, its letter not approved yet',
  ready: 'letter approved, not mailed yet',
  sent: 'letter mailed',
  submitted: 'sent by certified mail',
  responded: 'the bureau has answered',
  completed: 'finished',
  denied: 'the bureau kept it as reported',
};

function disputes(context: AssistantContext): string {
  if (context.disputes.length === 0) {
    return `You have not chosen anything to dispute from this ${bureauName(context)} report yet. The Dispute Letters page lists what the analysis found, and you decide what to dispute and what is accurate.`;
  }
  const lines = [`Your disputes from this ${bureauName(context)} report:`];
  for (const d of context.disputes) {
    const cite = d.findingRef ? ` [[finding:${d.findingRef}]]` : d.negativeRef ? ` [[negative:${d.negativeRef}]]` : '';
    const due = d.responseDue && (d.status === 'sent' || d.status === 'submitted') ? ` The answer is due by ${d.responseDue}.` : '';
    lines.push(
      `- ${d.creditor}${d.accountNumber ? ` (${d.accountNumber})` : ''}${cite}: ${DISPUTE_STATUS_WORDS[d.status] ?? d.status}; you asked to ${d.request} it (${d.reason.toLowerCase()}).${due}`,
    );
  }
  lines.push(
    `A bureau has 30 days to investigate once it receives your letter [[law:FCRA 611]]. The Dispute Letters page shows each letter and lets you record what happened.`,
  );
  return lines.join('\n');
}

function cannotAnswer(): string {
  return [
    `I can't answer that from your analysis. ${BUILTIN_NOTICE}`,
    'I can tell you what hurts your score most, what to dispute first and why, where your disputes stand, when each negative item drops off, what the consumer laws in the library mean (for example FCRA 611), and how long the bureaus have to answer a dispute.',
  ].join('\n');
}

/** The built-in answer to a question about the person's analysis. */
export function builtinAnswer(context: AssistantContext, question: string, firstInConversation: boolean): string {
  const intent = intentOf(question);
  let answer: string;
  switch (intent) {
    case 'hurts':
      answer = hurts(context);
      break;
    case 'dispute_first':
      answer = disputeFirst(context);
      break;
    case 'dropoff':
      answer = dropOff(context, question);
      break;
    case 'law':
      answer = law(context, question);
      break;
    case 'deadline':
      answer = deadline(context);
      break;
    case 'disputes':
      answer = disputes(context);
      break;
    case 'unknown':
      return cannotAnswer();
  }
  return firstInConversation ? `${answer}\n\n${BUILTIN_NOTICE}` : answer;
}
