/** The analysis detail tabs' contents: score factors, negative items and recommendations (spec §2, §3). */
import type { ReactNode } from 'react';
import { negativeItemAnchor } from '../../../common/assistant';
import type { AnalysisSummaryDto, NegativeItemDto, Recommendation } from '../../../common/analysis';
import { MAIL_NOTE, NO_DISPUTE } from '../../../common/plan';
import { Badge } from '../../components/ui/badge';
import { unavailableFactors } from '../analyses/factors/factor-display';
import { FactorList } from '../analyses/factors/FactorList';
import { PartialReadingNote } from '../analyses/reading/PartialReadingNote';
import { priorityLabel, recommendationView, type RecommendationView } from './recommendation-view';
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

export function ScoreFactorsPanel({ analysis }: { analysis: AnalysisSummaryDto }) {
  const raw = analysis.raw_data;
  const factors = (raw?.score_factors ?? []).map((f) => ({ name: f.name, value: f.value, description: f.description, weight: f.weight }));
  const unavailable = unavailableFactors(raw as Record<string, unknown> | null, factors);
  if (factors.length === 0 && unavailable.length === 0) return <EmptyPanel>{TEXT.details.noFactors}</EmptyPanel>;
  return (
    <div className="flex flex-col gap-3">
      <PartialReadingNote analysis={analysis} />
      <FactorList factors={factors} unavailable={unavailable} layout="grid" />
    </div>
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

const ACTION_VARIANTS = { dispute: 'default', pay: 'warning', goodwill: 'secondary', wait: 'outline' } as const;

/** The priority badge, labelled with the action it is about (decision 081). */
export function ActionBadge({ view, className }: { view: RecommendationView; className?: string }) {
  return (
    <Badge
      className={className}
      variant={view.action.kind === 'dispute' ? (LEVEL_VARIANTS[view.recommendation.priority] ?? 'secondary') : ACTION_VARIANTS[view.action.kind]}
    >
      {priorityLabel(view)}
    </Badge>
  );
}

export const SEND_NOTE_ID = 'how-to-send-a-dispute';
export const NOT_FOR_DISPUTE_ID = 'not-for-dispute';

/** Recommendations: the notes every item shares, once at the top, then each item pointing to the one it relies on. */
export function RecommendationsPanel({ recommendations }: { recommendations: Recommendation[] }) {
  if (recommendations.length === 0) return <EmptyPanel>{TEXT.details.noRecommendations}</EmptyPanel>;
  const views = recommendations.map(recommendationView);
  return (
    <div className="flex flex-col gap-4">
      <SharedNotes send={views.some((v) => v.sendNote)} accurate={views.some((v) => v.accurate)} />
      <ul className="flex flex-col gap-3">
        {views.map((v, index) => (
          <li key={`${v.recommendation.account_name}-${index}`} className="flex flex-col gap-2 rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{v.recommendation.account_name}</h3>
              <ActionBadge view={v} />
            </div>
            <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
              <Field label={v.accurate ? TEXT.details.whyNoDispute : TEXT.details.disputeReason}>
                {v.reason}
                {v.accurate ? <NoteLink href={NOT_FOR_DISPUTE_ID}>{TEXT.details.seeNotForDispute}</NoteLink> : null}
              </Field>
              <Field label={TEXT.details.recommendedAction}>
                {v.steps}
                {v.sendNote ? <NoteLink href={SEND_NOTE_ID}>{TEXT.details.seeSendNote}</NoteLink> : null}
              </Field>
              <Field label={TEXT.details.estimatedImpact}>{v.recommendation.estimated_impact}</Field>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      {' '}
      <a href={`#${href}`} className="whitespace-nowrap font-medium text-primary underline underline-offset-4">
        {children}
      </a>
    </>
  );
}

function SharedNotes({ send, accurate }: { send: boolean; accurate: boolean }) {
  if (!send && !accurate) return null;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {send ? (
        <section id={SEND_NOTE_ID} aria-labelledby={`${SEND_NOTE_ID}-title`} className="scroll-mt-24 rounded-lg bg-primary-soft p-4 text-sm">
          <h3 id={`${SEND_NOTE_ID}-title`} className="mb-1 font-semibold">
            {TEXT.details.sendNoteTitle}
          </h3>
          <p>{MAIL_NOTE}</p>
        </section>
      ) : null}
      {accurate ? (
        <section id={NOT_FOR_DISPUTE_ID} aria-labelledby={`${NOT_FOR_DISPUTE_ID}-title`} className="scroll-mt-24 rounded-lg bg-muted p-4 text-sm">
          <h3 id={`${NOT_FOR_DISPUTE_ID}-title`} className="mb-1 font-semibold">
            {TEXT.details.notForDisputeTitle}
          </h3>
          <p>{NO_DISPUTE}</p>
        </section>
      ) : null}
    </div>
  );
}
