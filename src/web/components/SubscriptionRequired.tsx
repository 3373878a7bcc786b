import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { SUBSCRIPTION_TEXT } from '../../common/subscription';
import { SUBSCRIPTION_PATH } from '../lib/errors';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { Button } from './ui/button';

/**
 * What a paid screen shows instead of its content when the server answered 402 SUBSCRIPTION_REQUIRED
 * (docs/decisions/064): the server's sentence and the way to /subscription. Check with `isSubscriptionRequired(error)`
 * from src/web/lib/errors.ts.
 */
export function SubscriptionRequired({ className }: { className?: string }) {
  return (
    <Alert variant="warning" role="region" aria-label={SUBSCRIPTION_TEXT.requiredTitle} className={className}>
      <Lock aria-hidden="true" />
      <AlertTitle>{SUBSCRIPTION_TEXT.requiredTitle}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <p>{SUBSCRIPTION_TEXT.required}</p>
        <Button asChild className="w-fit">
          <Link to={SUBSCRIPTION_PATH}>{SUBSCRIPTION_TEXT.requiredAction}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
