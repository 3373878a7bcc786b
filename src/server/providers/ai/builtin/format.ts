import { BUREAU_LABELS } from '../../../../common/analysis';
import { normalizeCreditor } from '../../../../engine/detect/common/names';
import type { AssistantContext, ContextFinding, ContextNegativeItem } from '../../../modules/assistant/context';

export const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

export const bureauName = (context: AssistantContext) => BUREAU_LABELS[context.bureau];

export function itemName(item: { creditor: string; accountNumber: string | null }): string {
  return item.accountNumber ? `${item.creditor} (${item.accountNumber})` : item.creditor;
}

/** Negative items, the most harmful first (the engine's impact estimate, then its level). */
export function byHarm(items: ContextNegativeItem[]): ContextNegativeItem[] {
  const level = { high: 3, medium: 2, low: 1 } as const;
  return [...items].sort((a, b) => b.impactPoints - a.impactPoints || level[b.impactLevel] - level[a.impactLevel] || a.index - b.index);
}

/** Findings in the order the engine's recommendations put them (the Strategy tab's order), then as found. */
export function byDisputeOrder(context: AssistantContext): ContextFinding[] {
  const rank = (f: ContextFinding) => {
    const at = context.recommendations.findIndex((r) => r.accountName === f.creditor || r.accountName.startsWith(`${f.creditor} (`));
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return [...context.findings].sort((a, b) => rank(a) - rank(b) || a.index - b.index);
}

export function weakestFactor(context: AssistantContext) {
  return [...context.scoreFactors].sort((a, b) => a.value - b.value)[0] ?? null;
}

export function dropOffSentence(item: ContextNegativeItem): string {
  if (!item.dropOff) {
    return `${itemName(item)} — ${item.issueLabel.toLowerCase()} [[negative:${item.ref}]]: the report does not print the date its reporting period runs from, so I cannot say when it drops off.`;
  }
  const d = item.dropOff;
  return `${itemName(item)} — ${item.issueLabel.toLowerCase()} [[negative:${item.ref}]]: should stop being reported ${d.text}. ${d.source}, it may be reported for ${d.period} from ${d.basis}.`;
}

function sameItem(a: { creditor: string; accountNumber: string | null }, b: { creditor: string; accountNumber: string | null }): boolean {
  return normalizeCreditor(a.creditor) === normalizeCreditor(b.creditor) && (a.accountNumber ?? '').slice(-4) === (b.accountNumber ?? '').slice(-4);
}

/** The item's state (decision 172), when the context has one for it. */
export function stateOf(context: AssistantContext, item: { creditor: string; accountNumber: string | null }) {
  return context.itemStates.find((s) => sameItem(s, item)) ?? null;
}

/**
 * Why an item is not advised for dispute now, or null: held back by its state (an unconfirmed reading, logged deleted
 * or corrected), marked accurate, an outcome logged, or already in dispute. Every answer that advises a dispute asks this.
 */
export function notForDispute(context: AssistantContext, item: { creditor: string; accountNumber: string | null }): string | null {
  const state = stateOf(context, item);
  if (state?.held) return state.held.charAt(0).toLowerCase() + state.held.slice(1).replace(/\.$/, '');
  if (state?.accurate || context.accurate.some((a) => sameItem(a, item))) return 'you marked it accurate as reported';
  const dispute = context.disputes.find((d) => sameItem(d, item));
  if (dispute?.outcome) return `you logged the outcome "${dispute.outcome}"`;
  if (dispute && (dispute.status === 'completed' || dispute.status === 'denied')) return 'its dispute is closed';
  if (dispute) return 'it is already in dispute';
  return null;
}

/** The findings still to dispute, in the recommendations' order (byDisputeOrder without those notForDispute). */
export function disputable(context: AssistantContext): ContextFinding[] {
  return byDisputeOrder(context).filter((f) => notForDispute(context, f) === null);
}
