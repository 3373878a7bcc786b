/**
 * Score History (spec document 2 §2, §9): monthly average scores as bars whose height is (score − 500) / 3 px — the
 * plot is exactly (850 − 500) / 3 px tall on a 500–850 axis — with a text summary and a table for screen readers.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { BAR_BASE_SCORE, BAR_PX_DIVISOR, PROGRESS_TEXT, SCORE_MAX, type MonthlyScore } from '../../../common/progress';
import { formatReportDate } from '../../lib/dates';

const T = PROGRESS_TEXT.history;
const PLOT_HEIGHT = (SCORE_MAX - BAR_BASE_SCORE) / BAR_PX_DIVISOR;
const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };
const X_AXIS_HEIGHT = 28;

export function ScoreHistoryChart({ history, start, current }: { history: MonthlyScore[]; start: number | null; current: number | null }) {
  if (history.length === 0 || start === null || current === null) return <p className="text-sm text-muted-foreground">{T.empty}</p>;
  const data = history.map((h) => ({ month: formatReportDate(h.month), score: h.score }));
  const improvement = current - start;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-semibold" data-testid="score-improvement">
        {T.improvement(improvement)}
      </p>
      <dl className="flex gap-8 text-sm">
        <div>
          <dt className="text-muted-foreground">{T.start}</dt>
          <dd className="text-xl font-semibold" data-testid="score-start">
            {start}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{T.current}</dt>
          <dd className="text-xl font-semibold" data-testid="score-current">
            {current}
          </dd>
        </div>
      </dl>
      <div aria-hidden="true" data-testid="score-history-chart">
        <ResponsiveContainer width="100%" height={PLOT_HEIGHT + MARGIN.top + MARGIN.bottom + X_AXIS_HEIGHT}>
          <BarChart data={data} margin={MARGIN} accessibilityLayer={false}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="month" height={X_AXIS_HEIGHT} tickLine={false} fontSize={12} />
            <YAxis domain={[BAR_BASE_SCORE, SCORE_MAX]} allowDataOverflow width={36} fontSize={12} ticks={[500, 600, 700, 800]} />
            <Bar dataKey="score" fill="var(--color-primary)" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{T.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.month}</th>
            <th scope="col">{T.average}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.month}>
              <td>{d.month}</td>
              <td>{d.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
