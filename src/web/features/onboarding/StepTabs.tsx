import { Check } from 'lucide-react';
import { TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { ONBOARDING_STEPS, ONBOARDING_TEXT, STEP_LABELS } from './texts';

/**
 * The four step tabs. They show where the user is and cannot be clicked (spec 000 §2): the Tabs root is controlled
 * by the wizard and ignores tab changes, and every tab says aria-disabled.
 */
export function StepTabs({ current }: { current: number }) {
  return (
    <TabsList aria-label={ONBOARDING_TEXT.stepsLabel} className="grid h-auto w-full grid-cols-4 gap-1 bg-muted p-1">
      {ONBOARDING_STEPS.map((step, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <TabsTrigger
            key={step}
            value={step}
            aria-disabled="true"
            onMouseDown={(e) => e.preventDefault()}
            className={cn(
              'h-auto cursor-default flex-col justify-start gap-1 self-stretch whitespace-normal px-1 py-2 text-xs sm:flex-row sm:justify-center sm:gap-2 sm:text-sm',
              done && 'text-success',
              !active && !done && 'text-muted-foreground',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                active && 'border-primary bg-primary text-primary-foreground',
                done && 'border-success bg-success text-success-foreground',
                !active && !done && 'border-input bg-card text-muted-foreground',
              )}
            >
              {done ? <Check className="size-3.5" /> : i + 1}
            </span>
            <span>{STEP_LABELS[step]}</span>
            {done ? <span className="sr-only">({ONBOARDING_TEXT.stepDone})</span> : null}
          </TabsTrigger>
        );
      })}
    </TabsList>
  );
}
