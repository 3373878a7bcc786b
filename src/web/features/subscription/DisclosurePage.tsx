import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DISCLOSURE_FTC_ADDRESS, DISCLOSURE_PARAGRAPHS, DISCLOSURE_TITLE } from '../../../common/croa';
import type { StateDisclosure } from '../../../common/state-credit-services';
import { SUBSCRIPTION_TEXT } from '../../../common/subscription';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { toastError } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { useAcknowledgeDisclosure, useSubscription } from './api';
import { choiceFromSearch, choiceSearch } from './plan-choice';
import { BILLING_TEXT } from './texts';

/**
 * The statement of 15 U.S.C. 1679c, on its own page, before any contract; then the person's state act's own text
 * where its row asks for it before the contract (decision 166).
 */
export function DisclosureStatement({ state = null }: { state?: StateDisclosure | null }) {
  return (
    <div className="flex flex-col gap-3 text-sm leading-relaxed">
      {DISCLOSURE_PARAGRAPHS.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <address className="not-italic">
        {DISCLOSURE_FTC_ADDRESS.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      {state?.beforeContract ? (
        <section className="flex flex-col gap-2 pt-2" aria-label={state.title} data-testid="state-disclosure">
          <h2 className="text-base font-semibold">{state.title}</h2>
          <p>{state.text}</p>
        </section>
      ) : null}
    </div>
  );
}

export function DisclosurePage() {
  usePageTitle(DISCLOSURE_TITLE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choice = choiceFromSearch(params);
  const [read, setRead] = useState(false);
  const acknowledge = useAcknowledgeDisclosure();
  const stateText = useSubscription().data?.stateDisclosure ?? null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Card>
        <CardHeader>
          <CardDescription>{BILLING_TEXT.disclosureStep}</CardDescription>
          <CardTitle as="h1">{DISCLOSURE_TITLE}</CardTitle>
        </CardHeader>
        <CardContent>
          <DisclosureStatement state={stateText} />
        </CardContent>
        <CardFooter className="flex flex-col items-start gap-4">
          <label className="flex items-start gap-2 text-sm font-medium">
            <input type="checkbox" className="mt-0.5 size-4" checked={read} onChange={(event) => setRead(event.target.checked)} />
            {BILLING_TEXT.acknowledge}
          </label>
          <Button
            disabled={!read || acknowledge.isPending}
            onClick={() =>
              acknowledge.mutate(undefined, {
                onSuccess: () => navigate(`/subscription/contract${choiceSearch(choice)}`),
                onError: (error) => toastError('Error', error, SUBSCRIPTION_TEXT.genericError),
              })
            }
          >
            {BILLING_TEXT.continueToContract}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
