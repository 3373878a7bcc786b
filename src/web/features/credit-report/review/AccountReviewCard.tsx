import { Ban, CheckCircle2, Pencil, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { FIELD_LABELS, REVIEW_FIELDS, type ReviewAccountDto, type ReviewField, type ReviewValue } from '../../../../common/review';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { maskAccountNumber } from '../model';
import { CorrectionForm } from './CorrectionForm';
import { displayValue } from './input';
import { REVIEW_TEXT } from './texts';

export interface ReviewActions {
  pending: boolean;
  correct: (key: string, field: ReviewField, value: ReviewValue, done: () => void) => void;
  flag: (key: string, kind: 'not_mine' | 'accurate') => void;
  undo: (correctionId: string, message?: string) => void;
}

function FieldRow({ account, field, actions }: { account: ReviewAccountDto; field: ReviewField; actions: ReviewActions }) {
  const correction = account.corrections.find((c) => c.kind === 'field' && c.field === field);
  const value = account.current[field] as ReviewValue;
  const derived = field === 'dateOfFirstDelinquency' && value !== null && account.current.dofdSource === 'removal_date';
  return (
    <>
      <dt className="text-muted-foreground">{FIELD_LABELS[field]}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 break-words">
        <span className={field === 'accountNumber' && value ? 'font-mono' : undefined}>
          {field === 'accountNumber' && typeof value === 'string' ? maskAccountNumber(value) : displayValue(field, value)}
        </span>
        {derived ? <span className="text-xs text-muted-foreground">({REVIEW_TEXT.derivedDofd})</span> : null}
        {correction && account.read ? (
          <>
            <Badge variant="warning">{REVIEW_TEXT.corrected}</Badge>
            <span className="text-xs text-muted-foreground">
              {REVIEW_TEXT.readAs}{' '}
              {field === 'accountNumber' && typeof account.read[field] === 'string'
                ? maskAccountNumber(account.read[field] as string)
                : displayValue(field, account.read[field] as ReviewValue)}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              disabled={actions.pending}
              aria-label={REVIEW_TEXT.undoLabel(FIELD_LABELS[field].toLowerCase(), account.current.creditor)}
              onClick={() => actions.undo(correction.id)}
            >
              <Undo2 aria-hidden="true" />
              {REVIEW_TEXT.undo}
            </Button>
          </>
        ) : null}
      </dd>
    </>
  );
}

/** One account as read: its values (corrected ones marked, with the value read and an undo) and its actions. */
export function AccountReviewCard({ account, actions }: { account: ReviewAccountDto; actions: ReviewActions }) {
  const [editing, setEditing] = useState(false);
  const { current } = account;
  const flag = account.not_mine ?? account.accurate;
  const added = account.corrections.find((c) => c.kind === 'add');
  return (
    <li className={`flex flex-col gap-3 rounded-md border p-4 ${account.not_mine ? 'border-dashed border-input bg-muted' : 'border-border'}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">{current.creditor}</h3>
        <div className="flex flex-wrap gap-1">
          {account.origin === 'added' ? <Badge variant="outline">{REVIEW_TEXT.added}</Badge> : null}
          {account.not_mine ? <Badge variant="secondary">{REVIEW_TEXT.notMine}</Badge> : null}
          {account.accurate ? <Badge variant="success">{REVIEW_TEXT.accurate}</Badge> : null}
          <Badge variant={current.negative ? 'destructive' : 'secondary'}>{current.negative ? REVIEW_TEXT.negative : REVIEW_TEXT.notNegative}</Badge>
        </div>
      </div>
      {flag ? <p className="text-sm text-muted-foreground">{account.not_mine ? REVIEW_TEXT.notMineNote : REVIEW_TEXT.accurateNote}</p> : null}
      {account.reading_warning ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {account.reading_warning}
        </p>
      ) : null}
      <dl className="grid grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr] lg:grid-cols-[auto_1fr_auto_1fr]">
        {REVIEW_FIELDS.filter((f) => f !== 'creditor' || account.corrections.some((c) => c.field === 'creditor')).map((field) => (
          <FieldRow key={field} account={account} field={field} actions={actions} />
        ))}
      </dl>
      {editing ? (
        <CorrectionForm
          creditor={current.creditor}
          fields={REVIEW_FIELDS}
          initial="balance"
          label={(f) => FIELD_LABELS[f]}
          valueOf={(f) => current[f] as ReviewValue}
          pending={actions.pending}
          onCancel={() => setEditing(false)}
          onSave={(field, value) => actions.correct(account.key, field, value, () => setEditing(false))}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`${REVIEW_TEXT.correct}: ${current.creditor}`}>
            <Pencil aria-hidden="true" />
            {REVIEW_TEXT.correct}
          </Button>
        ) : null}
        {flag ? (
          <Button
            variant="outline"
            size="sm"
            disabled={actions.pending}
            onClick={() => actions.undo(flag.id)}
            aria-label={REVIEW_TEXT.undoLabel(account.not_mine ? REVIEW_TEXT.notMine.toLowerCase() : REVIEW_TEXT.accurate.toLowerCase(), current.creditor)}
          >
            <Undo2 aria-hidden="true" />
            {`${REVIEW_TEXT.undo} "${account.not_mine ? REVIEW_TEXT.notMine : REVIEW_TEXT.accurate}"`}
          </Button>
        ) : (
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={actions.pending}
              onClick={() => actions.flag(account.key, 'not_mine')}
              aria-label={`${REVIEW_TEXT.markNotMine}: ${current.creditor}`}
            >
              <Ban aria-hidden="true" />
              {REVIEW_TEXT.markNotMine}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={actions.pending}
              onClick={() => actions.flag(account.key, 'accurate')}
              aria-label={`${REVIEW_TEXT.markAccurate}: ${current.creditor}`}
            >
              <CheckCircle2 aria-hidden="true" />
              {REVIEW_TEXT.markAccurate}
            </Button>
          </>
        )}
        {added ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={actions.pending}
            onClick={() => actions.undo(added.id)}
            aria-label={`${REVIEW_TEXT.removeAdded}: ${current.creditor}`}
          >
            <Trash2 aria-hidden="true" />
            {REVIEW_TEXT.removeAdded}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
