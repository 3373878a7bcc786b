/**
 * The one derivation of the figures every screen shows (decision 200): current score per bureau, score history,
 * negatives per debt and per listing, items in dispute, removed items and dispute rounds. Pure: the person's
 * analyses (as GET /api/analyses lists them) and dispute items in, CreditFiguresDto out. The scores come from the
 * selectors the dashboard and the credit report screen run on the same list (src/common/analysis-select.ts).
 */
import { BUREAUS, type AnalysisSummaryDto } from '../../../common/analysis';
import { bureauScoreViews, latestCompletedByBureau, scoreHistory } from '../../../common/analysis-select';
import { CLOSED_STATUSES, type DisputeItemDto, type DisputeStatus } from '../../../common/disputes/items';
import type { CreditFiguresDto, DisputeFigures, NegativeFigures, RoundFigure } from '../../../common/figures';
import { accountKeyOf } from '../disputes/build-candidates';

export interface FiguresInput {
  analyses: readonly AnalysisSummaryDto[];
  items: readonly DisputeItemDto[];
  /** 'YYYY-MM-DD' (UTC): deadlines before it have passed. */
  today: string;
}

/** Statuses of an item that has not been mailed yet: it is in no round. */
const UNSENT: readonly DisputeStatus[] = ['pending', 'ready'];
const isClosed = (s: DisputeStatus) => (CLOSED_STATUSES as readonly DisputeStatus[]).includes(s);
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);

/** The debt an item or a negative line stands for: creditor and last four digits, the same on every bureau. */
export const debtKey = (creditor: string, accountNumber: string | null) => accountKeyOf(creditor, accountNumber);

/** Negative lines of each bureau's current report (the 3-in-1 report's rows count per bureau, like single reports). */
export function currentNegativeKeys(analyses: readonly AnalysisSummaryDto[]): Set<string>[] {
  const current = latestCompletedByBureau([...analyses]);
  return BUREAUS.map((b) => new Set((current[b]?.negative_items ?? []).map((n) => debtKey(n.account_name, n.account_number))));
}

function negatives(perBureau: Set<string>[]): NegativeFigures {
  const debts = new Set(perBureau.flatMap((keys) => [...keys]));
  return { debts: debts.size, listings: perBureau.reduce((sum, keys) => sum + keys.size, 0) };
}

const disputeLines = (items: readonly DisputeItemDto[]) => items.filter((i) => (i.metadata.item_type ?? 'dispute_letter') === 'dispute_letter');

function disputes(items: readonly DisputeItemDto[]): DisputeFigures & { removedKeys: Set<string> } {
  const lines = disputeLines(items);
  const removedLines = lines.filter((i) => i.metadata.outcome?.result === 'deleted');
  const removedKeys = new Set(removedLines.map((i) => debtKey(i.account_name, i.account_number)));
  const open = lines.filter((i) => !isClosed(i.status));
  const openKeys = new Set(open.map((i) => debtKey(i.account_name, i.account_number)).filter((k) => !removedKeys.has(k)));
  return { inDispute: open.length, debtsInDispute: openKeys.size, removed: removedLines.length, debtsRemoved: removedKeys.size, removedKeys };
}

interface RoundEntry {
  round: number;
  answeredOn: string | null;
  due: string | null;
}

/** Each item's place in each round it went through: its current round once mailed, and the round before, if any. */
function roundEntries(item: DisputeItemDto): RoundEntry[] {
  const entries: RoundEntry[] = [];
  const previous = item.metadata.previous_round;
  if (previous)
    entries.push({ round: previous.round, answeredOn: previous.outcome ? (previous.outcome_on ?? day(item.updated_at)) : null, due: previous.due_on });
  if (!UNSENT.includes(item.status)) {
    const round = item.metadata.round ?? 1;
    const outcome = item.metadata.outcome;
    // An item closed by hand without a logged outcome is finished for the round too.
    const answeredOn = outcome && (outcome.round ?? round) === round ? day(outcome.decided_at) : isClosed(item.status) ? (day(item.updated_at) ?? null) : null;
    entries.push({ round, answeredOn, due: day(item.due_date) });
  }
  return entries;
}

export function rounds(items: readonly DisputeItemDto[], today: string): RoundFigure[] {
  const byRound = new Map<number, RoundEntry[]>();
  for (const entry of disputeLines(items).flatMap(roundEntries)) byRound.set(entry.round, [...(byRound.get(entry.round) ?? []), entry]);
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, entries]) => {
      const answered = entries.filter((e) => e.answeredOn !== null);
      const lapsed = entries.filter((e) => e.answeredOn === null && e.due !== null && e.due < today);
      const waiting = entries.filter((e) => e.answeredOn === null && !(e.due !== null && e.due < today));
      const complete = waiting.length === 0;
      const endings = [...answered.map((e) => e.answeredOn!), ...lapsed.map((e) => e.due!)].sort();
      return {
        round,
        items: entries.length,
        answered: answered.length,
        lapsed: lapsed.length,
        complete,
        completedOn: complete ? (endings.at(-1) ?? null) : null,
        nextDue:
          waiting
            .map((e) => e.due)
            .filter((d): d is string => d !== null)
            .sort()[0] ?? null,
      };
    });
}

export function deriveFigures(input: FiguresInput): CreditFiguresDto {
  const analyses = [...input.analyses];
  const perBureau = currentNegativeKeys(analyses);
  const { removedKeys, ...disputeFigures } = disputes(input.items);
  const tracked = new Set([...perBureau.flatMap((keys) => [...keys]), ...removedKeys]);
  return {
    scores: bureauScoreViews(analyses).map((v) => ({
      bureau: v.bureau,
      score: v.score,
      change: v.change,
      reportDate: v.reportDate?.date ?? null,
      analysisId: v.source?.id ?? null,
      corrected: v.corrected,
    })),
    history: BUREAUS.flatMap((bureau) => scoreHistory(analyses, bureau).map((p) => ({ bureau, date: p.date, score: p.score, analysisId: p.id }))),
    negatives: negatives(perBureau),
    disputes: disputeFigures,
    rounds: rounds(input.items, input.today),
    trackedDebts: tracked.size,
  };
}
