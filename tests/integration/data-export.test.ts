/**
 * "Download my data" (docs/api.md "Account", docs/decisions/192): the job builds one ZIP whose contents match what the
 * API shows, the uploaded file comes back decrypted, the link is the owner's alone and expires, and asking is limited.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataExportStatusDto } from '../../src/common/account';
import type { AnalysisDto } from '../../src/common/analysis';
import type { DisputeItemDto } from '../../src/common/disputes/items';
import { EXPORT_LINK_HOURS, EXPORTS_PER_DAY } from '../../src/server/modules/account/constants';
import { analysedReport, reportFixture, sleep } from './helpers/analyses';
import { personWithApprovedLetter } from './helpers/person-with-letter';
import { signUp, type TestClient } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { signUpSubscribed, subscribe } from './helpers/subscribe';
import { unzip } from './helpers/unzip';

describe.each(DATABASE_TARGETS)('exporting one’s data on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  async function ready(client: TestClient): Promise<DataExportStatusDto> {
    for (let i = 0; i < 300; i++) {
      const { body } = await client.get<DataExportStatusDto>('/api/account/export');
      if (body.status !== 'pending') return body;
      await sleep(100);
    }
    throw new Error('the export was not built');
  }
  const download = async (client: TestClient, url: string) => {
    const response = await fetch(app.url + url, { headers: { Cookie: client.cookieHeader() } });
    return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  oneDatabaseTest(target, 'one ZIP with the profile, analyses in the API’s shape, the file decrypted, letters, items, calendar and contracts', async () => {
    const { client, email, analysis: row } = await personWithApprovedLetter(app.url, 'Jordan Avery');
    expect((await client.get<DataExportStatusDto>('/api/account/export')).body).toEqual({ status: 'none' });
    const other = (await signUpSubscribed(app.url)).client;
    const asked = await client.post<DataExportStatusDto>('/api/account/export');
    expect(asked.status).toBe(202);
    expect(asked.body.status).toBe('pending');
    const status = await ready(client);
    expect(status).toMatchObject({ status: 'ready', url: '/api/account/export/download', expires_at: expect.any(String) });
    const hours = (Date.parse(status.expires_at!) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(EXPORT_LINK_HOURS - 1);
    expect(hours).toBeLessThanOrEqual(EXPORT_LINK_HOURS);

    // The second user has none, and cannot download the first's.
    expect((await other.get<DataExportStatusDto>('/api/account/export')).body).toEqual({ status: 'none' });
    expect((await download(other, status.url!)).status).toBe(404);

    const zip = await download(client, status.url!);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    const files = unzip(zip.bytes);
    const names = [...files.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'disputes/items.json',
        'disputes/letters.json',
        'calendar.ics',
        'notifications.json',
        'contracts/records.json',
      ]),
    );
    expect(JSON.parse(files.get('profile.json')!.toString())).toMatchObject({ email, name: 'Jordan Avery' });
    const analysis = JSON.parse(files.get(names.find((n) => n.startsWith('analyses/'))!)!.toString()) as AnalysisDto;
    const full = (await client.get<{ analysis: AnalysisDto }>(`/api/analyses/${row.id}`)).body.analysis;
    expect(analysis).toEqual(full);
    const upload = files.get(names.find((n) => n.startsWith('uploads/'))!)!;
    expect(Buffer.compare(upload, Buffer.from((await reportFixture('experian-current')).pdf))).toBe(0);
    const items = JSON.parse(files.get('disputes/items.json')!.toString()) as DisputeItemDto[];
    expect(items.map((i) => i.id)).toEqual((await client.get<{ items: DisputeItemDto[] }>('/api/disputes')).body.items.map((i) => i.id));
    const pdf = files.get(names.find((n) => n.startsWith('letters/') && n.endsWith('.pdf'))!)!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(files.get('calendar.ics')!.toString()).toMatch(/^BEGIN:VCALENDAR/);
    expect(names.some((n) => /^contracts\/.+\.pdf$/.test(n))).toBe(true);

    // Past its expiry the link answers 404 and the status says so.
    await app.server.database.db.execute(sql`update data_exports set expires_at = now() - interval '1 minute'`);
    expect((await client.get<DataExportStatusDto>('/api/account/export')).body.status).toBe('expired');
    expect((await download(client, status.url!)).status).toBe(404);
  });

  oneDatabaseTest(target, 'carries the advice only if the person’s services were ever open (decision 169)', async () => {
    const exported = async (client: TestClient) => {
      expect((await client.post('/api/account/export')).status).toBe(202);
      const files = unzip((await download(client, (await ready(client)).url!)).bytes);
      return JSON.parse(files.get([...files.keys()].find((n) => n.startsWith('analyses/'))!)!.toString()) as AnalysisDto;
    };
    // Cancelled inside the period: services never opened, so the download has what the screens had.
    const never = (await signUp(app.url)).client;
    const [row] = await analysedReport(app.url, never);
    await subscribe(never, 'monthly', { waitForServices: true });
    expect((await never.post('/api/subscription/cancel')).status).toBe(200);
    const withheld = await exported(never);
    expect(withheld.raw_data!.advice_withheld).toBe(true);
    expect(withheld.raw_data!.recommendations).toBeUndefined();
    expect(withheld).toEqual((await never.get<{ analysis: AnalysisDto }>(`/api/analyses/${row.id}`)).body.analysis);

    // Opened, then cancelled: the advice they were given stays theirs in the download, though the screens close.
    const { client: opened, userId } = await signUp(app.url);
    await analysedReport(app.url, opened);
    await subscribe(opened);
    expect((await opened.post('/api/subscription/cancel')).status).toBe(200);
    await app.server.database.db.execute(sql`update subscriptions set ends_at = now() - interval '1 day' where user_id = ${userId}`);
    expect((await opened.get<{ subscription: { servicesOpen: boolean } }>('/api/subscription')).body.subscription.servicesOpen).toBe(false);
    const kept = await exported(opened);
    expect(kept.raw_data!.advice_withheld).toBeUndefined();
    expect(kept.raw_data!.recommendations!.length).toBeGreaterThan(0);
  });

  it('asking is limited per day', async () => {
    const { client } = await signUpSubscribed(app.url);
    for (let i = 0; i < EXPORTS_PER_DAY; i++) expect((await client.post('/api/account/export')).status).toBe(202);
    expect((await client.post('/api/account/export')).status).toBe(429);
  });
});
