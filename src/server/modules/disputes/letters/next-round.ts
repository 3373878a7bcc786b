/**
 * The next round's letters to a bureau (docs/decisions/109): the item paragraphs and the request of a follow-up,
 * a method-of-verification request, an identity reply and a reinsertion letter. Every fact (round, dates, the
 * answer) comes from the item's previous round; every cite is a provision of the law library. No threats, no
 * promises: the letter states what happened and what the person asks.
 */
import type { LetterInput, LetterItemInput, PreviousRoundInput, RoundLetterKind } from './types';

export const ROUND_KINDS: readonly RoundLetterKind[] = ['follow_up', 'method_of_verification', 'identity_reply', 'reinsertion'];

export function isRoundKind(kind: string): kind is RoundLetterKind {
  return (ROUND_KINDS as readonly string[]).includes(kind);
}

/** The answer of the previous round each kind answers (reinsertion: the item had been deleted). */
export const ROUND_KIND_OUTCOMES: Readonly<Record<RoundLetterKind, readonly NonNullable<PreviousRoundInput['outcome']>[]>> = {
  follow_up: ['no_response'],
  method_of_verification: ['verified'],
  identity_reply: ['stall'],
  reinsertion: ['deleted'],
};

export const ROUND_SUBJECTS: Readonly<Record<RoundLetterKind, string>> = {
  follow_up: 'Follow-up: no results of my dispute',
  method_of_verification: 'Request for the method of verification',
  identity_reply: 'Reply to the request to confirm my identity',
  reinsertion: 'Reinsertion of previously deleted information',
};

/** The provisions each kind's request rests on (all in src/engine/plan/laws.ts). */
export const ROUND_CITES: Readonly<Record<RoundLetterKind, readonly string[]>> = {
  follow_up: ['FCRA 611(a)(1)', 'FCRA 611(a)(5)(A)', 'FCRA 611(a)(6)'],
  method_of_verification: ['FCRA 611(a)(6)(B)(iii)', 'FCRA 611(a)(7)'],
  identity_reply: ['FCRA 611(a)(1)', 'FCRA 611(a)(6)'],
  reinsertion: ['FCRA 611(a)(5)(B)', 'FCRA 611(a)(5)(A)'],
};

export type DateFormat = (iso: string) => string;

/** What happened to the item in the round before, in the person's voice, from the input only. */
export function previousRoundLines(kind: RoundLetterKind, prev: PreviousRoundInput, bureau: string, day: DateFormat): string[] {
  const lines: string[] = [];
  const sent = prev.letterDate ? `in my letter dated ${day(prev.letterDate)}` : 'in an earlier letter';
  const mailed = prev.mailedOn ? `, mailed on ${day(prev.mailedOn)}` : '';
  lines.push(`I disputed this item with ${bureau} ${sent}${mailed} (round ${prev.round}).`);
  const on = prev.outcomeOn ? ` on ${day(prev.outcomeOn)}` : '';
  if (kind === 'follow_up') {
    lines.push(
      prev.dueOn ? `The results were due by ${day(prev.dueOn)}, and I have not received them.` : 'I have not received the results of the reinvestigation.',
    );
  } else if (kind === 'method_of_verification') {
    lines.push(`${bureau} told me${on} that the information was verified as accurate.`);
  } else if (kind === 'identity_reply') {
    lines.push(`${bureau} wrote to me${on} that it could not confirm that the dispute came from me.`);
  } else {
    lines.push(
      `This item was deleted after my dispute${prev.outcomeOn ? ` (I learned of the deletion on ${day(prev.outcomeOn)})` : ''}, and it appears on my credit report again.`,
    );
  }
  return lines;
}

/** What the person asks for the item, with the cites (in parentheses) it rests on. */
export function roundAsk(kind: RoundLetterKind, item: LetterItemInput): { ask: string; cites: string[] } {
  switch (kind) {
    case 'follow_up':
      return { ask: 'Please send me the results of the reinvestigation of this item, or delete it if it cannot be verified.', cites: ['FCRA 611(a)(5)(A)'] };
    case 'method_of_verification':
      return {
        ask: 'Please describe the procedure used to verify this item, with the business name, address and telephone number of each furnisher contacted.',
        cites: ['FCRA 611(a)(7)'],
      };
    case 'identity_reply':
      return {
        ask: item.request === 'delete' ? 'Please process my dispute and delete this item.' : 'Please process my dispute and correct this item.',
        cites: ['FCRA 611(a)(1)'],
      };
    case 'reinsertion':
      return {
        ask: 'Please send me the notice of reinsertion and the furnisher’s certification that the information is complete and accurate, or delete this item again.',
        cites: ['FCRA 611(a)(5)(B)'],
      };
  }
}

export function roundOpening(kind: RoundLetterKind, n: number, bureau: string): string {
  const items = n === 1 ? 'an item' : 'items';
  switch (kind) {
    case 'follow_up':
      return `I am writing again about ${items} I disputed with ${bureau}. I have not received the results of the reinvestigation.`;
    case 'method_of_verification':
      return `${bureau} reported that it verified ${items} I disputed. I ask how ${n === 1 ? 'it was' : 'they were'} verified.`;
    case 'identity_reply':
      return `I am replying to the letter from ${bureau} asking whether my dispute came from me. It did: the dispute is mine, and I ask that it be processed.`;
    case 'reinsertion':
      return `${n === 1 ? 'An item' : 'Items'} deleted from my ${bureau} credit report after my dispute ${n === 1 ? 'appears' : 'appear'} on it again.`;
  }
}

/** The request paragraph of a next-round letter; `cite` checks each provision against the library. */
export function roundRequest(kind: RoundLetterKind, n: number, citeList: (cites: string[]) => string): { text: string; cites: string[] } {
  const [a, b, c] = ROUND_CITES[kind] as [string, string, string | undefined];
  const them = n === 1 ? 'it' : 'them';
  switch (kind) {
    case 'follow_up':
      return {
        text:
          `A reinvestigation must be finished within 30 days of receiving the dispute ${citeList([a])}, and information that cannot be verified must be deleted ${citeList([b])}. ` +
          `Please send me the written results ${citeList([c!])}, or delete ${them}.`,
        cites: [a, b, c!],
      };
    case 'method_of_verification':
      return {
        text:
          `The notice of results must tell me that I may ask for a description of the procedure used ${citeList([a])}. I ask for that description now, ` +
          `including the business name, address and telephone number of each furnisher contacted ${citeList([b])}.`,
        cites: [a, b],
      };
    case 'identity_reply':
      return {
        text:
          `Copies of my identification and of a document showing my address are enclosed. Please reinvestigate ${n === 1 ? 'the item' : 'the items'} above ${citeList([a])} ` +
          `and send me the written results ${citeList([b])}.`,
        cites: [a, b],
      };
    case 'reinsertion':
      return {
        text:
          `Information deleted after a dispute may be put back only if the furnisher certifies that it is complete and accurate, and the bureau must notify me in writing within 5 business days of reinserting it ${citeList([a])}. ` +
          `If the information cannot be verified, it must be deleted ${citeList([b])}.`,
        cites: [a, b],
      };
  }
}

/** A next-round letter needs each item's previous round, and the answer it follows. */
export function checkRoundInput(input: LetterInput & { kind: RoundLetterKind }, fail: (message: string) => never): void {
  for (const item of input.items) {
    const prev = item.previous;
    if (!prev) fail(`${item.creditor}: a next-round letter needs the round before.`);
    if (prev.outcome && !ROUND_KIND_OUTCOMES[input.kind].includes(prev.outcome))
      fail(`${item.creditor}: this letter does not answer the outcome logged for it.`);
    if (input.kind !== 'follow_up' && !prev.outcome) fail(`${item.creditor}: log the bureau’s answer first.`);
  }
}
