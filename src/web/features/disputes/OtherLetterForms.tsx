import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { DisputeGroup } from './groups';
import { postalAddressSchema, US_STATES } from '../../../common/postal-address';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { errorMessage, toastError } from '../../lib/errors';
import { useCreateLetter } from './api';
import { bureauLabel } from './DisputeDetail';
import { LETTER_TEXT as TEXT } from './texts';

/** Separate letters for the group's items: to the furnisher directly, and a 609 file-disclosure request. */
export function OtherLetterForms({ group, selected }: { group: DisputeGroup; selected: string[] }) {
  const create = useCreateLetter();
  const [name, setName] = useState('');
  const [street, setStreet] = useState('');
  const [city, setCity] = useState('');
  const [state, setState] = useState('');
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | null>(null);
  const idBase = `furnisher-${group.id}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = postalAddressSchema.safeParse({ street, city, state, zip });
    if (!name.trim()) return setError('Enter the creditor or collector name.');
    if (!address.success) return setError(address.error.issues[0]?.message ?? 'Check the address.');
    if (selected.length === 0) return setError('Select at least one item above.');
    setError(null);
    create.mutate(
      {
        kind: 'furnisher_dispute',
        item_ids: selected,
        furnisher: { name: name.trim(), address: address.data as { street: string; city: string; state: string; zip: string } },
      },
      { onSuccess: () => toast.success('Letter created: find it under Drafts'), onError: (err) => setError(errorMessage(err, 'Could not create the letter.')) },
    );
  };

  return (
    <section aria-label={TEXT.otherLetters} className="flex flex-col gap-4 rounded-md border border-border p-4">
      <h3 className="font-semibold">{TEXT.otherLetters}</h3>
      <details>
        <summary className="cursor-pointer font-medium">{TEXT.furnisherTitle}</summary>
        <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{TEXT.furnisherHint}</p>
          <p role="note" className="rounded-md bg-warning-soft p-3 text-sm text-warning" data-testid="furnisher-honesty">
            {TEXT.furnisherHonesty}
          </p>
          <FormField id={`${idBase}-name`} label={TEXT.furnisherName}>
            <Input id={`${idBase}-name`} value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField id={`${idBase}-street`} label="Street">
            <Input id={`${idBase}-street`} value={street} onChange={(e) => setStreet(e.target.value)} />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
            <FormField id={`${idBase}-city`} label="City">
              <Input id={`${idBase}-city`} value={city} onChange={(e) => setCity(e.target.value)} />
            </FormField>
            <FormField id={`${idBase}-state`} label="State">
              <select
                id={`${idBase}-state`}
                className="h-10 rounded-md border border-input bg-card px-2 text-sm"
                value={state}
                onChange={(e) => setState(e.target.value)}
              >
                <option value="">Choose a state</option>
                {Object.entries(US_STATES).map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={`${idBase}-zip`} label="ZIP">
              <Input id={`${idBase}-zip`} inputMode="numeric" value={zip} onChange={(e) => setZip(e.target.value)} />
            </FormField>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="outline" className="w-fit" disabled={create.isPending}>
            {TEXT.createFurnisher}
          </Button>
        </form>
      </details>
      {group.bureau !== 'all' ? (
        <div className="flex flex-col gap-2">
          <p className="font-medium">{TEXT.disclosureTitle}</p>
          <p className="text-sm text-muted-foreground">{TEXT.disclosureHint}</p>
          <Button
            variant="outline"
            className="w-fit"
            disabled={create.isPending}
            onClick={() =>
              create.mutate(
                { kind: 'file_disclosure', bureau: group.bureau as 'experian' | 'transunion' | 'equifax' },
                {
                  onSuccess: () => toast.success(`609 request to ${bureauLabel(group.bureau)} created: find it under Drafts`),
                  onError: (err) => toastError('Could not create the letter', err, 'Please try again.'),
                },
              )
            }
          >
            {TEXT.createDisclosure}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
