import { Brain, FileSearch, FileUp, Sparkles } from 'lucide-react';
import { StepHeading } from './StepHeading';
import { ONBOARDING_TEXT } from './texts';

const ICONS = [FileSearch, FileUp, Brain];

export function WelcomeStep() {
  const t = ONBOARDING_TEXT.welcome;
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <StepHeading>{t.heading}</StepHeading>
      <p className="max-w-xl text-muted-foreground">{t.description}</p>
      <ol className="grid w-full gap-3 text-left sm:grid-cols-3">
        {t.points.map((point, i) => {
          const Icon = ICONS[i] ?? FileSearch;
          return (
            <li key={point} className="flex items-start gap-3 rounded-lg border border-border bg-muted p-4 text-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{point}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
