import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import type { AnalysisSummaryDto, Strategy } from '../../../common/analysis';
import { lawAnchor, type StrategyEnrichmentDto } from '../../../common/assistant';
import { LAW_IDS, LAWS } from '../../../common/plan';
import { AnswerText } from '../assistant/AnswerText';
import { Button } from '../../components/ui/button';
import { toastError } from '../../lib/errors';
import { useRegenerateStrategy } from '../analyses/api';
import { EmptyPanel } from './detail-panels';
import { TEXT } from './texts';

/** A strategy worth showing: the server writes one with every completed analysis; older or damaged rows may lack it. */
function strategyOf(analysis: AnalysisSummaryDto): Strategy | null {
  const strategy = analysis.raw_data?.personalized_strategy;
  return strategy && typeof strategy.summary === 'string' ? strategy : null;
}

/** Strategy tab (spec §2, §3 Strategy): the personalised strategy, with 'Generate Strategy' / 'Regenerate Strategy'. */
export function StrategyPanel({ analysis }: { analysis: AnalysisSummaryDto }) {
  const strategy = strategyOf(analysis);
  const regenerate = useRegenerateStrategy();
  const label = strategy ? TEXT.details.regenerateStrategy : TEXT.details.generateStrategy;

  function run() {
    regenerate.mutate(analysis.id, {
      onSuccess: () => toast.success(TEXT.details.strategyUpdated),
      onError: (error) => toastError(TEXT.details.strategyFailed, error, TEXT.details.strategyFailedFallback),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <Button variant="outline" onClick={run} disabled={regenerate.isPending} aria-busy={regenerate.isPending || undefined}>
          <Sparkles aria-hidden="true" className={regenerate.isPending ? 'animate-pulse' : undefined} />
          {label}
        </Button>
      </div>
      {strategy ? <StrategyBody strategy={strategy} /> : <EmptyPanel>{TEXT.details.strategyPending}</EmptyPanel>}
      {strategy && analysis.raw_data?.strategy_enrichment ? (
        <StrategyNotes analysisId={analysis.id} enrichment={analysis.raw_data.strategy_enrichment} />
      ) : null}
    </div>
  );
}

/** The element id of a strategy law (its library name), so the assistant's law citations can open it. */
function lawAnchorOf(name: string): string | undefined {
  const id = LAW_IDS.find((lawId) => LAWS[lawId].name === name);
  return id ? lawAnchor(id) : undefined;
}

/** The AI provider's checked notes, shown beside the engine's strategy, never in its place. */
function StrategyNotes({ analysisId, enrichment }: { analysisId: string; enrichment: StrategyEnrichmentDto }) {
  return (
    <Section title={TEXT.details.aiNotes}>
      <div className="flex flex-col gap-3 rounded-md border border-primary-border bg-primary-soft/50 p-3">
        <AnswerText analysisId={analysisId} content={enrichment.summary} citations={enrichment.citations} />
        {enrichment.notes.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {enrichment.notes.map((n) => (
              <li key={n.ref} className="text-sm">
                <span className="font-medium">{n.item_name}: </span>
                <AnswerText analysisId={analysisId} content={n.note} citations={enrichment.citations} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-muted-foreground">{TEXT.details.aiNotesSource(enrichment.model)}</p>
      </div>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function StrategyBody({ strategy: s }: { strategy: Strategy }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="leading-relaxed">{s.summary}</p>
      {s.priorityActions.length > 0 ? (
        <Section title={TEXT.details.priorityActions}>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {s.priorityActions.map((action, i) => (
              <li key={i}>{action}</li>
            ))}
          </ol>
        </Section>
      ) : null}
      {s.timelinePhases.length > 0 ? (
        <Section title={TEXT.details.timeline}>
          <ol className="flex flex-col gap-3 border-l-2 border-primary-border pl-4">
            {s.timelinePhases.map((phase, i) => (
              <li key={i} className="text-sm">
                <p className="font-medium">
                  {phase.name} <span className="font-normal text-muted-foreground">· {phase.duration}</span>
                </p>
                <p className="text-muted-foreground">{phase.description}</p>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {s.negativeItemStrategies.length > 0 ? (
        <Section title={TEXT.details.itemStrategies}>
          <ul className="flex flex-col gap-3">
            {s.negativeItemStrategies.map((item, i) => (
              <li key={i} className="rounded-md border border-border p-3 text-sm">
                <p className="font-medium">{item.itemName}</p>
                <p className="mt-1">{item.strategy}</p>
                <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
                  <dt className="text-muted-foreground">{TEXT.details.expectedOutcome}</dt>
                  <dd>{item.expectedOutcome}</dd>
                  <dt className="text-muted-foreground">{TEXT.details.backupPlan}</dt>
                  <dd>{item.backupPlan}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {s.creditBuildingTips.length > 0 ? (
        <Section title={TEXT.details.tips}>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {s.creditBuildingTips.map((tip, i) => (
              <li key={i}>{tip}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {s.applicableLaws.length > 0 ? (
        <Section title={TEXT.details.laws}>
          <ul className="flex flex-col gap-2 text-sm">
            {s.applicableLaws.map((law, i) => (
              <li key={i} id={lawAnchorOf(law.name)} className="scroll-mt-4">
                <span className="font-medium">{law.name}</span>: {law.relevance}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {s.longTermStrategy ? (
        <Section title={TEXT.details.longTerm}>
          <p className="text-sm leading-relaxed">{s.longTermStrategy}</p>
        </Section>
      ) : null}
    </div>
  );
}
