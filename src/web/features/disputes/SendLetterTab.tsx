import { useState } from 'react';
import { toast } from 'sonner';
import { MAIL_TEXT, type SendMailResponse } from '../../../common/mail';
import type { LetterDto } from '../../../common/disputes/letters';
import { US_STATES } from '../../../common/postal-address';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useProfile } from '../account/profile-api';
import { useAuthSession } from '../auth/session';
import { useSendCertifiedMail } from './api';
import { MAIL_SCREEN } from './texts';

const FIELDS = ['name', 'address', 'city', 'state', 'zip'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { name: 'Name', address: 'Address', city: 'City', state: 'State', zip: 'ZIP code' };

/**
 * What 'Error sending letter' says (spec document 2 §8, decision 136): the server's error (Lob's refusal, or its
 * own 'Failed to send certified mail'); a server failure that came back without words falls back to the latter;
 * no answer at all (the network) to 'There was an error sending your letter. Please try again.'
 */
export function sendFailure(error: unknown): string {
  if (error instanceof ApiError) return error.message || MAIL_TEXT.failedFallback;
  return MAIL_TEXT.errorDescription;
}

/** Spec §2 "Send Letter" tab (only when the item is ready): the five address fields, prefilled from Settings. */
export function SendLetterTab({ letter, recipient, onSent }: { letter: LetterDto; recipient: string; onSent: (sent: SendMailResponse) => void }) {
  const { user } = useAuthSession();
  const profile = useProfile(user?.id ?? null);
  const send = useSendCertifiedMail();
  const mailing = profile.data?.mailing_address;
  const prefill: Record<Field, string> = {
    name: profile.data?.name ?? '',
    address: mailing ? [mailing.street, mailing.street2].filter(Boolean).join(', ') : '',
    city: mailing?.city ?? '',
    state: mailing?.state ?? '',
    zip: mailing?.zip ?? '',
  };
  const [edited, setEdited] = useState<Partial<Record<Field, string>>>({});
  const values = { ...prefill, ...edited };
  const [returnReceipt, setReturnReceipt] = useState(false);
  const [extended, setExtended] = useState(false);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (FIELDS.some((f) => !values[f].trim())) {
      toast.error(MAIL_TEXT.missingTitle, { description: MAIL_TEXT.missingDescription });
      return;
    }
    const loading = toast.loading(MAIL_TEXT.sending);
    // mutateAsync, not mutate's callbacks: the refetch after a send removes this tab before they would run.
    send
      .mutateAsync({ id: letter.id, ...values, return_receipt: returnReceipt, extended_period: extended })
      .then((sent: Partial<SendMailResponse> | null) => {
        toast.dismiss(loading);
        // An answer that does not confirm the send (spec: the response is read for success) is not a send.
        if (sent?.success !== true || !sent.lobResponse || !sent.tracking) {
          toast.error(MAIL_TEXT.failed);
          return;
        }
        toast.success(MAIL_TEXT.sent);
        toast.success(MAIL_TEXT.sentTitle, {
          description: sent.lobResponse.trackingNumber ? `Tracking number: ${sent.lobResponse.trackingNumber}` : undefined,
        });
        onSent(sent as SendMailResponse);
      })
      .catch((error: unknown) => {
        toast.dismiss(loading);
        toast.error(MAIL_TEXT.errorTitle, { description: sendFailure(error) });
      });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{MAIL_SCREEN.sendTitle}</CardTitle>
        <CardDescription>{MAIL_SCREEN.sendIntro(recipient)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium">{MAIL_SCREEN.fromLegend}</legend>
            {FIELDS.map((f) => (
              <div key={f} className={f === 'address' || f === 'name' ? 'sm:col-span-2' : undefined}>
                <FormField id={`mail-${f}`} label={LABELS[f]}>
                  {f === 'state' ? (
                    <select
                      id="mail-state"
                      className="h-10 rounded-md border border-input bg-card px-3 text-sm"
                      value={values.state}
                      onChange={(e) => setEdited({ ...edited, state: e.target.value })}
                    >
                      <option value="">Choose a state</option>
                      {Object.entries(US_STATES).map(([code, name]) => (
                        <option key={code} value={code}>
                          {name}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <Input
                      id={`mail-${f}`}
                      value={values[f]}
                      autoComplete={f === 'name' ? 'name' : f === 'address' ? 'street-address' : f === 'city' ? 'address-level2' : 'postal-code'}
                      inputMode={f === 'zip' ? 'numeric' : undefined}
                      onChange={(e) => setEdited({ ...edited, [f]: e.target.value })}
                    />
                  )}
                </FormField>
              </div>
            ))}
          </fieldset>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={returnReceipt} onChange={(e) => setReturnReceipt(e.target.checked)} />
            <span>{MAIL_SCREEN.returnReceipt}</span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={extended} onChange={(e) => setExtended(e.target.checked)} />
            <span>{MAIL_SCREEN.extended}</span>
          </label>
          <p className="rounded-lg bg-muted p-4 text-sm text-muted-foreground">{MAIL_SCREEN.undoNote}</p>
          <Button type="submit" className="w-fit" disabled={send.isPending}>
            {send.isPending ? MAIL_SCREEN.sending : MAIL_SCREEN.sendButton}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
