import type { FindingCode } from '../../../../engine/model';
import { LAW_IDS, lawOf, type LawId } from '../../../../engine/plan/laws';
import type { PersonReason } from '../../../../common/disputes/reasons';
import type { LetterKind } from './types';

/**
 * Which letter fits which item, and which provisions a letter may cite for it (docs/decisions/052).
 * A "ground" is what the item is disputed for: the engine finding, else the person's reason, else 'other'.
 */
export type Ground = FindingCode | PersonReason;

/** The reasons a person may confirm for a finding (its own explanation comes first in the screen). */
const REASONS_BY_FINDING: Readonly<Record<FindingCode, PersonReason[]>> = {
  obsolete_item: ['wrong_dates', 'other'],
  duplicate_account: ['wrong_balance', 'not_mine', 'other'],
  balance_after_transfer: ['wrong_balance', 'paid_or_settled', 'other'],
  reaged_debt: ['wrong_dates', 'other'],
  removal_date_beyond_limit: ['wrong_dates', 'other'],
  paid_collection_balance: ['paid_or_settled', 'wrong_balance', 'other'],
  missing_dofd: ['wrong_dates', 'other'],
  medical_collection_under_500: ['paid_or_settled', 'not_mine', 'other'],
  inquiry_without_account: ['not_mine', 'identity_theft', 'other'],
  cross_bureau_mismatch: ['wrong_balance', 'wrong_status', 'wrong_dates', 'wrong_payment_history', 'other'],
};

/** Reasons offered for an item: those that fit its finding, or all of them for a negative item without one. */
export function reasonsFor(findingCode?: FindingCode): PersonReason[] {
  return findingCode
    ? REASONS_BY_FINDING[findingCode]
    : ['not_mine', 'identity_theft', 'wrong_status', 'wrong_balance', 'wrong_dates', 'paid_or_settled', 'wrong_payment_history', 'other'];
}

/**
 * Letter kinds that fit a ground, the better one first. A furnisher need not investigate a direct dispute about
 * inquiries (Reg V 12 CFR 1022.43(b)(1)(iii)); reporting periods and the identity theft block are the bureau's
 * duties (FCRA 605, 605B); a duplicate involves two furnishers. A balance or status
 * the furnisher reports wrongly is better fixed at its source.
 */
const KINDS: Readonly<Record<Ground, LetterKind[]>> = {
  obsolete_item: ['bureau_dispute'],
  removal_date_beyond_limit: ['bureau_dispute'],
  duplicate_account: ['bureau_dispute'],
  inquiry_without_account: ['bureau_dispute'],
  medical_collection_under_500: ['bureau_dispute'],
  identity_theft: ['bureau_dispute'],
  reaged_debt: ['bureau_dispute', 'furnisher_dispute'],
  missing_dofd: ['bureau_dispute', 'furnisher_dispute'],
  not_mine: ['bureau_dispute', 'furnisher_dispute'],
  wrong_dates: ['bureau_dispute', 'furnisher_dispute'],
  wrong_status: ['bureau_dispute', 'furnisher_dispute'],
  wrong_payment_history: ['bureau_dispute', 'furnisher_dispute'],
  other: ['bureau_dispute', 'furnisher_dispute'],
  balance_after_transfer: ['furnisher_dispute', 'bureau_dispute'],
  paid_collection_balance: ['furnisher_dispute', 'bureau_dispute'],
  cross_bureau_mismatch: ['furnisher_dispute', 'bureau_dispute'],
  wrong_balance: ['furnisher_dispute', 'bureau_dispute'],
  paid_or_settled: ['furnisher_dispute', 'bureau_dispute'],
};

/** The item's ground: its finding, else the reason the person confirmed, else 'other'. */
export function groundOf(item: { findingCode?: FindingCode; reason?: PersonReason }): Ground {
  return item.findingCode ?? item.reason ?? 'other';
}

export function letterKindsFor(item: { findingCode?: FindingCode; reason?: PersonReason }): LetterKind[] {
  return KINDS[groundOf(item)];
}

/**
 * The provisions a dispute letter cites for a ground, beyond the letter's own basis (611(a)(5) to a bureau,
 * 623(a)(8) to a furnisher). Every cite is a provision of the law library.
 */
const GROUND_CITES: Readonly<Record<Ground, { bureau: string[]; furnisher: string[] }>> = {
  obsolete_item: { bureau: ['FCRA 605(a)', 'FCRA 605(c)'], furnisher: [] },
  removal_date_beyond_limit: { bureau: ['FCRA 605(c)'], furnisher: [] },
  reaged_debt: { bureau: ['FCRA 605(c)', 'FCRA 623(a)(5)'], furnisher: ['FCRA 623(a)(5)'] },
  missing_dofd: { bureau: ['FCRA 623(a)(5)'], furnisher: ['FCRA 623(a)(5)'] },
  duplicate_account: { bureau: [], furnisher: [] },
  balance_after_transfer: { bureau: ['FCRA 623(a)(2)'], furnisher: ['FCRA 623(a)(2)'] },
  paid_collection_balance: { bureau: ['FCRA 623(a)(2)'], furnisher: ['FCRA 623(a)(2)'] },
  medical_collection_under_500: { bureau: [], furnisher: [] },
  inquiry_without_account: { bureau: ['FCRA 604(a)(3)'], furnisher: [] },
  cross_bureau_mismatch: { bureau: ['FCRA 623(a)(2)'], furnisher: ['FCRA 623(a)(2)'] },
  not_mine: { bureau: [], furnisher: [] },
  identity_theft: { bureau: [], furnisher: [] },
  wrong_status: { bureau: ['FCRA 623(a)(2)'], furnisher: ['FCRA 623(a)(2)'] },
  wrong_balance: { bureau: ['FCRA 623(a)(2)'], furnisher: ['FCRA 623(a)(2)'] },
  wrong_dates: { bureau: ['FCRA 623(a)(2)'], furnisher: ['FCRA 623(a)(2)'] },
  paid_or_settled: { bureau: ['FCRA 623(a)(2)'], furnisher: ['FCRA 623(a)(2)'] },
  wrong_payment_history: { bureau: ['FCRA 623(a)(2)'], furnisher: ['FCRA 623(a)(2)'] },
  other: { bureau: [], furnisher: [] },
};

/** The laws whose provisions may be cited for a ground in a letter of this kind (what "fits" means in tests). */
export const BASE_CITE: Readonly<Record<'bureau_dispute' | 'furnisher_dispute', string>> = {
  bureau_dispute: 'FCRA 611(a)(5)',
  furnisher_dispute: 'FCRA 623(a)(8)',
};

export function groundCites(ground: Ground, kind: 'bureau_dispute' | 'furnisher_dispute'): string[] {
  return GROUND_CITES[ground][kind === 'bureau_dispute' ? 'bureau' : 'furnisher'];
}

/** The laws a letter of this kind always rests on, whatever the item: 611 to a bureau, 623 to a furnisher. */
export const KIND_LAW: Readonly<Record<LetterKind, LawId>> = {
  bureau_dispute: 'FCRA 611',
  furnisher_dispute: 'FCRA 623',
  file_disclosure: 'FCRA 609',
  follow_up: 'FCRA 611',
  method_of_verification: 'FCRA 611',
  identity_reply: 'FCRA 611',
  reinsertion: 'FCRA 611',
};

/**
 * The laws that apply to an item disputed on this ground, in library order: what the Consumer Laws tab shows and
 * what the flow stores as the item's laws when it has no finding (a finding's own law basis serves otherwise).
 */
export function lawsFor(item: { findingCode?: FindingCode; reason?: PersonReason }): LawId[] {
  const ground = groundOf(item);
  const ids = new Set<LawId>();
  for (const kind of letterKindsFor(item)) {
    if (kind !== 'bureau_dispute' && kind !== 'furnisher_dispute') continue;
    ids.add(KIND_LAW[kind]);
    for (const cite of groundCites(ground, kind)) ids.add(lawOf(cite)!);
  }
  if (ground === 'identity_theft') ids.add('FCRA 605B');
  return LAW_IDS.filter((id) => ids.has(id));
}
