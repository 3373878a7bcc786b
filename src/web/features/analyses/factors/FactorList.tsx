import { CircleSlash } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { FACTOR_SCALE_NOTE, factorDisplay, type FactorTone, type UnavailableFactor } from './factor-display';

export interface FactorItem {
  name: string;
  value: number;
  description: string;
  /** Percent of the score the factor weighs, when known. */
  weight: number | null;
}

const TONE_BADGE: Record<FactorTone, 'success' | 'warning' | 'destructive'> = { good: 'success', fair: 'warning', poor: 'destructive' };
const TONE_BAR: Record<FactorTone, string> = { good: '[&>div]:bg-success-fill', fair: '[&>div]:bg-warning-fill', poor: '[&>div]:bg-destructive-fill' };

/**
 * The score factors as every screen shows them (dashboard card, report details): name, weight, band and the whole
 * number out of 100 (decision 080), the description, then the spec factors that could not be rated and why.
 */
export function FactorList({
  factors,
  unavailable = [],
  layout = 'list',
  headingLevel = 'h3',
}: {
  factors: readonly FactorItem[];
  unavailable?: readonly UnavailableFactor[];
  layout?: 'list' | 'grid';
  headingLevel?: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  const item = layout === 'grid' ? 'rounded-lg border border-border p-4' : 'py-3 first:pt-0 last:pb-0';
  return (
    <div className="flex flex-col gap-3">
      <ul className={cn(layout === 'grid' ? 'grid gap-4 md:grid-cols-2' : 'flex flex-col divide-y divide-border')}>
        {factors.map((f) => {
          const d = factorDisplay(f.value);
          return (
            <li key={f.name} className={cn('flex flex-col gap-2', item)} data-testid="factor">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Heading className="font-semibold">{f.name}</Heading>
                <span className="flex items-center gap-2">
                  {f.weight !== null ? <span className="text-xs text-muted-foreground">{`${f.weight}% of your score`}</span> : null}
                  <Badge variant={TONE_BADGE[d.tone]}>{d.band}</Badge>
                </span>
              </div>
              <div className="flex items-center gap-3">
                <Progress value={d.value} aria-label={`${f.name}: ${d.value} out of 100, ${d.band}`} className={cn('flex-1', TONE_BAR[d.tone])} />
                <span className="w-14 text-right text-sm font-semibold tabular-nums">{d.text}</span>
              </div>
              {f.description ? <p className="text-sm text-muted-foreground">{f.description}</p> : null}
            </li>
          );
        })}
        {unavailable.map((f) => (
          <li key={f.name} className={cn('flex flex-col gap-2', item)} data-testid="factor-unavailable">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Heading className="font-semibold">{f.name}</Heading>
              <span className="flex items-center gap-2">
                <span className="text-xs text-muted-foreground">{`${f.weight}% of your score`}</span>
                <Badge variant="outline" className="gap-1">
                  <CircleSlash className="size-3" aria-hidden="true" />
                  Not rated
                </Badge>
              </span>
            </div>
            <p className="text-sm text-muted-foreground">{f.reason}</p>
          </li>
        ))}
      </ul>
      {factors.length > 0 ? <p className="text-xs text-muted-foreground">{FACTOR_SCALE_NOTE}</p> : null}
    </div>
  );
}
