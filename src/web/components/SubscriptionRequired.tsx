import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { SUBSCRIPTION_TEXT } from '../../common/subscription';
import { SUBSCRIPTION_PATH } from '../lib/errors';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { Button } from './ui/button';

/**
 * What a paid screen shows instead of its content when the server answered 402 SUBSCRIPTION_REQUIRED
 * (docs/decisions/064): what the feature gives (when the screen says it), the server's sentence and the way to
 * /subscription. Check with `isSubscriptionRequired(error)` from src/web/lib/errors.ts.
 */
export function SubscriptionRequired({ className, title, description }: { className?: string; title?: string; description?: string }) {
  const heading = title ?? SUBSCRIPTION_TEXT.requiredTitle;
  return (
    <Alert variant="warning" role="region" aria-label={heading} className={className} data-testid="subscription-required">
      <Lock aria-hidden="true" />
      <AlertTitle>{heading}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        {description ? <p>{description}</p> : null}
        <p>{SUBSCRIPTION_TEXT.required}</p>
        <Button asChild className="w-fit">
          <Link to={SUBSCRIPTION_PATH}>{SUBSCRIPTION_TEXT.requiredAction}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
