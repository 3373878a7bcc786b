import { Ban, CheckCircle2, Pencil, Undo2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { ENTRY_FIELDS, entryFieldLabel, entryFieldSchema, type EntryField, type ReviewEntryDto, type ReviewValue } from '../../../../common/review';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CorrectionForm } from './CorrectionForm';
import { displayValue, parseFieldInput } from './input';
import { REVIEW_TEXT } from './texts';

export interface EntryReviewActions {
  pending: boolean;
  correct: (key: string, field: EntryField, value: ReviewValue, done: () => void) => void;
  flag: (key: string, kind: 'not_mine' | 'accurate') => void;
  undo: (correctionId: string) => void;
}

/** What names an entry on screen: an inquiry's creditor, a record's type. */
export function entryName(entry: ReviewEntryDto): string {
  return String((entry.entry === 'inquiry' ? entry.current.creditor : entry.current.type) ?? '');
}

/**
 * One flagged inquiry or public record (decision 250): why we ask, its values as read (corrected ones marked, with
 * the value read and an undo), and the person's choices: accurate as read, a correction, not on my report / not mine.
 */
export function EntryReviewCard({ entry, actions }: { entry: ReviewEntryDto; actions: EntryReviewActions }) {
  const [editing, setEditing] = useState(false);
  const name = entryName(entry);
  const fields = ENTRY_FIELDS[entry.entry] as readonly EntryField[];
  const flag = entry.not_mine ?? entry.accurate;
  const flagText = entry.not_mine ? REVIEW_TEXT.markEntryNotMine : REVIEW_TEXT.markEntryAccurate;
  const note = entry.not_mine
    ? REVIEW_TEXT.entryNotMineNote
    : entry.accurate
      ? REVIEW_TEXT.entryAccurateNote
      : entry.corrections.length > 0
        ? REVIEW_TEXT.entryCorrectedNote
        : null;
  return (
    <li className={`flex flex-col gap-3 rounded-md border p-4 ${entry.not_mine ? 'border-dashed border-input bg-muted' : 'border-border'}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold break-words">{name}</h4>
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{entry.inquiry_kind ? REVIEW_TEXT.inquiryKind[entry.inquiry_kind] : REVIEW_TEXT.record}</Badge>
          {entry.not_mine ? <Badge variant="secondary">{REVIEW_TEXT.markEntryNotMine}</Badge> : null}
          {entry.accurate ? <Badge variant="success">{REVIEW_TEXT.markEntryAccurate}</Badge> : null}
        </div>
      </div>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      {entry.reading_warning ? (
        <div role="note" className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p>{entry.reading_warning}</p>
          {entry.reasons.length > 0 ? (
            <>
              <p className="font-medium">{REVIEW_TEXT.whyFlagged}</p>
              <ul className="list-disc pl-5">
                {entry.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr] lg:grid-cols-[auto_1fr_auto_1fr]">
        {fields.map((field) => {
          const correction = entry.corrections.find((c) => c.field === field);
          const label = entryFieldLabel(entry.entry, field);
          return (
            <Fragment key={field}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 break-words">
                <span>{displayValue(field, entry.current[field] ?? null)}</span>
                {correction ? (
                  <>
                    <Badge variant="warning">{REVIEW_TEXT.corrected}</Badge>
                    <span className="text-xs text-muted-foreground">
                      {REVIEW_TEXT.readAs} {displayValue(field, entry.read[field] ?? null)}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-7 px-2"
                      disabled={actions.pending}
                      aria-label={REVIEW_TEXT.undoLabel(label.toLowerCase(), name)}
                      onClick={() => actions.undo(correction.id)}
                    >
                      <Undo2 aria-hidden="true" />
                      {REVIEW_TEXT.undo}
                    </Button>
                  </>
                ) : null}
              </dd>
            </Fragment>
          );
        })}
      </dl>
      {editing ? (
        <CorrectionForm
          creditor={name}
          fields={fields}
          label={(f) => entryFieldLabel(entry.entry, f)}
          valueOf={(f) => entry.current[f] ?? null}
          parse={(f, text) => parseFieldInput(f, text, entryFieldSchema(entry.entry, f) ?? undefined)}
          pending={actions.pending}
          onCancel={() => setEditing(false)}
          onSave={(field, value) => actions.correct(entry.key, field, value, () => setEditing(false))}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!editing && !entry.not_mine ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`${REVIEW_TEXT.correct}: ${name}`}>
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
            aria-label={REVIEW_TEXT.undoLabel(`"${flagText}"`, name)}
          >
            <Undo2 aria-hidden="true" />
            {`${REVIEW_TEXT.undo} "${flagText}"`}
          </Button>
        ) : (
          <>
            {entry.corrections.length === 0 ? (
              <Button
                variant="outline"
                size="sm"
                disabled={actions.pending}
                onClick={() => actions.flag(entry.key, 'accurate')}
                aria-label={`${REVIEW_TEXT.markEntryAccurate}: ${name}`}
              >
                <CheckCircle2 aria-hidden="true" />
                {REVIEW_TEXT.markEntryAccurate}
              </Button>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              disabled={actions.pending}
              onClick={() => actions.flag(entry.key, 'not_mine')}
              aria-label={`${REVIEW_TEXT.markEntryNotMine}: ${name}`}
            >
              <Ban aria-hidden="true" />
              {REVIEW_TEXT.markEntryNotMine}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
