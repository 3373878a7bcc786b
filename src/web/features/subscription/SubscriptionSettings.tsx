import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatUsd, openingStatement, SUBSCRIPTION_TEXT, type SubscriptionState } from '../../../common/subscription';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/errors';
import { DOCUMENT_URLS, openPortal, useCancelSubscription, useInvoices, useSubscription } from './api';
import { DemoSkipAhead } from './ServicesWaiting';
import { planLabel } from './plan-label';
import { BILLING_TEXT } from './texts';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—');

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function CancelButton({ state }: { state: SubscriptionState }) {
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  if (!state.subscribed || state.cancelAtPeriodEnd) return null;
  if (!confirming) {
    return (
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {BILLING_TEXT.cancel}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border p-3">
      <p className="text-sm">
        {state.withinCancellationWindow
          ? `You are within your ${state.cancellationBusinessDays} business days to cancel: the plan ends now and nothing is charged.`
          : 'No further charges will be made. You keep access until the end of the period under way.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="destructive"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: (result) => {
                setConfirming(false);
                toast.success(result.inWindow ? BILLING_TEXT.cancelledInWindow : BILLING_TEXT.cancelledLater);
              },
              onError: (error) => toast.error(errorMessage(error, SUBSCRIPTION_TEXT.genericError)),
            })
          }
        >
          {BILLING_TEXT.cancelConfirm}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          {BILLING_TEXT.keep}
        </Button>
      </div>
    </div>
  );
}

/** Settings → Subscription: plan, next charge, invoices, the signed documents, payment method and Cancel. */
export function SubscriptionSettings() {
  const subscription = useSubscription();
  const invoices = useInvoices();
  if (subscription.isPending) return <Skeleton className="h-48 w-full" />;
  const state = subscription.data;
  if (!state) return <p role="alert">Could not load your subscription.</p>;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Subscription</CardTitle>
          <CardDescription>{planLabel(state)}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm">
          {state.paymentFailed ? (
            <Alert variant="destructive">
              <AlertDescription>{SUBSCRIPTION_TEXT.paymentFailed}</AlertDescription>
            </Alert>
          ) : null}
          {state.paymentsMode === 'local' && state.subscribed ? (
            <Alert>
              <AlertDescription>{state.demoMode ? BILLING_TEXT.demoMode : BILLING_TEXT.localMode}</AlertDescription>
            </Alert>
          ) : null}
          <dl className="flex flex-col gap-2">
            <Row label="Plan">{planLabel(state)}</Row>
            <Row label="Next charge">
              {state.nextChargeAt && state.nextChargeCents !== null ? `${formatUsd(state.nextChargeCents)} on ${day(state.nextChargeAt)}` : 'None'}
            </Row>
            {state.subscriptionEnds ? <Row label="Access until">{day(state.subscriptionEnds)}</Row> : null}
            {state.withinCancellationWindow ? <Row label="Cancel with no charge until">{state.cancellationDeadlineText}</Row> : null}
            {state.subscribed && !state.servicesOpen && state.servicesOpenAt && state.timeZone ? (
              <Row label="Services start">{openingStatement(state.servicesOpenAt, state.timeZone)}</Row>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-2">
            {!state.subscribed ? (
              <Button asChild>
                <Link to="/subscription">Choose a plan</Link>
              </Button>
            ) : null}
            {state.provider === 'stripe' ? (
              <Button
                variant="outline"
                onClick={() =>
                  void openPortal()
                    .then(({ url }) => window.location.assign(url))
                    .catch((error: unknown) => toast.error(errorMessage(error, SUBSCRIPTION_TEXT.genericError)))
                }
              >
                Update payment method
              </Button>
            ) : null}
            <CancelButton state={state} />
            {state.subscribed && !state.servicesOpen && state.demoMode ? <DemoSkipAhead /> : null}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Documents</CardTitle>
          <CardDescription>Your rights statement and your signed contract, as PDFs.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={DOCUMENT_URLS.disclosure} download>
              Consumer Credit File Rights (PDF)
            </a>
          </Button>
          {state.contractId ? (
            <Button asChild variant="outline">
              <a href={DOCUMENT_URLS.contract} download>
                Signed contract (PDF)
              </a>
            </Button>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Invoices</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          {invoices.data?.length ? (
            <ul className="flex flex-col divide-y divide-border">
              {invoices.data.map((invoice) => (
                <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {day(invoice.periodStart)} – {day(invoice.periodEnd)}
                  </span>
                  <span className="font-medium">
                    {formatUsd(invoice.amountCents)} · {invoice.status}
                  </span>
                  {invoice.url ? (
                    <a className="text-primary underline" href={invoice.url} target="_blank" rel="noreferrer">
                      View
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">No invoices yet.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
