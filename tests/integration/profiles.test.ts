import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from './helpers/databases';
import { oneDatabaseTest } from './helpers/one-database';
import { TestClient, signUp } from './helpers/client';
import { useTestServer } from './helpers/server';

interface ProfileBody {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  created_at: string;
  updated_at: string;
}

describe.each(DATABASE_TARGETS)('profiles, analyses, health and headers on %s', (target) => {
  const app = useTestServer(target);
  let validUser: Awaited<ReturnType<typeof signUp>> | undefined;

  beforeAll(async () => {
    const web = path.join(app.dataDir, 'web');
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
    writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log("app")');
  });

  oneDatabaseTest(target, "reads the signed-in user's profile", async () => {
    const { client, email, userId } = await signUp(app.url, { name: 'Grace Hopper' });
    const res = await client.get<ProfileBody>('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: userId,
      name: 'Grace Hopper',
      email,
      phone: null,
      address: null,
      mailing_address: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const own = await client.get<ProfileBody>(`/api/profiles/${userId}`);
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(userId);
  });

  oneDatabaseTest(target, 'updates name, phone and address, clears with empty strings, and keeps the account name in step', async () => {
    const { client } = await signUp(app.url, { name: 'Before' });
    const before = (await client.get<ProfileBody>('/api/profile')).body;
    const res = await client.patch<ProfileBody>('/api/profile', { name: '  After  ', phone: '555-0100', address: '1 Main St' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'After', phone: '555-0100', address: '1 Main St' });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    expect((await client.get<ProfileBody>('/api/profile')).body).toMatchObject({ name: 'After', phone: '555-0100' });
    const session = await client.get<{ user: { name: string } }>('/api/auth/get-session');
    expect(session.body.user.name).toBe('After');

    const cleared = await client.patch<ProfileBody>('/api/profile', { phone: '', address: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ name: 'After', phone: null, address: null });

    // The mailing address letters are sent from: checked and normalized, a message per field, null clears it.
    const mailing = await client.patch<ProfileBody & { mailing_address: unknown }>('/api/profile', {
      mailing_address: { street: ' 1  Main St ', city: 'Springfield', state: 'Illinois', zip: '627011234' },
    });
    expect(mailing.body.mailing_address).toEqual({ street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701-1234' });
    const badMailing = await client.patch<{ fields: Record<string, string> }>('/api/profile', {
      mailing_address: { street: '', city: 'X', state: 'ZZ', zip: '1' },
    });
    expect(badMailing.status).toBe(400);
    expect(Object.keys(badMailing.body.fields)).toEqual(expect.arrayContaining(['mailing_address.street', 'mailing_address.state', 'mailing_address.zip']));
    const noMailing = await client.patch<ProfileBody & { mailing_address: unknown }>('/api/profile', { mailing_address: null });
    expect(noMailing.body.mailing_address).toBeNull();

    const unchanged = await client.patch<ProfileBody>('/api/profile', {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.name).toBe('After');
  });

  for (const [label, body, field] of [
    ['an empty name', { name: '   ' }, 'name'],
    ['a 101-character name', { name: 'n'.repeat(101) }, 'name'],
    ['a 31-character phone', { phone: '1'.repeat(31) }, 'phone'],
    ['a 301-character address', { address: 'a'.repeat(301) }, 'address'],
    ['a number as name', { name: 42 }, 'name'],
    ['an email change', { email: 'other@example.com' }, '_'],
  ] as const) {
    oneDatabaseTest(target, `refuses ${label} with 400 VALIDATION_ERROR naming the field`, async () => {
      validUser ??= await signUp(app.url, { name: 'Valid' });
      const { client } = validUser;
      const res = await client.patch<{ code: string; message: string; fields: Record<string, string> }>('/api/profile', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.message.length).toBeGreaterThan(0);
      expect(Object.keys(res.body.fields)).toContain(field);
      expect((await client.get<ProfileBody>('/api/profile')).body.name).toBe('Valid');
    });
  }

  oneDatabaseTest(target, 'accepts the longest allowed values', async () => {
    const { client } = await signUp(app.url);
    const res = await client.patch<ProfileBody>('/api/profile', { name: 'n'.repeat(100), phone: '1'.repeat(30), address: 'a'.repeat(300) });
    expect(res.status).toBe(200);
  });

  oneDatabaseTest(target, 'refuses malformed JSON with 400', async () => {
    const { client } = await signUp(app.url);
    const res = await client.request('PATCH', '/api/profile', '{"name":', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  oneDatabaseTest(target, "answers 404 for another user's profile, never their data", async () => {
    const alice = await signUp(app.url, { name: 'Alice' });
    const bob = await signUp(app.url, { name: 'Bob', email: `bob-${Date.now()}@example.com` });
    const res = await alice.client.get(`/api/profiles/${bob.userId}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(JSON.stringify(res.body)).not.toContain('Bob');
    expect(JSON.stringify(res.body)).not.toContain(bob.email);
    const unknown = await alice.client.get('/api/profiles/no-such-user');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(res.body);
  });

  oneDatabaseTest(target, 'tells whether the user has analyses, only counting their own', async () => {
    const alice = await signUp(app.url);
    const bob = await signUp(app.url);
    expect((await alice.client.get('/api/analyses/exists')).body).toEqual({ hasAnalyses: false });
    await app.server.database.db.execute(
      sql`insert into credit_report_analyses (user_id, report_id, bureau) values (${bob.userId}, ${'reports/b.pdf'}, 'equifax')`,
    );
    expect((await alice.client.get('/api/analyses/exists')).body).toEqual({ hasAnalyses: false });
    expect((await bob.client.get('/api/analyses/exists')).body).toEqual({ hasAnalyses: true });
  });

  it('reports health with the database kind', async () => {
    const res = await new TestClient(app.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: target });
  });

  oneDatabaseTest(target, 'puts security headers and a request id on every response', async () => {
    const client = new TestClient(app.url);
    const responses = [
      await client.get('/api/health'),
      await client.get('/api/profile'),
      await client.get('/api/auth/get-session'),
      await client.get('/some/page'),
      await client.get('/assets/index-abc123.js'),
    ];
    for (const res of responses) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    }
  });

  oneDatabaseTest(target, 'answers unknown API paths with 404 JSON', async () => {
    const res = await new TestClient(app.url).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  oneDatabaseTest(target, 'serves the SPA: index.html (no-cache) for unknown pages, hashed assets cached for a year', async () => {
    const client = new TestClient(app.url);
    const page = await client.get('/settings');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(String(page.body)).toContain('<div id="root">');
    const asset = await client.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await client.get('/assets/missing.js')).status).toBe(404);
    const traversal = await fetch(`${app.url}/..%2f..%2fsession-secret`);
    expect(await traversal.text()).not.toContain(app.settings.sessionSecret);
  });
});
