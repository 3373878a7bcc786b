import { BUREAU_LABELS } from '../../../../common/analysis';
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
