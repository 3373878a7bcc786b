/** Dispute groups (spec document 2 §3, §4): the Dispute Letters screen groups dispute-letter items per bureau and analysis. */
import type { DisputeItemBureau, DisputeItemDto, DisputeStatus } from '../../../common/disputes/items';

export type GroupStatus = 'pending' | 'active' | 'submitted' | 'completed';
export const GROUP_STATUS_LABELS: Record<GroupStatus, string> = {
  pending: 'Pending',
  active: 'In Progress',
  submitted: 'Submitted',
  completed: 'Completed',
};

/** Spec §4 group derivation of one status: pending → pending; ready, sent, responded → active; completed, denied → completed. */
export function derivedStatus(status: string): GroupStatus {
  switch (status) {
    case 'ready':
    case 'sent':
    case 'responded':
      return 'active';
    case 'submitted':
      return 'submitted';
    case 'completed':
    case 'denied':
      return 'completed';
    default:
      return 'pending';
  }
}

/** Dispute group (spec §3): derived from dispute-letter items, per bureau and analysis. */
export interface DisputeGroup {
  id: string;
  bureau: DisputeItemBureau;
  analysisId: string | null;
  items: DisputeItemDto[];
  count: number;
  status: GroupStatus;
  updatedAt: string;
  statusCounts: Partial<Record<DisputeStatus, number>>;
}

/**
 * A group's status from its items' derived statuses: completed when all are, pending when all are, submitted when
 * any went by certified mail, otherwise in progress (docs/decisions/055).
 */
export function groupStatus(statuses: readonly string[]): GroupStatus {
  const derived = statuses.map(derivedStatus);
  if (derived.length === 0) return 'pending';
  if (derived.every((s) => s === 'completed')) return 'completed';
  if (derived.every((s) => s === 'pending')) return 'pending';
  if (derived.includes('submitted')) return 'submitted';
  return 'active';
}

export function buildGroups(items: readonly DisputeItemDto[]): DisputeGroup[] {
  const groups = new Map<string, DisputeItemDto[]>();
  for (const item of items) {
    if (item.metadata.item_type !== 'dispute_letter') continue;
    const id = `${item.bureau}-${item.analysis_id}`;
    groups.set(id, [...(groups.get(id) ?? []), item]);
  }
  return [...groups.entries()]
    .map(([id, list]) => {
      const statusCounts: Partial<Record<DisputeStatus, number>> = {};
      for (const i of list) statusCounts[i.status] = (statusCounts[i.status] ?? 0) + 1;
      const first = list[0]!;
      return {
        id,
        bureau: first.bureau,
        analysisId: first.analysis_id,
        items: list,
        count: list.length,
        status: groupStatus(list.map((i) => i.status)),
        updatedAt: list
          .map((i) => i.updated_at)
          .sort()
          .at(-1)!,
        statusCounts,
      };
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Spec §4: the Active tab shows Pending, In Progress and Submitted groups; Completed shows Completed ones. */
export function groupsForTab(groups: readonly DisputeGroup[], tab: 'active' | 'completed'): DisputeGroup[] {
  return groups.filter((g) => (tab === 'completed' ? g.status === 'completed' : g.status !== 'completed'));
}
