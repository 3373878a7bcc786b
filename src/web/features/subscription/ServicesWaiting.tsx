import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { DEMO_SKIP_AHEAD_LABEL, openingStatement, SUBSCRIPTION_TEXT, type SubscriptionState } from '../../../common/subscription';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toastError } from '../../lib/errors';
import { useSkipAhead } from './api';

export const WAITING_TEXT = {
  cancelUntil: (deadline: string) => `You may cancel without paying anything until ${deadline}: Settings, Subscription, Cancel.`,
  nothingLost: 'Nothing you saved is lost by waiting, and your reports, findings and scores stay open meanwhile.',
  settings: 'Open Settings',
  demoNote: 'Local demo: this server takes no payments. The button moves only your account’s clock.',
  demoFailed: 'The demo clock could not move',
} as const;

/**
 * What a contracted screen shows during the business days to cancel (docs/decisions/160): when it opens, until when the
 * person may cancel, that nothing is lost; in local demo mode, the demo clock's button (decision 161).
 */
export function ServicesWaiting({ state, title }: { state: SubscriptionState; title?: string }) {
  const opening = state.servicesOpenAt && state.timeZone ? openingStatement(state.servicesOpenAt, state.timeZone) : null;
  const heading = title ?? SUBSCRIPTION_TEXT.notYetOpenTitle;
  return (
    <Alert role="region" aria-label={heading} data-testid="services-waiting">
      <Clock aria-hidden="true" />
      <AlertTitle>{heading}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        {opening ? (
          <p>
            Your services start on <strong>{opening}</strong>, after the {state.cancellationBusinessDays} business days you have to cancel.
          </p>
        ) : (
          <p>{SUBSCRIPTION_TEXT.notYetOpenFallback}</p>
        )}
        {state.cancellationDeadlineText ? <p>{WAITING_TEXT.cancelUntil(state.cancellationDeadlineText)}</p> : null}
        <p>{WAITING_TEXT.nothingLost}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" className="w-fit">
            <Link to="/settings?tab=subscription">{WAITING_TEXT.settings}</Link>
          </Button>
          {state.demoMode ? <DemoSkipAhead /> : null}
        </div>
        {state.demoMode ? <p className="text-muted-foreground text-sm">{WAITING_TEXT.demoNote}</p> : null}
      </AlertDescription>
    </Alert>
  );
}

/** The demo clock's button (local demo mode only; decision 161). */
export function DemoSkipAhead() {
  const skip = useSkipAhead();
  return (
    <Button
      className="w-fit"
      disabled={skip.isPending}
      onClick={() => skip.mutate(undefined, { onError: (error) => toastError(WAITING_TEXT.demoFailed, error, WAITING_TEXT.demoFailed) })}
    >
      {DEMO_SKIP_AHEAD_LABEL}
    </Button>
  );
}
