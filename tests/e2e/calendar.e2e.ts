/**
 * Calendar (spec document 2 §5, docs/decisions/115–119): a subscribed person adds an event, sees it in the Month,
 * Week and Day views and the day detail, downloads the ICS and reads it; reviews follow from their report.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { blockingViolations, formatViolations } from './harness/axe';
import { DESKTOP, journey, PHONE } from './harness/journey';
import { reportFiles, uploadViaApi, waitForAnalyses } from './harness/reports';
import { signUpViaApi, subscribeViaApi, uniqueUser } from './harness/users';
import { screenshot } from './harness/screenshots';
import { expectText, expectVisible } from './pages/expect';
import { expectToast } from './pages/toast';

const files = reportFiles();
afterAll(() => files.cleanup());

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** RFC 5545 lines longer than 75 octets are folded; read them whole. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

/** The downloaded file's text (the browser is connected remotely, so the file is saved to a local copy first). */
async function downloaded(download: Download): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-ics-')), download.suggestedFilename());
  await download.saveAs(file);
  return unfold(readFileSync(file, 'utf8'));
}

async function addEvent(page: Page, title: string, date: string) {
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Type').selectOption('credit_building');
  await dialog.getByLabel('Note (optional)').fill('Ask for a goodwill adjustment');
  await dialog.getByRole('button', { name: 'Save event' }).click();
  await expectToast(page, 'Event saved');
}

journey(
  'calendar: add an event, see it in Month, Week and Day, download the ICS (1280 px)',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('calendar'));
    await subscribeViaApi(context);
    await uploadViaApi(context, 'experian', (await files.write('experian-current')).file);
    await waitForAnalyses(context, 120_000);

    await page.goto('/calendar');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Calendar' }), 'the Calendar heading', 30_000);
    await expectText(page, 'Upcoming Events');
    await expectText(page, 'No events for this date');
    // The empty form says what is missing.
    await page.getByRole('button', { name: 'Add Event' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save event' }).click();
    await expectText(page.getByRole('dialog'), 'Enter a title of 1 to 120 characters.');
    await page.keyboard.press('Escape');

    const today = localDay(new Date());
    const title = 'Call Capital Bank about goodwill';
    await addEvent(page, title, today);

    const panel = page.getByRole('tabpanel');
    await expectText(panel, title);
    await page.getByRole('tab', { name: 'Week' }).click();
    await expectText(page.getByRole('tabpanel'), title);
    await page.getByRole('tab', { name: 'Day' }).click();
    await expectText(page.getByRole('tabpanel'), title);
    await expectText(page.getByRole('tabpanel'), 'Ask for a goodwill adjustment');
    await page.getByRole('tab', { name: 'Month' }).click();
    // Reviews every 4 months after the report are on the calendar too.
    await expectText(page.getByRole('list', { name: 'Upcoming Events' }), title);
    const reviews = (await (await context.request.get('/api/calendar/events')).json()) as { events: { kind: string }[] };
    expect(reviews.events.filter((e) => e.kind === 'review')).toHaveLength(3);
    await screenshot(page, 'calendar');
    const violations = await blockingViolations(page);
    expect(violations, formatViolations('/calendar (Month)', violations)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Calendar' }).click()]);
    expect(download.suggestedFilename()).toBe('credit_repair_calendar.ics');
    const ics = await downloaded(download);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:${title}`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${today.replaceAll('-', '')}`);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);

    // The event's own file, then a move of its date: the same UID with SEQUENCE 1.
    const item = page.getByTestId('calendar-event').filter({ hasText: title }).first();
    const [single] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: /Download/ }).click()]);
    expect(single.suggestedFilename()).toMatch(/^credit_repair_credit_building_[0-9a-f-]{36}\.ics$/);
    const first = await downloaded(single);
    expect(first).toContain('SEQUENCE:0');
    const uid = /UID:(.+)\r\n/.exec(first)![1]!;

    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await item.getByRole('button', { name: /Edit/ }).click();
    await page.getByRole('dialog').getByLabel('Date').fill(localDay(tomorrow));
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Event saved');
    await expectText(page.getByRole('main'), 'No events for this date');
    const id = single.suggestedFilename().replace('credit_repair_credit_building_', '').replace('.ics', '');
    const moved = unfold(await (await context.request.get(`/api/calendar/events/${id}/ics`)).text());
    expect(moved).toContain(`UID:${uid}`);
    expect(moved).toContain('SEQUENCE:1');
    expect(moved).toContain(`DTSTART;VALUE=DATE:${localDay(tomorrow).replaceAll('-', '')}`);
  },
  { viewport: DESKTOP, timeoutMs: 240_000 },
);

journey(
  'calendar: the phone layout with an event (390 px)',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('calendar-phone'));
    await subscribeViaApi(context);
    await page.goto('/calendar');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Calendar' }), 'the Calendar heading', 30_000);
    await addEvent(page, 'Mail the follow-up letter', localDay(new Date()));
    await expectText(page.getByRole('list', { name: 'Upcoming Events' }), 'Mail the follow-up letter');
    await screenshot(page, 'calendar');
    await page.getByRole('tab', { name: 'Week' }).click();
    await screenshot(page, 'calendar-week');
    const violations = await blockingViolations(page);
    expect(violations, formatViolations('/calendar (Week, 390 px)', violations)).toEqual([]);
  },
  { viewport: PHONE },
);
