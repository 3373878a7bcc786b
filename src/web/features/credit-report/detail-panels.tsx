/** The analysis detail tabs' contents: score factors, negative items and recommendations (spec §2, §3). */
import type { ReactNode } from 'react';
import { negativeItemAnchor } from '../../../common/assistant';
import type { AnalysisRawData, NegativeItemDto, Recommendation } from '../../../common/analysis';
import { detailFactorBand } from '../../../common/score';
import { Badge } from '../../components/ui/badge';
import { Progress } from '../../components/ui/progress';
import { maskAccountNumber } from './model';
import { ISSUE_TYPE_LABELS, TEXT } from './texts';

type Level = 'high' | 'medium' | 'low';
const LEVEL_VARIANTS = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function LevelBadge({ level, noun }: { level: Level; noun: string }) {
  return (
    <Badge variant={LEVEL_VARIANTS[level] ?? 'secondary'}>
      {capitalise(level)} {noun}
    </Badge>
  );
}

export function EmptyPanel({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed border-border p-6 text-center text-muted-foreground">{children}</p>;
}

const BAND_VARIANTS = { Excellent: 'success', Good: 'success', Fair: 'warning', Poor: 'destructive', 'Very Poor': 'destructive' } as const;

export function ScoreFactorsPanel({ raw }: { raw: AnalysisRawData }) {
  const factors = raw.score_factors ?? [];
  if (factors.length === 0) return <EmptyPanel>{TEXT.details.noFactors}</EmptyPanel>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {factors.map((f) => {
        const band = detailFactorBand(f.value);
        return (
          <li key={f.name} className="flex flex-col gap-2 rounded-md border border-border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{f.name}</h3>
              <Badge variant={BAND_VARIANTS[band]}>{band}</Badge>
            </div>
            <div className="flex items-center gap-3">
              <Progress value={f.value} aria-label={`${f.name}: ${f.value} ${TEXT.details.outOf100}`} className="flex-1" />
              <span className="w-16 text-right text-sm font-medium tabular-nums">{f.value}/100</span>
            </div>
            <p className="text-sm text-muted-foreground">{f.description}</p>
            <p className="text-xs text-muted-foreground">{`${f.weight}${TEXT.details.weightSuffix}`}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function NegativeItemsPanel({ items }: { items: NegativeItemDto[] }) {
  if (items.length === 0) return <EmptyPanel>{TEXT.details.noNegativeItems}</EmptyPanel>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item, index) => (
        <li
          key={`${item.account_name}-${item.account_number ?? ''}-${index}`}
          id={negativeItemAnchor(index)}
          className="flex scroll-mt-4 flex-col gap-2 rounded-md border border-border p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{item.account_name}</h3>
            <LevelBadge level={item.impact_level} noun={TEXT.details.impact} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <Field label={TEXT.details.issueLabel}>{ISSUE_TYPE_LABELS[item.issue_type] ?? item.issue_type}</Field>
            {item.account_type ? <Field label={TEXT.details.typeLabel}>{item.account_type}</Field> : null}
            {item.status ? <Field label={TEXT.details.statusLabel}>{item.status}</Field> : null}
            {item.account_number ? (
              <Field label={TEXT.details.accountNumber}>
                <span className="font-mono">{maskAccountNumber(item.account_number)}</span>
              </Field>
            ) : null}
          </dl>
          <p className="text-sm text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

export function RecommendationsPanel({ recommendations }: { recommendations: Recommendation[] }) {
  if (recommendations.length === 0) return <EmptyPanel>{TEXT.details.noRecommendations}</EmptyPanel>;
  return (
    <ul className="flex flex-col gap-3">
      {recommendations.map((r, index) => (
        <li key={`${r.account_name}-${index}`} className="flex flex-col gap-2 rounded-md border border-border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{r.account_name}</h3>
            <LevelBadge level={r.priority} noun={TEXT.details.priority} />
          </div>
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
            <Field label={TEXT.details.disputeReason}>{r.dispute_reason}</Field>
            <Field label={TEXT.details.recommendedAction}>{r.recommended_action}</Field>
            <Field label={TEXT.details.estimatedImpact}>{r.estimated_impact}</Field>
          </dl>
        </li>
      ))}
    </ul>
  );
}
