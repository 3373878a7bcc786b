import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FIELD_LABELS, fieldKind, type AddedAccount, type ReviewField } from '../../../../common/review';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { CategorySelect, FormActions } from './CorrectionForm';
import { parseFieldInput } from './input';
import { REVIEW_TEXT } from './texts';

/** The fields the add form asks for; the rest can be corrected once the account is added. */
const ADD_FIELDS = [
  'creditor',
  'accountNumber',
  'type',
  'status',
  'balance',
  'creditLimit',
  'dateOpened',
  'dateOfFirstDelinquency',
] as const satisfies readonly ReviewField[];

/** 'Add an account we missed': the account as printed; creditor and kind required, each value checked as the server does. */
export function AddAccountForm({
  pending,
  onAdd,
  onCancel,
}: {
  pending: boolean;
  onAdd: (account: AddedAccount, done: () => void) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [category, setCategory] = useState('revolving');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const account: Record<string, unknown> = { category };
    const found: Record<string, string> = {};
    for (const field of ADD_FIELDS) {
      const parsed = parseFieldInput(field, values[field] ?? '');
      if ('error' in parsed) found[field] = parsed.error;
      else if (parsed.value !== null) account[field] = parsed.value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onAdd(account as AddedAccount, () => setValues({}));
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {REVIEW_TEXT.addTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{REVIEW_TEXT.addIntro}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-category`} label={FIELD_LABELS.category}>
          <CategorySelect id={`${id}-category`} value={category} onChange={setCategory} />
        </FormField>
        {ADD_FIELDS.map((field) => {
          const inputId = `${id}-${field}`;
          const hint = field === 'creditor' ? undefined : REVIEW_TEXT.valueHint[fieldKind(field)];
          return (
            <FormField key={field} id={inputId} label={FIELD_LABELS[field]} hint={hint} error={errors[field]}>
              <Input
                id={inputId}
                autoComplete="off"
                value={values[field] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                {...fieldAria(inputId, errors[field], hint)}
              />
            </FormField>
          );
        })}
      </div>
      <FormActions pending={pending} onCancel={onCancel}>
        <Plus aria-hidden="true" />
        {REVIEW_TEXT.addSubmit}
      </FormActions>
    </form>
  );
}
