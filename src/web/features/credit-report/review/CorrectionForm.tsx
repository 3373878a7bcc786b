import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ACCOUNT_CATEGORIES, CATEGORY_LABELS, fieldKind, type CorrectedField, type ReviewValue } from '../../../../common/review';
import { Button } from '../../../components/ui/button';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { inputText, parseFieldInput } from './input';
import { REVIEW_TEXT } from './texts';

export const selectClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** A select of the account categories, shared by the correction and the add forms. */
export function CategorySelect(props: { id: string; value: string; onChange: (value: string) => void; describedBy?: Record<string, unknown> }) {
  return (
    <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)} className={selectClass} {...props.describedBy}>
      {ACCOUNT_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {CATEGORY_LABELS[c]}
        </option>
      ))}
    </select>
  );
}

/** A review form's submit (busy while sending) and Cancel. */
export function FormActions({ pending, onCancel, children }: { pending: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
        {children}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
        {REVIEW_TEXT.cancel}
      </Button>
    </div>
  );
}

/** One field's correction: pick the field, type the value as printed, save. An account's fields, or an entry's (decision 250). */
export function CorrectionForm<F extends CorrectedField>({
  creditor,
  fields,
  initial = fields[0]!,
  label,
  valueOf,
  parse = (field, text) => parseFieldInput(field, text),
  pending,
  onSave,
  onCancel,
}: {
  creditor: string;
  fields: readonly F[];
  /** The field chosen at the start (the first one unless given). */
  initial?: F;
  label: (field: F) => string;
  valueOf: (field: F) => ReviewValue;
  parse?: (field: F, text: string) => { value: ReviewValue } | { error: string };
  pending: boolean;
  onSave: (field: F, value: ReviewValue) => void;
  onCancel: () => void;
}) {
  const fieldId = useId();
  const valueId = useId();
  const [field, setField] = useState<F>(initial);
  const [text, setText] = useState(inputText(initial, valueOf(initial)));
  const [error, setError] = useState<string | undefined>(undefined);
  const kind = fieldKind(field);
  const hint = REVIEW_TEXT.valueHint[kind];

  function choose(next: F) {
    setField(next);
    setText(inputText(next, valueOf(next)));
    setError(undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parse(field, text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    onSave(field, parsed.value);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`${REVIEW_TEXT.correct}: ${creditor}`} className="flex flex-col gap-3 rounded-md bg-muted p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={fieldId} label={REVIEW_TEXT.fieldLabel}>
          <select id={fieldId} value={field} onChange={(e) => choose(e.target.value as F)} className={selectClass}>
            {fields.map((f) => (
              <option key={f} value={f}>
                {label(f)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={valueId} label={`${REVIEW_TEXT.valueLabel}: ${label(field)}`} hint={hint} error={error}>
          {kind === 'category' ? (
            <CategorySelect id={valueId} value={text} onChange={setText} describedBy={fieldAria(valueId, error, hint)} />
          ) : (
            <Input
              id={valueId}
              autoComplete="off"
              inputMode={kind === 'money' ? 'decimal' : undefined}
              value={text}
              onChange={(e) => setText(e.target.value)}
              {...fieldAria(valueId, error, hint)}
            />
          )}
        </FormField>
      </div>
      <FormActions pending={pending} onCancel={onCancel}>
        {REVIEW_TEXT.save}
      </FormActions>
    </form>
  );
}
