/**
 * Disputes (spec document 2: Dispute Letters screen, dispute_items, dispute groups, statuses, regeneration, the
 * calls, the error catalogue and the constants), shared by server and web. docs/api.md "Disputes".
 */
import { z } from 'zod';
import { postalAddressSchema } from '../server/modules/disputes/letters/address';
import { REASON_LABELS } from '../server/modules/disputes/letters/rules';
import { PERSON_REASONS, type PersonReason } from '../server/modules/disputes/letters/types';
import { BUREAUS, type Bureau } from './analysis';

export { PERSON_REASONS, type PersonReason };

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
/** Spec §9: the print window and the delay before it prints. */
export const PRINT_WINDOW = { width: 800, height: 800 } as const;
export const PRINT_DELAY_MS = 500;
/** Spec §2: law descriptions are truncated at 80 characters with 'Show more'. */
export const LAW_TRUNCATE_AT = 80;

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
  analysis_id: string;
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
  analysisId: string;
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
        updatedAt: list.map((i) => i.updated_at).sort().at(-1)!,
        statusCounts,
      };
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Spec §4: the Active tab shows Pending, In Progress and Submitted groups; Completed shows Completed ones. */
export function groupsForTab(groups: readonly DisputeGroup[], tab: 'active' | 'completed'): DisputeGroup[] {
  return groups.filter((g) => (tab === 'completed' ? g.status === 'completed' : g.status !== 'completed'));
}

// ---- candidates and choices --------------------------------------------------------------------------------------

export type CandidateSource = 'finding' | 'negative_item' | 'not_mine' | 'inquiry';

/** 'finding': the problem the engine found, in its words; the others are the person's reasons (letters module). */
export const REASON_IDS = ['finding', ...PERSON_REASONS] as const;
export type ReasonId = (typeof REASON_IDS)[number];

/** How each reason reads in the chooser (the letters module's labels), and what the letter asks for with it. */
const REASON_REQUESTS: Record<PersonReason, 'delete' | 'correct'> = {
  not_mine: 'delete',
  identity_theft: 'delete',
  wrong_status: 'correct',
  wrong_balance: 'correct',
  wrong_dates: 'correct',
  paid_or_settled: 'correct',
  wrong_payment_history: 'correct',
  other: 'correct',
};
export const REASON_OPTIONS = Object.fromEntries(
  PERSON_REASONS.map((id) => [id, { text: REASON_LABELS[id], request: REASON_REQUESTS[id] }]),
) as Record<PersonReason, { text: string; request: 'delete' | 'correct' }>;

/** A reason that fits a candidate, offered to the person to confirm (or they write their own). */
export interface ReasonOption {
  id: ReasonId;
  text: string;
  request: 'delete' | 'correct';
}

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
  /** What else helps when it is accurate (e.g. when it drops off). */
  accurate_advice: string;
}

export const STATEMENT_MAX = 1000;
export const FREE_TEXT_MAX = 2000;

export const DISPUTE_MESSAGES = {
  reason: 'Choose a reason that fits, or "Something else" and write your own words.',
  ownWords: 'Write in your own words what is wrong.',
  statement: `Use at most ${STATEMENT_MAX} characters.`,
  choice: 'Choose "dispute" or "this is accurate".',
  candidate: 'Choose an item of this analysis.',
  lockedAccurate: 'You marked this account as accurate in the review; accurate information is never disputed.',
  status: 'Choose one of: pending, sent, responded, completed, denied.',
  noDisputeSelected: 'No dispute selected',
  alreadyRegenerating: 'Already regenerating letters',
  signature: 'Type your full name to sign the letter.',
  signatureDate: 'Enter the date of your signature as YYYY-MM-DD.',
  mailedDate: 'Enter the date you mailed the letter as YYYY-MM-DD, not in the future.',
  notReady: 'Approve the letter before recording that it was mailed.',
  notDraft: 'This letter is already approved; regenerate its items to change it.',
  address: 'Add your mailing address in Settings before approving a letter.',
  furnisher: 'Enter the furnisher’s name and mailing address.',
  items: 'Choose at least one dispute item.',
  tooManyWrites: 'You have made many dispute changes in the last hour. Please wait a while and try again.',
  ssnLast4: 'Enter the last 4 digits of your SSN, or leave it empty.',
  dob: 'Enter your date of birth as YYYY-MM-DD, or leave it empty.',
} as const;

const isoDate = (message: string) =>
  z
    .string({ message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);

/** POST /api/disputes/candidates/choices: the person's decision on one candidate of an analysis. */
export const choiceRequestSchema = z.discriminatedUnion(
  'choice',
  [
    z.strictObject({
      analysis_id: z.string(),
      key: z.string({ message: DISPUTE_MESSAGES.candidate }).regex(/^c-[0-9a-f]{16}$/, DISPUTE_MESSAGES.candidate),
      choice: z.literal('dispute'),
      reason: z.enum(REASON_IDS, { message: DISPUTE_MESSAGES.reason }),
      statement: z.string().trim().max(STATEMENT_MAX, DISPUTE_MESSAGES.statement).optional(),
    }).refine((b) => b.reason !== 'other' || (b.statement ?? '').length > 0, { path: ['statement'], message: DISPUTE_MESSAGES.ownWords }),
    z.strictObject({
      analysis_id: z.string(),
      key: z.string({ message: DISPUTE_MESSAGES.candidate }).regex(/^c-[0-9a-f]{16}$/, DISPUTE_MESSAGES.candidate),
      choice: z.literal('accurate'),
    }),
  ],
  { message: DISPUTE_MESSAGES.choice },
);
export type ChoiceRequest = z.infer<typeof choiceRequestSchema>;

export const statusUpdateSchema = z.strictObject({ status: z.enum(SETTABLE_STATUSES, { message: DISPUTE_MESSAGES.status }) });

/** POST /api/disputes/regenerate (spec: selected items). */
export const regenerateSchema = z.strictObject({
  item_ids: z.array(z.string(), { message: DISPUTE_MESSAGES.noDisputeSelected }).min(1, DISPUTE_MESSAGES.noDisputeSelected).max(200),
});

export const clearLetterSchema = z.strictObject({ item_ids: z.array(z.string()).min(1, DISPUTE_MESSAGES.items).max(200) });

export const statementSchema = z.strictObject({
  statement: z.string().trim().max(STATEMENT_MAX, DISPUTE_MESSAGES.statement),
});

// ---- letters -----------------------------------------------------------------------------------------------------

/** The next round's letters to a bureau (docs/decisions/109): they carry items like a bureau_dispute. */
export const ROUND_LETTER_KINDS = ['follow_up', 'method_of_verification', 'identity_reply', 'reinsertion'] as const;
export type RoundLetterKind = (typeof ROUND_LETTER_KINDS)[number];
export const LETTER_KINDS = ['bureau_dispute', 'furnisher_dispute', 'file_disclosure', ...ROUND_LETTER_KINDS] as const;
export function isRoundLetterKind(kind: string): kind is RoundLetterKind {
  return (ROUND_LETTER_KINDS as readonly string[]).includes(kind);
}
/** Letters whose items are the ones with letter_id = the letter (a bureau's round letter). */
export function isBureauRoundLetter(kind: string): boolean {
  return kind === 'bureau_dispute' || isRoundLetterKind(kind);
}
export type LetterKindName = (typeof LETTER_KINDS)[number];
export const LETTER_STATUSES = ['draft', 'ready', 'sent'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];


export interface LetterDto {
  id: string;
  kind: LetterKindName;
  bureau: Bureau | null;
  analysis_id: string | null;
  round: number;
  status: LetterStatus;
  recipient: string[];
  item_ids: string[];
  /** The composed letter (paragraphs, items, enclosures) as the screen shows it. */
  document: unknown;
  free_text: { opening?: string; closing?: string };
  signature_name: string | null;
  signed_at: string | null;
  mailed_at: string | null;
  has_pdf: boolean;
  exhibits: { id: string; file_name: string; kind: string; size: number; created_at: string }[];
  created_at: string;
  updated_at: string;
}


/** POST /api/disputes/letters: a furnisher direct dispute, a 609 disclosure request, or a custom bureau letter. */
export const createLetterSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('furnisher_dispute'), item_ids: z.array(z.string()).min(1, DISPUTE_MESSAGES.items).max(50), furnisher: z.strictObject({ name: z.string().trim().min(1, DISPUTE_MESSAGES.furnisher).max(120), address: postalAddressSchema }) }),
  z.strictObject({ kind: z.literal('file_disclosure'), bureau: z.enum(BUREAUS) }),
]);
export type CreateLetterRequest = z.infer<typeof createLetterSchema>;

/** POST /api/disputes/custom: a letter the person writes about any item (same flow). */
export const customItemSchema = z.strictObject({
  bureau: z.enum(BUREAUS),
  creditor: z.string().trim().min(1, 'Enter the creditor as printed on the report.').max(100),
  account_number: z.string().trim().max(40).optional(),
  reason: z.enum(PERSON_REASONS, { message: DISPUTE_MESSAGES.reason }),
  statement: z.string().trim().max(STATEMENT_MAX, DISPUTE_MESSAGES.statement).optional(),
  request: z.enum(['delete', 'correct']),
});

export const editLetterSchema = z.strictObject({
  opening: z.string().trim().max(FREE_TEXT_MAX).optional(),
  closing: z.string().trim().max(FREE_TEXT_MAX).optional(),
});

export const approveLetterSchema = z.strictObject({
  signature_name: z.string({ message: DISPUTE_MESSAGES.signature }).trim().min(2, DISPUTE_MESSAGES.signature).max(120, DISPUTE_MESSAGES.signature),
  signature_date: isoDate(DISPUTE_MESSAGES.signatureDate),
  /** Included in this letter only if given; never stored outside the encrypted PDF. */
  date_of_birth: isoDate(DISPUTE_MESSAGES.dob).optional(),
  ssn_last4: z.string().regex(/^\d{4}$/, DISPUTE_MESSAGES.ssnLast4).optional(),
});

export const mailedSchema = z.strictObject({ mailed_date: isoDate(DISPUTE_MESSAGES.mailedDate) });

/** Spec §8 dispute texts. */
export const DISPUTE_TEXT = {
  loadError: 'Error loading dispute data',
  statusError: 'Error: Failed to update the dispute status.',
  printError: 'Failed to print the letter.',
  popupBlocked: 'Unable to open print window. Please check your pop-up blocker settings.',
  regenerateError: 'Error: Failed to regenerate dispute letters. Please try again later.',
  regenerateScheduled: 'Success: Dispute letters regeneration has been scheduled.',
  regenerating: 'Regenerating letter: Your dispute letter will be regenerated shortly.',
  noLaws: 'No specific laws listed',
  noDrafts: 'No draft dispute letters found.',
} as const;
