/**
 * Where the person's dispute rounds stand (decision 200): the round still open, with its answers and next deadline,
 * or else the last round completed — a round completes when every item has an outcome or its deadline has passed
 * with none. From the figures module (GET /api/figures, or the plan's copy), like the negatives line beside it.
 */
import type { CreditFiguresDto, RoundFigure } from '../../../../common/figures';
import { formatReportDate } from '../../../lib/dates';

export const ROUND_TEXT = {
  label: 'Disputes:', // ours
  open: (r: RoundFigure) => `round ${r.round} open, ${r.answered} of ${r.items} item${r.items === 1 ? '' : 's'} answered`, // ours
  lapsed: (n: number) => `${n} past ${n === 1 ? 'its' : 'their'} deadline with no answer`, // ours
  nextDue: (date: string) => `next response due ${formatReportDate(date)}`, // ours
  complete: (r: RoundFigure) => `round ${r.round} complete${r.completedOn ? ` on ${formatReportDate(r.completedOn)}` : ''}`, // ours
  answered: (r: RoundFigure) => `${r.answered} of ${r.items} answered`, // ours
} as const;

/** The line's parts: the first open round, else the last complete one; nothing before a letter is mailed. */
export function roundParts(rounds: readonly RoundFigure[]): string[] {
  const open = rounds.find((r) => !r.complete);
  const shown = open ?? rounds.at(-1);
  if (!shown) return [];
  const parts = open ? [ROUND_TEXT.open(open)] : [ROUND_TEXT.complete(shown), ROUND_TEXT.answered(shown)];
  if (shown.lapsed > 0) parts.push(ROUND_TEXT.lapsed(shown.lapsed));
  if (open?.nextDue) parts.push(ROUND_TEXT.nextDue(open.nextDue));
  return parts;
}

export function RoundLine({ figures }: { figures: CreditFiguresDto | undefined }) {
  const parts = figures ? roundParts(figures.rounds) : [];
  if (parts.length === 0) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="round-line">
      {ROUND_TEXT.label} <span className="font-medium text-foreground">{parts.join(' · ')}</span>
    </p>
  );
}
