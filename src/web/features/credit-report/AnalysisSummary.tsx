import { CalendarClock, Gavel, HandCoins, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Recommendation, RecommendationAction } from '../../../common/analysis';
import { ActionBadge } from './detail-panels';
import { topActions } from './recommendation-view';
import { TEXT } from './texts';

const ICONS: Record<RecommendationAction['kind'], ReactNode> = {
  dispute: <Gavel className="size-4" aria-hidden="true" />,
  pay: <HandCoins className="size-4" aria-hidden="true" />,
  goodwill: <Mail className="size-4" aria-hidden="true" />,
  wait: <CalendarClock className="size-4" aria-hidden="true" />,
};

/**
 * What opens each analysis (the issue: "the three things that matter most, with the action for each"): the top three
 * recommendations as their one action (dispute, pay, ask, wait until a date) and why each matters (decision 084: the
 * item, the figure behind it and the possible effect), with a way to all of them.
 */
export function AnalysisSummary({ recommendations, onOpenAll }: { recommendations: readonly Recommendation[]; onOpenAll: () => void }) {
  const top = topActions(recommendations);
  return (
    <section
      aria-labelledby="analysis-summary"
      className="flex flex-col gap-3 rounded-lg border border-primary/20 bg-primary-soft p-4"
      data-testid="analysis-summary"
    >
      <h3 id="analysis-summary" className="font-semibold">
        {TEXT.details.summaryTitle}
      </h3>
      {top.length === 0 ? (
        <p className="text-sm">{TEXT.details.summaryEmpty}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {top.map((v, i) => (
            <li
              key={`${v.recommendation.account_name}-${i}`}
              className="flex flex-col gap-2 rounded-md bg-card p-3 text-sm sm:flex-row sm:items-start sm:justify-between"
            >
              <span className="flex items-start gap-2">
                <span className="mt-0.5 text-primary">{ICONS[v.action.kind]}</span>
                <span className="flex flex-col gap-1">
                  <span>
                    <span className="font-semibold">{v.action.label}</span>
                    <span className="text-muted-foreground"> — {v.recommendation.account_name}</span>
                  </span>
                  <span className="text-muted-foreground" data-testid="summary-reason">
                    <span className="font-medium text-foreground">{TEXT.details.summaryWhy} </span>
                    {v.why}
                  </span>
                </span>
              </span>
              <ActionBadge view={v} className="w-fit shrink-0 self-start sm:self-auto" />
            </li>
          ))}
        </ol>
      )}
      {recommendations.length > top.length ? (
        <button type="button" onClick={onOpenAll} className="w-fit cursor-pointer text-sm font-medium text-primary underline underline-offset-4">
          {TEXT.details.summaryAll(recommendations.length)}
        </button>
      ) : null}
    </section>
  );
}
