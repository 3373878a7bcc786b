import type { Account, Bureau, CreditReport, Finding, FindingCode, NegativeItem } from '../model';
import { isCollection, saysPaidOrSettled, saysSoldOrTransferred, statusText } from '../detect/common/accounts';
import { lastFourDigits, sameCreditor } from '../detect/common/names';
import { entryKey, findTarget, type EntryRef } from './targets';

/**
 * The one state every piece of advice about an item reads (issue 24): what the report says about it (its findings,
 * whether the debt was sold to a collector or is reported twice, paid or unpaid, a reading the engine is unsure of)
 * and what the person decided or logged (accurate as reported, the outcome of a dispute, a reinsertion). Strategy,
 * recommendations, the generated analysis, the repair plan, the letter chooser and the assistant all take it from
 * here, so no surface can advise what another contradicts (docs/decisions/172).
 */

/** What the person logged when a bureau answered (the dispute outcomes of common/disputes/items.ts). */
export type LoggedOutcome = 'deleted' | 'corrected' | 'verified' | 'frivolous' | 'stall' | 'no_response';

/** An account as the person's own records name it: creditor and account number (last 4 digits compared). */
export interface AccountRef {
  creditor: string;
  accountNumber: string | null;
}

/** What the person decided and logged, read by the server from their choices, reviews and dispute items. */
export interface PersonFacts {
  /** Accounts the person said are reported accurately (review or chooser): never disputed. */
  accurate: readonly AccountRef[];
  /** Outcomes the person logged; `bureau` 'all' covers every bureau. `reinserted` when a later report shows a deleted item again. */
  outcomes: readonly (AccountRef & { bureau: Bureau | 'all'; result: LoggedOutcome; reinserted: boolean })[];
}

export const NO_PERSON_FACTS: PersonFacts = { accurate: [], outcomes: [] };

export type Paid = 'paid' | 'unpaid' | 'unknown';

export interface ItemState {
  bureau: Bureau;
  creditor: string;
  accountNumber: string | null;
  findingCodes: FindingCode[];
  /** The collector now reporting this debt (the report shows it sold or the collector names this creditor as original). */
  soldTo: string | null;
  /** The original creditor of a collection, when printed. */
  soldFrom: string | null;
  /** Reported twice (a duplicate_account finding names this account or the collector's). */
  duplicate: boolean;
  /** Paid or settled per the status, unpaid when a balance is owed, unknown when the report says neither. */
  paid: Paid;
  /** The person said it is reported accurately. */
  accurate: boolean;
  /** The last outcome the person logged for it, or null. */
  outcome: LoggedOutcome | null;
  /** A deleted item a later report shows again (FCRA 611(a)(5)(B)). */
  reinserted: boolean;
  /** The engine's reading of this account failed a self-check and the person has not confirmed it in Review accounts. */
  readingUnconfirmed: boolean;
  /**
   * Why no advice, recommendation or letter may cover it now, or null: an unconfirmed reading (issue 25), or an item
   * the person logged deleted or corrected (and not reinserted).
   */
  held: string | null;
}

export const HELD_READING = 'The reading of this account is not confirmed: check it in Review accounts before any advice or letter covers it.';
/** An inquiry or a public record read with a warning (decision 243), confirmed in Review accounts too (decision 250). */
export const HELD_ENTRY_READING = 'The reading of this entry is not confirmed: check it in Review accounts before any advice or letter covers it.';
export const HELD_DELETED = 'You logged it deleted: nothing more to do unless it comes back on a later report.';
export const HELD_CORRECTED = 'You logged it corrected: check the corrected entry on your next report.';

function sameAccount(a: AccountRef, b: AccountRef): boolean {
  return sameCreditor(a.creditor, b.creditor) && (lastFourDigits(a.accountNumber) ?? '') === (lastFourDigits(b.accountNumber) ?? '');
}

function paidOf(account: Account | null): Paid {
  if (!account) return 'unknown';
  if (/\bunpaid\b/.test(statusText(account))) return 'unpaid';
  if (account.balance !== null && account.balance > 0) return 'unpaid';
  if (saysPaidOrSettled(account)) return 'paid';
  if (account.balance === 0) return 'paid';
  return 'unknown';
}

/** The collector reporting this account's debt on the same report: a collection naming it as the original creditor. */
function collectorOf(report: CreditReport | undefined, account: Account): Account | null {
  if (!report || isCollection(account)) return null;
  return report.accounts.find((other) => other !== account && isCollection(other) && sameCreditor(other.originalCreditor, account.creditor)) ?? null;
}

function outcomeOf(facts: PersonFacts, ref: EntryRef): PersonFacts['outcomes'][number] | null {
  return facts.outcomes.filter((o) => (o.bureau === 'all' || o.bureau === ref.bureau) && sameAccount(o, ref)).at(-1) ?? null;
}

/** The state of one entry (an account, inquiry or public record named by bureau, creditor and number). */
export function itemStateOf(
  input: { reports: CreditReport[]; findings: Finding[] },
  facts: PersonFacts,
  ref: EntryRef,
  hint?: NegativeItem['issueType'],
): ItemState {
  const report = input.reports.find((r) => r.bureau === ref.bureau);
  const target = findTarget(input.reports, ref, hint);
  const account = target?.kind === 'account' ? target.account : null;
  const findings = input.findings.filter((f) => f.bureau === ref.bureau && sameAccount(f, ref));
  const collector = account ? collectorOf(report, account) : null;
  const soldTo = collector?.creditor ?? (account && saysSoldOrTransferred(account) ? 'another company' : null);
  const duplicate =
    findings.some((f) => f.code === 'duplicate_account') ||
    (collector !== null &&
      input.findings.some((f) => f.bureau === ref.bureau && f.code === 'duplicate_account' && sameCreditor(f.creditor, collector.creditor)));
  const accurate = facts.accurate.some((a) => sameAccount(a, ref));
  const logged = outcomeOf(facts, ref);
  const outcome = logged?.result ?? null;
  const reinserted = logged?.reinserted ?? false;
  const entry = target?.kind === 'account' ? target.account : target?.kind === 'inquiry' ? target.inquiry : target?.record;
  const readingUnconfirmed = !!entry?.readingWarning && !accurate;
  let held: string | null = null;
  if (readingUnconfirmed) held = target?.kind === 'account' ? HELD_READING : HELD_ENTRY_READING;
  else if (outcome === 'deleted' && !reinserted) held = HELD_DELETED;
  else if (outcome === 'corrected' && !reinserted) held = HELD_CORRECTED;
  return {
    bureau: ref.bureau,
    creditor: ref.creditor,
    accountNumber: ref.accountNumber,
    findingCodes: [...new Set(findings.map((f) => f.code))],
    soldTo,
    soldFrom: account && isCollection(account) ? account.originalCreditor : null,
    duplicate,
    paid: paidOf(account),
    accurate,
    outcome,
    reinserted,
    readingUnconfirmed,
    held,
  };
}

/** The states of every negative item and every finding's entry, keyed like the plan (bureau, creditor, last 4). */
export function itemStatesOf(input: { reports: CreditReport[]; findings: Finding[]; negativeItems: NegativeItem[] }, facts: PersonFacts): ItemState[] {
  const seen = new Set<string>();
  const out: ItemState[] = [];
  const add = (ref: EntryRef, hint?: NegativeItem['issueType']) => {
    const key = entryKey(ref);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(itemStateOf(input, facts, ref, hint));
  };
  for (const n of input.negativeItems) add(n, n.issueType);
  for (const f of input.findings) add(f);
  return out;
}
