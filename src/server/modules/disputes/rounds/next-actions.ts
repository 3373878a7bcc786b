/**
 * What the person can do next with an item, from its outcome (docs/decisions/108), pure. Each offer names the
 * provision it rests on (all in the law library, src/engine/plan/laws.ts). When the disputes are exhausted, the
 * CFPB complaint summary is built from the item's data only, for the person to paste into the CFPB portal.
 */
import { BUREAU_LABELS } from '../../../../common/analysis';
import type { DisputeItemDto } from '../../../../common/disputes/items';
import { OUTCOME_LABELS } from '../../../../common/rounds';
import { provisionOf } from '../../../../engine/plan/laws';

export const NEXT_ACTION_KINDS = ['follow_up', 'verification_request', 'furnisher_dispute', 'identity_reply', 'reinsertion_notice', 'cfpb_complaint'] as const;
export type NextActionKind = (typeof NEXT_ACTION_KINDS)[number];

export interface NextAction {
  kind: NextActionKind;
  title: string;
  description: string;
  /** Provisions of the law library the action rests on. */
  cites: string[];
}

const ACTIONS: Record<NextActionKind, Omit<NextAction, 'kind'>> = {
  follow_up: {
    title: 'Follow up with the bureau',
    description:
      'The bureau had 30 days to reinvestigate and send you the results. Write again, with a copy of your first letter and the mailing receipt, and ask for the results.',
    cites: ['FCRA 611(a)(1)', 'FCRA 611(a)(6)'],
  },
  verification_request: {
    title: 'Ask how the item was verified',
    description:
      'You may ask the bureau to describe how it reinvestigated, including the name, address and telephone number of each company it contacted. It must answer within 15 days.',
    cites: ['FCRA 611(a)(7)'],
  },
  furnisher_dispute: {
    title: 'Dispute directly with the creditor or collector',
    description:
      'You can also dispute the item with the company that reports it. A furnisher may decline a dispute prepared with a credit repair service’s help (this app is one), while a bureau dispute is always investigated; you can send both.',
    cites: ['FCRA 623(a)(8)', '12 CFR 1022.43', 'FCRA 611(a)(1)'],
  },
  identity_reply: {
    title: 'Answer with proof of your identity',
    description:
      'The bureau asked whether the request came from you. Reply with a copy of your ID and proof of your address, and ask it to process your dispute.',
    cites: ['FCRA 611(a)(1)'],
  },
  reinsertion_notice: {
    title: 'Ask about the reinserted item',
    description:
      'A deleted item may come back only if the furnisher certifies it as complete and accurate, and the bureau must tell you in writing within 5 business days. Ask the bureau for that notice and dispute the item again.',
    cites: ['FCRA 611(a)(5)(B)'],
  },
  cfpb_complaint: {
    title: 'Submit a complaint to the CFPB',
    description:
      'If the bureau did not fix an error after your disputes, you can submit a complaint to the Consumer Financial Protection Bureau. Copy the summary below into the complaint form.',
    cites: ['FCRA 611(a)(1)'],
  },
};

/** Rounds after which an unresolved dispute counts as exhausted (a second answer left it as it was). */
export const EXHAUSTED_AFTER_ROUNDS = 2;
const MAILED = new Set(['sent', 'submitted', 'responded']);

export function nextActionKinds(item: Pick<DisputeItemDto, 'status' | 'due_date' | 'metadata'>, now: Date, reinserted: boolean): NextActionKind[] {
  const round = item.metadata.round ?? 1;
  const result = item.metadata.outcome?.result;
  const exhausted = round >= EXHAUSTED_AFTER_ROUNDS;
  const overdue = !result && MAILED.has(item.status) && item.due_date !== null && new Date(item.due_date).getTime() < now.getTime();
  const kinds: NextActionKind[] = [];
  if (reinserted) kinds.push('reinsertion_notice');
  else if (result === 'no_response' || overdue) kinds.push('follow_up');
  else if (result === 'verified') kinds.push('verification_request', 'furnisher_dispute');
  else if (result === 'frivolous') kinds.push('follow_up', 'furnisher_dispute');
  else if (result === 'stall') kinds.push('identity_reply');
  if ((reinserted || (exhausted && kinds.length > 0 && result !== 'stall')) && !kinds.includes('cfpb_complaint')) kinds.push('cfpb_complaint');
  return kinds;
}

export function nextActions(item: Pick<DisputeItemDto, 'status' | 'due_date' | 'metadata'>, now: Date, reinserted: boolean): NextAction[] {
  return nextActionKinds(item, now, reinserted).map((kind) => ({ kind, ...ACTIONS[kind] }));
}

/** Every cite of every action is in the library (checked by the tests). */
export function unknownCites(): string[] {
  return Object.values(ACTIONS).flatMap((a) => a.cites.filter((c) => provisionOf(c) === null));
}

const day = (iso: string) => iso.slice(0, 10);

/** The CFPB portal's two questions, answered from the item's data: what happened, and a fair resolution. */
export function cfpbSummary(
  item: Pick<DisputeItemDto, 'bureau' | 'account_name' | 'account_number' | 'dispute_reason' | 'request' | 'metadata'>,
  reinserted: boolean,
): { what_happened: string; fair_resolution: string } {
  const bureau = item.bureau === 'all' ? 'the credit bureaus' : BUREAU_LABELS[item.bureau];
  const account = `${item.account_name}${item.account_number ? ` (account ${item.account_number})` : ''}`;
  const steps = (item.metadata.history ?? []).map((h) => `${day(h.at)}: ${h.note}.`);
  const result = item.metadata.outcome ? `The latest answer: ${OUTCOME_LABELS[item.metadata.outcome.result]}.` : '';
  const what = [
    `I disputed ${account} on my ${bureau} credit report because: ${item.dispute_reason}`,
    `I have disputed it in ${item.metadata.round ?? 1} ${(item.metadata.round ?? 1) === 1 ? 'round' : 'rounds'}.`,
    ...steps,
    result,
    reinserted ? `The item was deleted after my dispute and appears again on a later report.` : '',
  ].filter((s) => s.length > 0);
  const fair =
    item.request === 'delete'
      ? `Delete ${account} from my ${bureau} credit report, and send me the results in writing.`
      : `Correct ${account} on my ${bureau} credit report, and send me the results in writing.`;
  return { what_happened: what.join('\n'), fair_resolution: fair };
}
