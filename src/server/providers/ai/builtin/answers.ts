/**
 * The built-in assistant's answers (docs/decisions/072-built-in-assistant.md): fixed rules over the person's
 * analysis and the law library, for the questions people ask about their report. Anything else gets a plain
 * "I cannot answer that" with what it can answer.
 */
import { LAWS, LAW_IDS, type LawId } from '../../../../engine/plan/laws';
import { normalizeCreditor } from '../../../../engine/detect/common/names';
import type { AssistantContext, ContextNegativeItem } from '../../../modules/assistant/context';
import { bureauName, byDisputeOrder, byHarm, disputable, dropOffSentence, itemName, notForDispute, stateOf, weakestFactor } from './format';

export type Intent = 'guarantee' | 'goodwill' | 'score_change' | 'disputes' | 'deadline' | 'law' | 'dropoff' | 'dispute_first' | 'hurts' | 'unknown';

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
      // "605B" alone is unambiguous; bare three-digit numbers are not.
      const prefix = /[A-Z]$/.test(section) ? '(?:(?:FCRA|SECTION|§)\\s*|\\b)' : '(?:FCRA|SECTION|§)\\s*';
      return new RegExp(`${prefix}${section}(?![0-9A-Z])`).test(text);
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
  if (/guarantee|promise|for sure|definitely|100%|how many points will|will my score (go up|increase|improve)/.test(q)) return 'guarantee';
  if (/goodwill|good[- ]will/.test(q)) return 'goodwill';
  if (
    /why (did|has|is) my score (drop|go|went|fall|fell|change|decrease|increase|rise|rose|lower)|score (dropped|went (down|up)|fell|changed|decreased|increased|rose)|what changed/.test(
      q,
    )
  )
    return 'score_change';
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
    /drop(s|ped)? off|fall(s)? off|come(s)? off|go(es)? away|disappear|leave(s)? my|stay(s)? on|remain(s)? on|how long .*(stay|remain|report)|when .*(removed|deleted|gone)|expire|past the .*(limit|period)|(7|seven|10|ten)[- ]year|too old|obsolete|reporting period/.test(
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
  // The whole name when the question has it ("COLLECTOR B" is not "COLLECTOR C"), else its first word.
  const whole = context.negativeItems.filter((n) => normalizeCreditor(n.creditor).length > 0 && q.includes(` ${normalizeCreditor(n.creditor)} `));
  if (whole.length > 0) return whole;
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

/** "Can I dispute a collection that is mine?": only what is wrong; what to do about an accurate item instead. */
function accurateItem(): string {
  return [
    'You may dispute only information that is inaccurate, incomplete or cannot be verified [[law:FCRA 611]]. This app does not help dispute an item you know is accurate, and an accurate negative item may lawfully stay for its reporting period [[law:FCRA 605]].',
    'For an accurate item you can: mark it "accurate" on the Dispute Letters page (the app then never suggests disputing it), check when it drops off (ask me "when does it drop off?"), ask a creditor for a goodwill removal of a past late payment (ask me for a goodwill letter), and keep paying on time with low card balances.',
  ].join('\n');
}

function disputeFirst(context: AssistantContext, question: string): string {
  if (/\b(is|are|really is) (mine|accurate|correct|right|true)\b|\bmine\b.*\bdispute|\bdispute\b.*\b(mine|accurate)\b/i.test(question)) return accurateItem();
  const skipped = byDisputeOrder(context).flatMap((f) => {
    const why = notForDispute(context, f);
    return why ? [`${itemName(f)} [[finding:${f.ref}]]: ${why}.`] : [];
  });
  const ordered = disputable(context);
  const note = skipped.length > 0 ? `\nLeft out: ${skipped.join(' ')}` : '';
  return disputeFirstOf(context, ordered) + note;
}

function disputeFirstOf(context: AssistantContext, ordered: ReturnType<typeof byDisputeOrder>): string {
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

/** Words that name a kind of negative item in a question, and the engine's issue type. */
const ISSUE_WORDS: [RegExp, string][] = [
  [/late payments?|\blates?\b/i, 'late_payment'],
  [/collections?/i, 'collection'],
  [/charge[- ]?offs?/i, 'charge_off'],
  [/inquir/i, 'hard_inquiry'],
];

/** Past its reporting period? FCRA 605's arithmetic against the report's own date and today. */
function pastVerdict(context: AssistantContext, n: ContextNegativeItem, today: string): string {
  if (!n.dropOff) return 'So I cannot tell whether it is past the limit; the Negative Items tab shows what the report prints for it.';
  const last = n.dropOff.lastDay;
  const printedOn = context.reportDate;
  if (printedOn && printedOn > last) {
    return `Your report of ${printedOn} still lists it after that date: it is past its reporting period, and you can dispute it as obsolete [[law:FCRA 605]].`;
  }
  if (today > last) {
    return `That date has passed (today is ${today}), so it should no longer be reported; if a newer report still lists it, dispute it as obsolete [[law:FCRA 605]].`;
  }
  return `That date has not come yet, so it is not past the limit: until then it may lawfully be reported if it is accurate.`;
}

function dropOff(context: AssistantContext, question: string, today: string): string {
  if (context.negativeItems.length === 0) return `Your ${bureauName(context)} report shows no negative items, so nothing needs to drop off.`;
  const named = itemsNamed(context, question);
  const kind = ISSUE_WORDS.find(([re]) => re.test(question))?.[1];
  const ofKind = kind ? context.negativeItems.filter((n) => n.issueType === kind) : [];
  const items = named.length > 0 ? named : ofKind.length > 0 ? ofKind : context.negativeItems;
  const asksPast = /past|limit|too old|obsolete|(7|seven|10|ten)[- ]year/i.test(question);
  const lines = [named.length > 0 ? 'From the dates printed on your report:' : 'From the dates printed on your report, each negative item:'];
  for (const n of items.slice(0, 8)) lines.push(`- ${dropOffSentence(n)}${asksPast && named.length > 0 ? ` ${pastVerdict(context, n, today)}` : ''}`);
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
    'The app counts the 30 days from the day the bureau receives your letter (the delivery date, or an assumed one you can correct), then adds the 5 business days the bureau has to send you the results, before anything is called late.',
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

function guarantee(): string {
  return [
    'No one can guarantee that your score goes up or that an item is removed — not this app, not a credit repair company, not a lawyer. Federal law (the Credit Repair Organizations Act) forbids credit repair services from promising results.',
    'What you can expect instead:',
    `- A bureau must investigate what you dispute, usually within 30 days of receiving your letter [[law:FCRA 611]].`,
    '- Information that is wrong, or that the furnisher cannot verify, must be corrected or deleted.',
    `- Accurate negative information may lawfully stay for its reporting period, most items 7 years [[law:FCRA 605]].`,
    '- Paying on time and keeping card balances low help your score over the months that follow; how much, only the scoring model knows.',
  ].join('\n');
}

const CHANGE_WORDS: Record<string, (c: { creditor: string; detail: string | null }) => string> = {
  new_negative: (c) => `${c.creditor} is now reported as negative${c.detail ? ` (${c.detail})` : ''}`,
  gone_negative: (c) => `${c.creditor} is no longer reported as negative${c.detail ? ` (${c.detail})` : ''}`,
  new_late: (c) => `${c.creditor} shows a new late payment`,
  balance_up: (c) => `${c.creditor}'s balance went up (${c.detail})`,
  balance_down: (c) => `${c.creditor}'s balance went down (${c.detail})`,
  new_inquiry: (c) => `a new hard inquiry from ${c.creditor}${c.detail ? ` on ${c.detail}` : ''}`,
  closed: (c) => `${c.creditor} is now reported closed`,
  opened: (c) => `a new account: ${c.creditor}`,
};

function scoreChange(context: AssistantContext): string {
  const previous = context.previous;
  if (!previous) {
    return `This is the only ${bureauName(context)} report I have, so there is nothing to compare it with. Upload an earlier or later ${bureauName(context)} report and I can say what differs between them.`;
  }
  const when = (d: string | null) => d ?? 'an undated report';
  const scores =
    previous.score !== null && context.score !== null
      ? `The ${bureauName(context)} score printed went from ${previous.score} (${when(previous.reportDate)}) to ${context.score} (${when(context.reportDate)}).`
      : `Comparing your ${bureauName(context)} report of ${when(previous.reportDate)} with the one of ${when(context.reportDate)}:`;
  if (previous.changes.length === 0) {
    return `${scores}\nThe accounts, late payments, balances and inquiries I can compare are the same on both, so the change comes from something the report does not show item by item (for example the age of your accounts or the scoring model's own updates).`;
  }
  const lines = [scores, 'What differs between the two reports:'];
  for (const c of previous.changes.slice(0, 10)) lines.push(`- ${CHANGE_WORDS[c.kind]!(c)}${c.accountRef ? ` [[account:${c.accountRef}]]` : ''}.`);
  if (previous.changes.length > 10) lines.push(`${previous.changes.length - 10} more differences are in the two reports' details.`);
  lines.push('These are what changed, not how many points each is worth: only the scoring model knows that, and it does not say.');
  return lines.join('\n');
}

function goodwill(context: AssistantContext): string {
  const lateInGoodStanding = context.accounts.filter(
    (a) => a.negativeIndex !== null && /current|paid|pays as agreed|open|never late/i.test(a.status ?? '') && !/collection|charge/i.test(a.status ?? ''),
  );
  const lateItems = context.negativeItems.filter((n) => /late/i.test(n.issueType) || /late/i.test(n.issueLabel));
  const account = lateInGoodStanding[0] ?? context.accounts.find((a) => lateItems.some((n) => n.accountRef === a.ref));
  if (!account) {
    return `Your ${bureauName(context)} report shows no late payment on an account in good standing, so a goodwill letter has nothing to ask for. A goodwill letter fits a past late payment on an account you now pay on time.`;
  }
  const item = context.negativeItems.find((n) => n.accountRef === account.ref);
  const cite = item ? ` [[negative:${item.ref}]]` : ` [[account:${account.ref}]]`;
  return [
    `A goodwill letter asks ${account.creditor} to remove an accurate late payment as a courtesy. It is not a dispute: the creditor may say no, and nothing obliges it.${cite}`,
    'A draft to edit (add your own reasons, keep it honest and short):',
    '---',
    `To ${account.creditor},`,
    `I am writing about my account ${account.accountNumber ?? ''}, which your records show with a late payment. The account is now ${(account.status ?? 'in good standing').toLowerCase()}, and I have paid on time since.`,
    '[Say briefly what caused the late payment, for example an illness, a move or a bank error, and what you changed.]',
    'As a gesture of goodwill, would you consider no longer reporting that late payment to the credit bureaus? I value this account and intend to keep it in good standing.',
    'Thank you for considering my request.',
    '[Your name]',
    '---',
    'Send it to the creditor, not to the bureaus. If the late payment is wrong (you paid on time), that is a dispute instead, with the bureau [[law:FCRA 611]].',
  ].join('\n');
}

function cannotAnswer(): string {
  return [
    `I can't answer that from your analysis. ${BUILTIN_NOTICE}`,
    'I can tell you what hurts your score most, what to dispute first and why, where your disputes stand, when each negative item drops off (or whether it is past its reporting period), what changed since your previous report, what to expect (no one can guarantee results), a goodwill letter draft for a past late payment, what the consumer laws in the library mean (for example FCRA 611), and how long the bureaus have to answer a dispute.',
  ].join('\n');
}

/** "What should I do about X": the person's recommendation for each item the question names, read through its state. */
const ASKS_WHAT_TO_DO = /what (should|do|can) i do|how (should|do) i (handle|deal)|should i (pay|settle|dispute)|what about/i;

function itemAdvice(context: AssistantContext, named: ContextNegativeItem[]): string {
  const lines: string[] = [];
  for (const n of named.slice(0, 3)) {
    const state = stateOf(context, n);
    const cite = `[[negative:${n.ref}]]`;
    if (state?.held) {
      lines.push(`${itemName(n)} ${cite}: ${state.held}`);
      continue;
    }
    const rec = context.recommendations.find((r) => r.accountName === n.creditor || r.accountName.startsWith(`${n.creditor} (`));
    if (!rec) {
      lines.push(`${itemName(n)} ${cite}: nothing to do now; ${dropOffSentence(n)}`);
      continue;
    }
    lines.push(`${itemName(n)} ${cite}: ${rec.actionLabel ?? 'see the steps'}. ${rec.recommendedAction}`);
  }
  return lines.join('\n');
}

/** The built-in answer to a question about the person's analysis. */
export function builtinAnswer(context: AssistantContext, question: string, firstInConversation: boolean, now: Date = new Date()): string {
  const intent = intentOf(question);
  const named = ASKS_WHAT_TO_DO.test(question) ? itemsNamed(context, question) : [];
  if (named.length > 0) {
    const answer = itemAdvice(context, named);
    return firstInConversation ? `${answer}\n\n${BUILTIN_NOTICE}` : answer;
  }
  let answer: string;
  switch (intent) {
    case 'guarantee':
      answer = guarantee();
      break;
    case 'goodwill':
      answer = goodwill(context);
      break;
    case 'score_change':
      answer = scoreChange(context);
      break;
    case 'hurts':
      answer = hurts(context);
      break;
    case 'dispute_first':
      answer = disputeFirst(context, question);
      break;
    case 'dropoff':
      answer = dropOff(context, question, now.toISOString().slice(0, 10));
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
