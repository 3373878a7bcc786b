import { Link, useSearchParams } from 'react-router';
import { SUBSCRIPTION_TEXT } from '../../../common/subscription';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/page-title';
import { useSubscription } from './api';
import { BILLING_TEXT } from './texts';

/** Where checkout returns. Stripe's confirmation arrives by webhook, so the state is read until it is active. */
export function CheckoutCompletePage() {
  usePageTitle('Subscription');
  const [params] = useSearchParams();
  const local = params.get('provider') === 'local';
  const subscription = useSubscription({ pollUntilSubscribed: true });
  const active = subscription.data?.subscribed === true;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h1">{active ? BILLING_TEXT.completeActive : BILLING_TEXT.completeWaiting}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!active ? <Spinner /> : null}
          {local ? (
            <Alert>
              <AlertDescription>{SUBSCRIPTION_TEXT.localNoPayment}</AlertDescription>
            </Alert>
          ) : null}
          {active && subscription.data?.nextChargeAt ? (
            <p className="text-sm">
              Nothing has been charged. Your first charge is on {new Date(subscription.data.nextChargeAt).toLocaleDateString()}, after your first{' '}
              {subscription.data.plan === 'yearly' ? 'year' : 'month'} of service.
            </p>
          ) : null}
        </CardContent>
        <CardFooter>
          <Button asChild disabled={!active}>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
