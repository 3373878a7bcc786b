import { Line, LineChart, YAxis } from 'recharts';
import { SCORE_MAX, SCORE_MIN } from '../../../../common/analysis';
import { formatDate, formatReportDate } from '../../../lib/dates';
import type { ScorePoint } from '../../../../common/analysis-select';
import { SCORE_CARD_TEXT as TEXT } from './texts';

function pointDate(p: ScorePoint): string {
  return p.dateIsReportDate ? formatReportDate(p.date) : formatDate(p.date);
}

/** The words a screen reader gets for the line: every point, oldest first. */
export function historyLabel(bureau: string, points: readonly ScorePoint[]): string {
  return `${TEXT.historyLabel(bureau)}: ${points.map((p) => `${p.score} (${pointDate(p)})`).join(', ')}`;
}

/**
 * A bureau's score by report date (recharts, docs/design.md): a small line without axes or tooltip, the first and
 * last report dates under it. The card shows it from two reports.
 */
export function ScoreSparkline({ bureau, points }: { bureau: string; points: readonly ScorePoint[] }) {
  const scores = points.map((p) => p.score);
  const pad = 20;
  const domain = [Math.max(SCORE_MIN, Math.min(...scores) - pad), Math.min(SCORE_MAX, Math.max(...scores) + pad)];
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <figure className="flex flex-col gap-1" data-testid="score-history">
      <figcaption className="text-xs font-medium text-muted-foreground">{TEXT.historyTitle}</figcaption>
      <div role="img" aria-label={historyLabel(bureau, points)}>
        <LineChart width={220} height={40} data={points.map((p) => ({ score: p.score }))} margin={{ top: 4, right: 4, bottom: 4, left: 4 }}>
          <YAxis hide domain={domain} />
          <Line
            type="monotone"
            dataKey="score"
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={{ r: 2, fill: 'var(--color-card)' }}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{pointDate(first)}</span>
        <span>{pointDate(last)}</span>
      </div>
    </figure>
  );
}
