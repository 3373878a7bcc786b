/**
 * Calendar over HTTP (docs/api.md "Calendar", docs/decisions/115–119): events from the person's dispute items and
 * reports, their own events (create, validate, edit, delete), ICS downloads with SEQUENCE bumped when a date moves,
 * the private feed (token, reset, wrong token 404 and rate limited), the plan requirement, and ownership.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRawData } from '../../src/common/analysis';
import { CALENDAR_MESSAGES, type CalendarEventDto } from '../../src/common/calendar';
import type { DisputeItemMetadata } from '../../src/common/disputes/items';
import { calendarFeeds, creditReportAnalyses, disputeItems } from '../../src/server/db/schema';
import { sealAnalysisFields } from '../../src/server/modules/analyses/analysis-fields';
import { sealItemFields } from '../../src/server/modules/disputes/sealed-fields';
import { FEED_MISSES_ALLOWED } from '../../src/server/modules/calendar/routes';
import { signUp, TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { TEST_APP_URL, useTestServer } from './helpers/server';
import { subscribe } from './helpers/subscribe';

type Events = { events: CalendarEventDto[] };

const metadata = (extra: Partial<DisputeItemMetadata> = {}): DisputeItemMetadata => ({
  item_type: 'dispute_letter',
  dispute_letter: 'Dear Experian…',
  letter_generated_at: '2026-01-02T10:00:00.000Z',
  laws: ['FCRA 611'],
  priority: 'high',
  ...extra,
});

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const field = (ics: string, name: string) => [...unfold(ics).matchAll(new RegExp(`^${name}:(.*)$`, 'gm'))].map((m) => m[1]!.trim());

describe.each(DATABASE_TARGETS)('calendar on %s', (target) => {
  const app = useTestServer(target);
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let itemId: string;
  const db = () => app.server.database.db;

  beforeAll(async () => {
    owner = await signUp(app.url);
    stranger = await signUp(app.url);
    await subscribe(owner.client);
    await subscribe(stranger.client);
    const [analysis] = await db()
      .insert(creditReportAnalyses)
      .values({
        userId: owner.userId,
        reportId: 'test/report.pdf',
        bureau: 'experian',
        analysisStatus: 'completed',
        ...(await sealAnalysisFields(db(), owner.userId, { rawData: { report: { reportDate: '2026-01-15' } } as AnalysisRawData })),
      })
      .returning();
    const [item] = await db()
      .insert(disputeItems)
      .values({
        userId: owner.userId,
        analysisId: analysis!.id,
        bureau: 'experian',
        accountName: 'CAPITAL BANK',
        status: 'sent',
        dueDate: new Date('2026-02-01T00:00:00Z'),
        ...(await sealItemFields(db(), owner.userId, {
          disputeReason: 'Not mine',
          metadata: metadata({
            certified_mail: {
              tracking_id: 'ltr_1',
              tracking_number: '9407111',
              estimated_delivery_date: '2026-01-06',
              actual_delivery_date: null,
              tracking_url: null,
              status: 'in_transit',
              follow_up_date: '2026-02-10',
            },
          }),
        })),
        candidateKey: 'c-0123456789abcdef',
        code: 'not_mine',
      })
      .returning();
    itemId = item!.id;
  }, 120_000);

  const events = async (client: TestClient) => {
    const response = await client.get<Events>('/api/calendar/events');
    expect(response.status).toBe(200);
    return response.body.events;
  };

  oneDatabaseTest(target, 'derives events from dispute items and the latest report', async () => {
    const list = await events(owner.client);
    expect(list.map((e) => [e.id, e.kind, e.date, e.type, e.color])).toEqual([
      [`delivery-${itemId}`, 'delivery', '2026-01-06', 'task', 'gray'],
      [`due-${itemId}`, 'letter_due', '2026-02-01', 'dispute_letter', 'red'],
      [`follow-up-${itemId}`, 'follow_up', '2026-02-10', 'follow_up', 'orange'],
      ['review-1', 'review', '2026-05-15', 'review', 'blue'],
      ['review-2', 'review', '2026-09-15', 'review', 'blue'],
      ['review-3', 'review', '2027-01-15', 'review', 'blue'],
    ]);
    expect(list[1]).toMatchObject({ priority: 'high', bureaus: ['experian'], status: 'scheduled', sequence: 0, item_id: itemId, editable: false });
    expect(await events(stranger.client)).toEqual([]);
  });

  oneDatabaseTest(target, "adds, validates, edits and deletes the person's own events", async () => {
    const created = await owner.client.post<{ event: CalendarEventDto }>('/api/calendar/events', {
      title: ' Call the bank ',
      date: '2026-12-02',
      type: 'task',
      note: 'Ask for goodwill',
    });
    expect(created.status).toBe(201);
    const event = created.body.event;
    expect(event).toMatchObject({
      title: 'Call the bank',
      date: '2026-12-02',
      type: 'task',
      kind: 'custom',
      description: 'Ask for goodwill',
      color: 'gray',
      editable: true,
      sequence: 0,
    });

    const bad = await owner.client.post<{ message: string; fields: Record<string, string> }>('/api/calendar/events', {
      title: '',
      date: '2026-02-30',
      type: 'party',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ title: CALENDAR_MESSAGES.title, date: CALENDAR_MESSAGES.date, type: CALENDAR_MESSAGES.type });
    const far = await owner.client.post<{ message: string }>('/api/calendar/events', { title: 'Far', date: '2099-01-01', type: 'task' });
    expect([far.status, far.body.message]).toEqual([400, CALENDAR_MESSAGES.dateRange]);
    const long = await owner.client.post<{ message: string }>('/api/calendar/events', { title: 'x', date: '2026-12-02', type: 'task', note: 'n'.repeat(1001) });
    expect([long.status, long.body.message]).toEqual([400, CALENDAR_MESSAGES.note]);

    const edited = await owner.client.patch<{ event: CalendarEventDto }>(`/api/calendar/events/${event.id}`, {
      title: 'Call Capital Bank',
      date: '2026-12-03',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.event).toMatchObject({ title: 'Call Capital Bank', date: '2026-12-03', sequence: 1 });

    // Another person's id is 404 for every call, and nothing of the owner's changes.
    expect((await stranger.client.patch(`/api/calendar/events/${event.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await stranger.client.request('DELETE', `/api/calendar/events/${event.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/calendar/events/${event.id}/ics`)).status).toBe(404);
    expect((await stranger.client.get(`/api/calendar/events/due-${itemId}/ics`)).status).toBe(404);
    // Events from a dispute are not edited here.
    const derived = await owner.client.patch<{ message: string }>(`/api/calendar/events/due-${itemId}`, { title: 'x' });
    expect([derived.status, derived.body.message]).toEqual([409, CALENDAR_MESSAGES.notEditable]);

    expect((await owner.client.request('DELETE', `/api/calendar/events/${event.id}`)).status).toBe(200);
    expect((await events(owner.client)).some((e) => e.id === event.id)).toBe(false);
    expect((await owner.client.patch(`/api/calendar/events/${event.id}`, { title: 'gone' })).status).toBe(404);
  });

  oneDatabaseTest(target, 'downloads the calendar and one event as whole-day ICS, bumping SEQUENCE when a date moves', async () => {
    const all = await owner.client.get<string>('/api/calendar/ics');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toContain('text/calendar');
    expect(all.headers.get('content-disposition')).toMatch(
      /^attachment; filename="credit_repair_calendar\.ics"; filename\*=UTF-8''credit_repair_calendar\.ics$/,
    );
    expect(field(all.body, 'DTSTART;VALUE=DATE')).toEqual(['20260106', '20260201', '20260210', '20260515', '20260915', '20270115']);
    const uid = field(all.body, 'UID')[1]!;
    expect(uid).toMatch(new RegExp(`^due-${itemId}\\.[0-9a-f]{16}@creditfix-calendar$`));

    const one = await owner.client.get<string>(`/api/calendar/events/due-${itemId}/ics`);
    expect(one.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="credit_repair_dispute_letter_due-${itemId}\\.ics"`));
    expect(field(one.body, 'SEQUENCE')).toEqual(['0']);

    // The letter's due date moves: same UID, SEQUENCE 1; unchanged reads keep it.
    await db()
      .update(disputeItems)
      .set({ dueDate: new Date('2026-02-04T00:00:00Z') })
      .where(eq(disputeItems.id, itemId));
    for (let i = 0; i < 2; i += 1) {
      const moved = await owner.client.get<string>(`/api/calendar/events/due-${itemId}/ics`);
      expect(field(moved.body, 'UID')).toEqual([uid]);
      expect(field(moved.body, 'DTSTART;VALUE=DATE')).toEqual(['20260204']);
      expect(field(moved.body, 'SEQUENCE')).toEqual(['1']);
    }
  });

  it('serves a private feed by a secret token that a reset ends; wrong tokens are 404 and rate limited', async () => {
    const first = await owner.client.get<{ url: string }>('/api/calendar/feed-url');
    expect(first.body.url).toMatch(new RegExp(`^${TEST_APP_URL}/api/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await owner.client.get<{ url: string }>('/api/calendar/feed-url')).body.url).toBe(first.body.url);
    const token = first.body.url.split('/').at(-1)!.replace('.ics', '');
    const [row] = await db().select().from(calendarFeeds).where(eq(calendarFeeds.userId, owner.userId));
    expect(JSON.stringify(row)).not.toContain(token);

    const anonymous = new TestClient(app.url, null);
    const path = `/api/calendar/feed/${token}.ics`;
    const feed = await anonymous.get<string>(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(field(feed.body, 'UID')).toHaveLength(6);
    expect((await stranger.client.get<{ url: string }>('/api/calendar/feed-url')).body.url).not.toBe(first.body.url);

    const reset = await owner.client.post<{ url: string }>('/api/calendar/feed-url/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.url).not.toBe(first.body.url);
    expect((await anonymous.get(path)).status).toBe(404);
    const fresh = `/api/calendar/feed/${reset.body.url.split('/').at(-1)}`;
    expect((await anonymous.get(fresh)).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < FEED_MISSES_ALLOWED + 1; i += 1) statuses.push((await anonymous.get(`/api/calendar/feed/${'x'.repeat(43)}.ics`)).status);
    expect(statuses.filter((s) => s === 404).length).toBeGreaterThanOrEqual(FEED_MISSES_ALLOWED - 1);
    expect(statuses.at(-1)).toBe(429);
  });

  oneDatabaseTest(target, 'needs a plan (402) and a session (401)', async () => {
    const unsubscribed = await signUp(app.url);
    expect((await unsubscribed.client.get('/api/calendar/events')).status).toBe(402);
    expect((await unsubscribed.client.post('/api/calendar/events', { title: 'x', date: '2026-12-01', type: 'task' })).status).toBe(402);
    expect((await new TestClient(app.url).get('/api/calendar/events')).status).toBe(401);
  });
});
