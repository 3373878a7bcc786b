import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { cancellationSentence, CONTRACT_TITLE, noticeOfCancellation } from '../../../common/croa';
import { couponDiscount } from '../../../common/subscription';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PageSpinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/page-title';
import { useContractPreview, useSubscription } from './api';
import { choiceFromSearch, choiceSearch } from './plan-choice';
import { useStartPlan } from './start-plan';
import { BILLING_TEXT } from './texts';
import { subscribeLabel } from './SubscriptionPage';

/** The written contract of 15 U.S.C. 1679d with the notice of cancellation (1679e) in duplicate, then the signature. */
export function ContractPage() {
  usePageTitle(CONTRACT_TITLE);
  const [params] = useSearchParams();
  const choice = choiceFromSearch(params);
  const discount = couponDiscount(choice.couponCode);
  const subscription = useSubscription();
  const preview = useContractPreview(choice.planType, choice.couponCode);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { start, busy } = useStartPlan();

  if (preview.isPending || subscription.isPending) return <PageSpinner />;
  if (!subscription.data?.disclosureAcknowledgedAt) {
    return (
      <Alert variant="warning" className="mx-auto max-w-3xl">
        <AlertDescription>
          Please read your rights first.{' '}
          <Link className="font-medium underline" to={`/subscription/disclosure${choiceSearch(choice)}`}>
            Consumer Credit File Rights Under State and Federal Law
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  if (!preview.data) return <p role="alert">The contract could not be loaded. Please try again.</p>;
  const { terms, sections } = preview.data;
  const notice = noticeOfCancellation(terms.business, terms.cancelByDate, terms.cancellationBusinessDays);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Card>
        <CardHeader>
          <CardDescription>{BILLING_TEXT.contractStep}</CardDescription>
          <CardTitle as="h1">{CONTRACT_TITLE}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5 text-sm leading-relaxed">
          {sections.map((section) => (
            <section key={section.title} className="flex flex-col gap-2">
              <h2 className="text-base font-semibold">{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 48)}>{paragraph}</p>
              ))}
            </section>
          ))}

          <form
            className="flex flex-col gap-4 rounded-md border border-border p-4"
            aria-label="Signature"
            onSubmit={(event) => {
              event.preventDefault();
              if (name.trim().length >= 2 && agreed && !busy) void start(choice, discount, name.trim());
            }}
          >
            <p className="font-bold" data-testid="cancellation-sentence">
              {cancellationSentence(terms.cancellationBusinessDays)}
            </p>
            <div className="flex flex-col gap-2">
              <Label htmlFor="signature">{BILLING_TEXT.signLabel}</Label>
              <Input id="signature" value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
            </div>
            <label className="flex items-start gap-2 font-medium">
              <input type="checkbox" className="mt-0.5 size-4" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
              {BILLING_TEXT.agreeLabel}
            </label>
            <Button type="submit" size="lg" className="h-auto min-h-11 whitespace-normal py-2" disabled={name.trim().length < 2 || !agreed || busy}>
              {BILLING_TEXT.signAndContinue}: {subscribeLabel(choice.planType, discount)}
            </Button>
          </form>

          {[1, 2].map((copy) => (
            <section key={copy} className="flex flex-col gap-2 border-t border-dashed border-border pt-4" aria-label={`${notice.title}, copy ${copy} of 2`}>
              <h2 className="text-base font-semibold">{notice.title}</h2>
              <p className="text-xs text-muted-foreground">Copy {copy} of 2</p>
              {notice.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
