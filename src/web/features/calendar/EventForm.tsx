import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CALENDAR_TEXT, customEventSchema, EVENT_TYPE_LABELS, type CalendarEventDto } from '../../../common/calendar';
import { ITEM_TYPES, type ItemType } from '../../../common/disputes/items';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/errors';
import { useCreateEvent, useUpdateEvent } from './api';

type Fields = { title: string; date: string; type: ItemType; note: string };

const selectClass = 'h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** 'Add Event' and edit: title, date, type, note (decision 115), checked here and on the server with one schema. */
export function EventForm({
  open,
  onOpenChange,
  event,
  defaultDate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: CalendarEventDto | null;
  defaultDate: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{event ? 'Edit event' : CALENDAR_TEXT.addEvent}</DialogTitle>
        <DialogDescription>Your own reminder, kept with the dates from your disputes.</DialogDescription>
        {open ? <EventFormBody key={event?.id ?? defaultDate} event={event} defaultDate={defaultDate} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EventFormBody({ event, defaultDate, onDone }: { event: CalendarEventDto | null; defaultDate: string; onDone: () => void }) {
  const [fields, setFields] = useState<Fields>({
    title: event?.title ?? '',
    date: event?.date ?? defaultDate,
    type: event?.type ?? 'task',
    note: event?.description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | '_', string>>>({});
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const pending = create.isPending || update.isPending;
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = customEventSchema.safeParse(fields);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? '_')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (event) await update.mutateAsync({ id: event.id, ...parsed.data, note: parsed.data.note ?? '' });
      else await create.mutateAsync(parsed.data);
      toast.success(CALENDAR_TEXT.saved);
      onDone();
    } catch (error) {
      setErrors({ _: errorMessage(error, CALENDAR_TEXT.saveError) });
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <FormField id="event-title" label="Title" error={errors.title}>
        <Input id="event-title" value={fields.title} onChange={set('title')} maxLength={200} {...fieldAria('event-title', errors.title)} />
      </FormField>
      <FormField id="event-date" label="Date" error={errors.date}>
        <Input id="event-date" type="date" value={fields.date} onChange={set('date')} {...fieldAria('event-date', errors.date)} />
      </FormField>
      <FormField id="event-type" label="Type" error={errors.type}>
        <select id="event-type" className={selectClass} value={fields.type} onChange={set('type')} {...fieldAria('event-type', errors.type)}>
          {ITEM_TYPES.map((t) => (
            <option key={t} value={t}>
              {EVENT_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="event-note" label="Note (optional)" error={errors.note}>
        <textarea id="event-note" className={`${selectClass} h-24 py-2`} value={fields.note} onChange={set('note')} {...fieldAria('event-note', errors.note)} />
      </FormField>
      {errors._ ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors._}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {event ? 'Save changes' : 'Save event'}
        </Button>
      </div>
    </form>
  );
}
