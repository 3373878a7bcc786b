import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  couponDiscount,
  formatUsd,
  planFor,
  FREE_MONTH_STATEMENT,
  SUBSCRIPTION_FEATURES,
  SUBSCRIPTION_TEXT,
  YEARLY_DISCOUNT_LABEL,
  type CouponDiscount,
  type PlanType,
} from '../../../common/subscription';
import { CROA_CANCELLATION_BUSINESS_DAYS } from '../../../common/state-credit-services';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePageTitle } from '../../lib/page-title';
import { checkCoupon, useSubscription } from './api';
import { choiceSearch } from './plan-choice';
import { BILLING_TEXT } from './texts';

export function subscribeLabel(planType: PlanType, discount: CouponDiscount): string {
  return discount === 100 ? SUBSCRIPTION_TEXT.startFreeTrial : SUBSCRIPTION_TEXT.subscribeNow(planFor(planType, discount));
}

function PlanPrice({ planType, discount, businessDays }: { planType: PlanType; discount: CouponDiscount; businessDays: number }) {
  const plan = planFor(planType, discount);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline gap-2">
        <span className="text-4xl font-bold" data-testid="plan-price">
          {formatUsd(plan.finalPriceCents)}
        </span>
        <span className="text-muted-foreground">{discount === 100 ? ' for your first month' : `/${plan.interval}`}</span>
        {discount > 0 ? <span className="text-muted-foreground line-through">{formatUsd(plan.basePriceCents)}</span> : null}
        {planType === 'yearly' ? <Badge className="bg-success-soft text-success">{YEARLY_DISCOUNT_LABEL}</Badge> : null}
      </div>
      {planType === 'yearly' ? <p className="text-sm font-medium text-success">Save {formatUsd(plan.savingsCents)} a year</p> : null}
      <p className="text-sm text-muted-foreground">
        {planType === 'monthly' ? BILLING_TEXT.arrearsMonthly(businessDays) : BILLING_TEXT.arrearsYearly(businessDays)}
      </p>
    </div>
  );
}

export function SubscriptionPage() {
  usePageTitle('Subscription');
  const navigate = useNavigate();
  const subscription = useSubscription();
  const businessDays = subscription.data?.cancellationBusinessDays ?? CROA_CANCELLATION_BUSINESS_DAYS;
  const [planType, setPlanType] = useState<PlanType>('monthly');
  const [code, setCode] = useState('');
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [discount, setDiscount] = useState<CouponDiscount>(0);
  const [applying, setApplying] = useState(false);

  if (subscription.isPending) return <PageSpinner />;
  const state = subscription.data;

  async function applyCoupon() {
    setApplying(true);
    try {
      const { discount: found } = await checkCoupon(code.trim());
      const value = couponDiscount(code) === found ? found : 0;
      setDiscount(value);
      setAppliedCode(value ? code.trim() : null);
      toast.success(value === 100 ? SUBSCRIPTION_TEXT.coupon100 : SUBSCRIPTION_TEXT.coupon25);
    } catch {
      setDiscount(0);
      setAppliedCode(null);
      toast.error(SUBSCRIPTION_TEXT.couponInvalid);
    } finally {
      setApplying(false);
    }
  }

  function subscribe() {
    const search = choiceSearch({ planType, couponCode: appliedCode });
    navigate(state?.disclosureAcknowledgedAt ? `/subscription/contract${search}` : `/subscription/disclosure${search}`);
  }

  if (state?.subscribed) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h1">{BILLING_TEXT.subscribedTitle}</CardTitle>
            <CardDescription>
              {state.provider === 'trial'
                ? `Free month until ${new Date(state.subscriptionEnds ?? '').toLocaleDateString()}`
                : `${state.plan === 'yearly' ? 'Yearly' : 'Monthly'} plan`}
            </CardDescription>
          </CardHeader>
          <CardFooter className="gap-3">
            <Button asChild>
              <Link to="/settings?tab=subscription">{BILLING_TEXT.manage}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      {state?.trialEnded ? (
        <Alert variant="warning">
          <AlertDescription>{SUBSCRIPTION_TEXT.trialEnded}</AlertDescription>
        </Alert>
      ) : null}
      {state?.paymentsMode === 'local' ? (
        <Alert data-testid="demo-mode">
          <AlertDescription>{state.demoMode ? BILLING_TEXT.demoMode : BILLING_TEXT.localMode}</AlertDescription>
        </Alert>
      ) : null}
      {state && !state.plansOffered ? (
        <Alert variant="warning" role="region" aria-label={BILLING_TEXT.plansUnavailableTitle}>
          <AlertTitle>{BILLING_TEXT.plansUnavailableTitle}</AlertTitle>
          <AlertDescription>{state.plansUnavailableReason}</AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h1">{SUBSCRIPTION_TEXT.cardTitle}</CardTitle>
          <CardDescription>Credit Repair Subscription</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <Tabs value={planType} onValueChange={(value) => setPlanType(value as PlanType)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="monthly">Monthly</TabsTrigger>
              <TabsTrigger value="yearly">Yearly</TabsTrigger>
            </TabsList>
            <TabsContent value="monthly" className="pt-4">
              <PlanPrice planType="monthly" discount={discount} businessDays={businessDays} />
            </TabsContent>
            <TabsContent value="yearly" className="pt-4">
              <PlanPrice planType="yearly" discount={discount} businessDays={businessDays} />
            </TabsContent>
          </Tabs>
          {discount === 100 ? <p className="text-sm text-success">{FREE_MONTH_STATEMENT}</p> : null}

          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Included features">
            {SUBSCRIPTION_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>

          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (code.trim() && !applying) void applyCoupon();
            }}
          >
            <Label htmlFor="coupon">Coupon code</Label>
            <div className="flex gap-2">
              <Input id="coupon" value={code} onChange={(event) => setCode(event.target.value)} placeholder="Enter coupon code" autoComplete="off" />
              <Button type="submit" variant="outline" disabled={!code.trim() || applying}>
                Apply
              </Button>
            </div>
          </form>
        </CardContent>
        <CardFooter className="flex flex-col items-stretch gap-3">
          <Button size="lg" onClick={subscribe} disabled={state ? !state.plansOffered : false}>
            {subscribeLabel(planType, discount)}
          </Button>
          {discount === 100 ? null : <p className="text-center text-sm text-muted-foreground">{SUBSCRIPTION_TEXT.autoRenew}</p>}
          <p className="text-center text-sm text-muted-foreground">{SUBSCRIPTION_TEXT.cancelAnytime}</p>
        </CardFooter>
      </Card>
    </div>
  );
}
