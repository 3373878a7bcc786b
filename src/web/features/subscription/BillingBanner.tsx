import { Link } from 'react-router';
import { SUBSCRIPTION_TEXT } from '../../../common/subscription';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { useSubscription } from './api';

/** The in-app banner for a failed payment (and for a free month that has ended), on every signed-in page. */
export function BillingBanner() {
  const { data } = useSubscription();
  if (data?.paymentFailed) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          {SUBSCRIPTION_TEXT.paymentFailed}{' '}
          <Link className="font-medium underline" to="/settings?tab=subscription">
            Update payment method
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}
