/**
 * Dispute items (spec document 2 §3, §4, §9): their statuses, types, metadata and the DTO the API sends.
 * docs/api.md "Disputes".
 */
import { BUREAUS } from '../analysis';
import type { ReasonId } from './reasons';

/** dispute_items.status (spec §4); `submitted` is set after certified mail (a later issue). */
export const DISPUTE_STATUSES = ['pending', 'ready', 'sent', 'responded', 'completed', 'denied', 'submitted'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The statuses a person may set by hand (certified mail sets `submitted` itself). */
export const SETTABLE_STATUSES = ['pending', 'sent', 'responded', 'completed', 'denied'] as const satisfies readonly DisputeStatus[];

/** Closed items: never linked to again, and a new dispute of the same item may start. */
export const CLOSED_STATUSES = ['completed', 'denied'] as const satisfies readonly DisputeStatus[];

export const DISPUTE_ITEM_BUREAUS = [...BUREAUS, 'all'] as const;
export type DisputeItemBureau = (typeof DISPUTE_ITEM_BUREAUS)[number];

export const ITEM_TYPES = ['dispute_letter', 'follow_up', 'escalation', 'review', 'credit_building', 'education', 'legal_action', 'task'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export type Priority = 'high' | 'medium' | 'low';

/** Spec §9 event-type colours. */
export const EVENT_COLORS: Record<ItemType, string> = {
  dispute_letter: 'red',
  follow_up: 'orange',
  escalation: 'red',
  review: 'blue',
  credit_building: 'green',
  education: 'teal',
  legal_action: 'purple',
  task: 'gray',
};

/** Spec §9: bureaus have 30 days after the letter date to respond. */
export const RESPONSE_DEADLINE_DAYS = 30;

export interface CalendarEventMeta {
  title: string;
  description: string;
  color: string;
}

/** dispute_items.metadata (spec §3). */
export interface DisputeItemMetadata {
  item_type: ItemType;
  dispute_letter: string | null;
  letter_generated_at: string | null;
  /** Law names (the library's ids, e.g. "FCRA 611"). */
  laws: string[];
  priority: Priority;
  calendar_event?: CalendarEventMeta;
  /** Set while a regeneration job has the item. */
  regenerating?: boolean;
  /** Later analyses of the same bureau that report this item again (linked rather than doubled). */
  linked_analysis_ids?: string[];
  /** The reason the person confirmed ('finding' = the problem the engine found). */
  reason_id?: ReasonId;
  /** The engine finding the item comes from, if any. */
  finding_code?: string | null;
  /** What is wrong as the letter states it (absent for a custom item: the person's own words are). */
  problem?: string;
  /** Certified mail (spec §3): written by the mail module when the letter is sent and as tracking events arrive. */
  certified_mail?: CertifiedMailMeta;
  /** The dispute round the item is in (1 for the first letter; each next letter adds one). */
  round?: number;
  /** What the bureau or furnisher answered, as the person confirmed it. */
  outcome?: DisputeOutcomeMeta;
  /** Every change of the item, oldest first (kept across rounds). */
  history?: DisputeHistoryEntry[];
  /** The facts of the round before this one, kept when the item moved to a next-round letter (its letter cites them). */
  previous_round?: PreviousRoundMeta;
}

/** Dates are 'YYYY-MM-DD'. */
export interface PreviousRoundMeta {
  round: number;
  letter_date: string | null;
  mailed_on: string | null;
  due_on: string | null;
  outcome: DisputeOutcome | null;
  outcome_on: string | null;
}

/** metadata.certified_mail (spec §3): dates are 'YYYY-MM-DD'. */
export interface CertifiedMailMeta {
  tracking_id: string | null;
  tracking_number: string | null;
  estimated_delivery_date: string | null;
  actual_delivery_date: string | null;
  tracking_url: string | null;
  /** 'sent' once mailed, then the latest tracking state (e.g. 'in_transit', 'delivered', 'returned_to_sender'). */
  status: string;
  /** 35 days after the expected delivery date (spec §9). */
  follow_up_date: string | null;
  /** True when the delivery date was assumed by the spec's rule (expected date passed, no delivery event). */
  delivery_assumed?: boolean;
  /** 'lob' for letters we mailed, 'self' for letters the person mailed and recorded. */
  mailed_by?: 'lob' | 'self';
}

/**
 * What came back for an item. Progress counts `deleted` as removed (spec §9 "Negative Items Removed");
 * deleted and corrected close the item as completed, verified and frivolous as denied.
 */
export const DISPUTE_OUTCOMES = ['deleted', 'corrected', 'verified', 'frivolous', 'stall', 'no_response'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export interface DisputeOutcomeMeta {
  result: DisputeOutcome;
  /** ISO time the person confirmed it. */
  decided_at: string;
  /** Who proposed it: the person, the bureau's reply read by the engine, or a later report compared with this one. */
  source: 'person' | 'reply' | 'reanalysis';
  round: number;
}

export interface DisputeHistoryEntry {
  at: string;
  status: DisputeStatus;
  /** A short plain sentence, e.g. 'Mailed by certified mail' or 'Bureau deleted the item'. */
  note: string;
}

/** A dispute item as the API sends it: the spec's fields plus what the workflow adds. */
export interface DisputeItemDto {
  id: string;
  /** Null when the person deleted the report the item came from and the item stayed on an approved or mailed letter. */
  analysis_id: string | null;
  bureau: DisputeItemBureau;
  account_name: string;
  /** Masked as printed on the report; never the full number. */
  account_number: string | null;
  dispute_reason: string;
  status: DisputeStatus;
  due_date: string | null;
  created_at: string;
  updated_at: string;
  metadata: DisputeItemMetadata;
  /** What the report printed (the evidence line), when there is one. */
  evidence: string | null;
  /** The person's own words, kept across regeneration. */
  statement: string | null;
  request: 'delete' | 'correct';
  letter_id: string | null;
}
