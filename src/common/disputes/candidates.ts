/** Dispute candidates (docs/decisions/055): what a completed analysis offers to dispute, and the person's choice. */
import type { Bureau } from '../analysis';
import type { Priority } from './items';
import type { ReasonId, ReasonOption } from './reasons';

export type CandidateSource = 'finding' | 'negative_item' | 'not_mine' | 'inquiry';

export interface CandidateDto {
  /** Stable across analyses of the same report content: the same account and problem get the same key. */
  key: string;
  source: CandidateSource;
  /** The finding code, or the negative item's issue type. */
  code: string;
  creditor: string;
  account_number: string | null;
  bureaus: Bureau[];
  /** What the report printed. */
  evidence: string | null;
  /** Why it may be wrong (a finding's explanation), or what the negative item is. */
  why: string;
  laws: { id: string; name: string; summary: string }[];
  priority: Priority;
  reasons: ReasonOption[];
  /** The person's decision: null while undecided. */
  choice: null | { choice: 'dispute'; reason: ReasonId; statement: string | null } | { choice: 'accurate' };
  /** Set when the person marked the account accurate in the review (decision 050): never disputable here. */
  locked_accurate: boolean;
  /**
   * Why it cannot be chosen for a letter now, or null (the item state, decision 172): the engine's reading of the
   * account is not confirmed in Review accounts, or the person logged it deleted or corrected.
   */
  held: string | null;
  /** What else helps when it is accurate (e.g. when it drops off). */
  accurate_advice: string;
}
