import { ExternalLink } from 'lucide-react';
import { BUREAUS, BUREAU_LABELS } from '../../../common/analysis';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { StepHeading } from './StepHeading';
import { ANNUAL_CREDIT_REPORT_URL, BUREAU_REPORT_URLS, ONBOARDING_TEXT } from './texts';

function NewTabLink({ href, children, className }: { href: string; children: string; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" />
      <span className="sr-only"> {ONBOARDING_TEXT.getReports.newTab}</span>
    </a>
  );
}

export function GetReportsStep() {
  const t = ONBOARDING_TEXT.getReports;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 text-center">
        <StepHeading>{t.heading}</StepHeading>
        <p className="text-muted-foreground">{t.intro}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BUREAUS.map((bureau) => {
          const name = BUREAU_LABELS[bureau];
          return (
            <li key={bureau} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
              <h3 className="text-lg font-semibold">{name}</h3>
              <p className="flex-1 text-sm text-muted-foreground">{t.cardText(name)}</p>
              <NewTabLink href={BUREAU_REPORT_URLS[bureau]} className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
                {t.link(name)}
              </NewTabLink>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col items-center gap-2 rounded-lg bg-primary-soft p-4 text-center text-sm">
        <p>{t.official}</p>
        <NewTabLink href={ANNUAL_CREDIT_REPORT_URL} className={cn(buttonVariants({ variant: 'link' }), 'h-auto p-0')}>
          {t.officialLink}
        </NewTabLink>
      </div>
      <p className="text-center text-sm text-muted-foreground">{t.saveHint}</p>
    </div>
  );
}
