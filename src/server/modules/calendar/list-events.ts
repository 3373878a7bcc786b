/** The person's calendar: derived from their dispute items and reports, plus their own events, with sequences. */
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CalendarEventDto } from '../../../common/calendar';
import type { Db } from '../../db/client';
import { calendarEvents, calendarEventSequences, creditReportAnalyses, disputeItems } from '../../db/schema';
import { openAnalysisRows } from '../analyses/analysis-fields';
import { notOtherPersons } from '../analyses/report-owner';
import { deriveEvents, type DerivedEvent } from './derive-events';
import { openItemRows } from '../disputes/sealed-fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report date of the latest completed analysis (decision 080: the printed date, else the upload day). */
async function latestReportDate(db: Db, userId: string): Promise<string | null> {
  const stored = await db
    .select({ userId: creditReportAnalyses.userId, rawData: creditReportAnalyses.rawData, uploadDate: creditReportAnalyses.uploadDate })
    .from(creditReportAnalyses)
    .where(and(eq(creditReportAnalyses.userId, userId), eq(creditReportAnalyses.analysisStatus, 'completed'), notOtherPersons));
  const rows = await openAnalysisRows(db, stored);
  const days = rows.map((r) => {
    const printed = r.rawData?.report.reportDate;
    return printed && DAY.test(printed) ? printed : r.uploadDate.toISOString().slice(0, 10);
  });
  return days.sort().at(-1) ?? null;
}

/** A UID that stays with the event for its life, and differs between people (apps keep one store per calendar app). */
export const uidOf = (userId: string, eventId: string) => `${eventId}.${createHash('sha256').update(userId).digest('hex').slice(0, 16)}@creditfix-calendar`;

/** Records each event's date; a moved date bumps its SEQUENCE (docs/decisions/117). */
async function withSequences(db: Db, userId: string, events: DerivedEvent[]): Promise<CalendarEventDto[]> {
  if (events.length > 0) {
    await db
      .insert(calendarEventSequences)
      .values(events.map((e) => ({ userId, eventId: e.id, date: e.date, sequence: 0 })))
      .onConflictDoUpdate({
        target: [calendarEventSequences.userId, calendarEventSequences.eventId],
        set: { date: sql`excluded.date`, sequence: sql`${calendarEventSequences.sequence} + 1` },
        setWhere: sql`${calendarEventSequences.date} <> excluded.date`,
      });
  }
  const rows = await db.select().from(calendarEventSequences).where(eq(calendarEventSequences.userId, userId));
  const sequence = new Map(rows.map((r) => [r.eventId, r.sequence]));
  return events.map((e) => ({ ...e, uid: uidOf(userId, e.id), sequence: sequence.get(e.id) ?? 0 }));
}

export async function listEvents(db: Db, userId: string): Promise<CalendarEventDto[]> {
  const items = await openItemRows(db, await db.select().from(disputeItems).where(eq(disputeItems.userId, userId)).orderBy(desc(disputeItems.createdAt)));
  const customs = await db.select().from(calendarEvents).where(eq(calendarEvents.userId, userId));
  const events = deriveEvents({
    items: items.map((i) => ({
      id: i.id,
      bureau: i.bureau,
      accountName: i.accountName,
      status: i.status,
      dueDate: i.dueDate ? i.dueDate.toISOString().slice(0, 10) : null,
      letterId: i.letterId,
      metadata: i.metadata,
    })),
    customs: customs.map((c) => ({ id: c.id, title: c.title, date: c.date, type: c.type, note: c.note })),
    latestReportDate: await latestReportDate(db, userId),
  });
  return withSequences(db, userId, events);
}

/** One event of the person's calendar, or null. */
export async function findEvent(db: Db, userId: string, id: string): Promise<CalendarEventDto | null> {
  return (await listEvents(db, userId)).find((e) => e.id === id) ?? null;
}
