/** The events a person adds: create, edit, delete, always within their own rows (docs/decisions/115). */
import { and, eq, sql } from 'drizzle-orm';
import {
  addYears,
  CALENDAR_MESSAGES,
  CUSTOM_YEARS_RANGE,
  type CalendarEventDto,
  type CustomEventPatch,
  type CustomEventRequest,
} from '../../../common/calendar';
import type { Db } from '../../db/client';
import { calendarEvents, calendarEventSequences } from '../../db/schema';
import { AppError } from '../../errors';
import { findEvent } from './list-events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkRange(date: string | undefined, today: string) {
  if (date === undefined) return;
  if (date < addYears(today, -CUSTOM_YEARS_RANGE) || date > addYears(today, CUSTOM_YEARS_RANGE)) {
    throw new AppError('VALIDATION_ERROR', CALENDAR_MESSAGES.dateRange, { fields: { date: CALENDAR_MESSAGES.dateRange } });
  }
}

async function dto(db: Db, userId: string, id: string): Promise<CalendarEventDto> {
  const event = await findEvent(db, userId, id);
  if (!event) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.notFound);
  return event;
}

export async function createCustomEvent(db: Db, userId: string, body: CustomEventRequest, today: string): Promise<CalendarEventDto> {
  checkRange(body.date, today);
  const [row] = await db
    .insert(calendarEvents)
    .values({ userId, title: body.title, date: body.date, type: body.type, note: body.note ?? '' })
    .returning({ id: calendarEvents.id });
  return dto(db, userId, row!.id);
}

/** The person's own event row, or 404 (also for another person's id, and for an event derived from a dispute). */
async function ownRow(db: Db, userId: string, id: string) {
  if (!UUID.test(id)) {
    if (await findEvent(db, userId, id)) throw new AppError('CONFLICT', CALENDAR_MESSAGES.notEditable);
    throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.notFound);
  }
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.notFound);
  return row;
}

export async function updateCustomEvent(db: Db, userId: string, id: string, patch: CustomEventPatch, today: string): Promise<CalendarEventDto> {
  await ownRow(db, userId, id);
  checkRange(patch.date, today);
  await db
    .update(calendarEvents)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)));
  return dto(db, userId, id);
}

export async function deleteCustomEvent(db: Db, userId: string, id: string): Promise<void> {
  await ownRow(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.delete(calendarEvents).where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)));
    await tx.delete(calendarEventSequences).where(and(eq(calendarEventSequences.eventId, id), eq(calendarEventSequences.userId, userId)));
  });
}
