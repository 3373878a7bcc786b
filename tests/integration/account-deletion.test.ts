/**
 * Deleting the account (docs/api.md "Account", docs/decisions/191): the password is checked, the session ends at
 * once, and the delete-account job leaves no row in any table, no stored file and no outbox mail naming the person —
 * except the CROA records the law keeps. The job resumes where a failure stopped it. The Stripe customer is closed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_TEXT, CROA_RECORD_RETENTION_YEARS } from '../../src/common/account';
import { CROA_RETENTION_YEARS } from '../../src/server/modules/billing/croa-retention';
import { queryRows } from '../../src/server/db/client';
import { eraseAccount, storedFilesOf } from '../../src/server/modules/account/erase-account';
import { outboxDirectory } from '../../src/server/providers/email/outbox';
import { createStripePayments } from '../../src/server/providers/payments/stripe';
import { createReportStorage, reportsDirectory } from '../../src/server/providers/storage';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../mocks/stripe';
import { sleep } from './helpers/analyses';
import { personWithApprovedLetter } from './helpers/person-with-letter';
import { signIn } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';
import { ENGINE_ONCE } from './helpers/engine-once';
import { RETAINED_BY_LAW, tablesNaming } from './helpers/table-walk';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe.each(DATABASE_TARGETS)('deleting an account on %s', (target) => {
  const app = useTestServer(target, {}, { analysis: ENGINE_ONCE });

  async function personWithData(name: string) {
    const person = await personWithApprovedLetter(app.url, name);
    const { client } = person;
    // A password reset leaves an email in the outbox and a token naming the user.
    expect((await client.post('/api/auth/request-password-reset', { email: person.email, redirectTo: '/reset-password' })).status).toBe(200);
    return person;
  }

  const waitErased = async (userId: string) => {
    for (let i = 0; i < 300; i++) {
      const [row] = await queryRows<{ n: number }>(app.server.database.db, sql`select count(*)::int as n from "user" where id = ${userId}`);
      if (row!.n === 0) return;
      await sleep(100);
    }
    throw new Error('the account was not erased');
  };

  it('checks the password, signs out at once, and leaves nothing naming the person but the CROA records', async () => {
    const person = await personWithData('Jordan Avery');
    const bystander = await personWithData('Casey Morgan');
    const { client, userId, email, password } = person;
    const db = app.server.database.db;
    const files = await storedFilesOf(db, userId);
    expect(files.length).toBeGreaterThanOrEqual(2);
    const outbox = () => filesUnder(outboxDirectory(app.dataDir)).filter((f) => readFileSync(f, 'utf8').includes(email));
    expect(outbox().length).toBeGreaterThan(0);
    expect(await tablesNaming(db, userId)).toEqual(expect.arrayContaining(['credit_report_analyses', 'user_data_keys']));

    const wrong = await client.request<{ fields: Record<string, string> }>('DELETE', '/api/account', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.password).toBe(ACCOUNT_DELETION_TEXT.wrongPassword);
    expect((await client.request('DELETE', '/api/account', {})).status).toBe(400);
    expect((await client.get('/api/profile')).status).toBe(200);

    const deleted = await client.request('DELETE', '/api/account', { password });
    expect(deleted.status).toBe(202);
    expect(deleted.body).toEqual({ status: 'scheduled' });
    expect(deleted.headers.getSetCookie().join(';')).toMatch(/better-auth\.session_token=;/);
    // The session is gone at once (the cookie as it was before, too), and the password no longer signs in.
    expect((await client.get('/api/profile')).status).toBe(401);
    expect((await signIn(app.url, email, password)).response.status).toBe(401);

    await waitErased(userId);
    for (const key of files) expect(existsSync(path.join(reportsDirectory(app.dataDir), key))).toBe(false);
    expect(filesUnder(path.join(reportsDirectory(app.dataDir), userId))).toEqual([]);
    expect(outbox()).toEqual([]);
    const naming = [...new Set([...(await tablesNaming(db, userId)), ...(await tablesNaming(db, email))])];
    expect(naming.filter((t) => !RETAINED_BY_LAW.has(t))).toEqual([]);
    // The other person is untouched.
    expect((await bystander.client.get('/api/profile')).status).toBe(200);
    expect((await storedFilesOf(db, bystander.userId)).every((key) => existsSync(path.join(reportsDirectory(app.dataDir), key)))).toBe(true);
  });

  it('the job resumes after a failure part way and finishes the rest; running it again is harmless', async () => {
    const { userId } = await personWithData('Riley Quinn');
    const db = app.server.database.db;
    const storage = createReportStorage(app.settings);
    const keys = await storedFilesOf(db, userId);
    let deletes = 0;
    const failing = {
      ...storage,
      delete: async (key: string) => {
        if (++deletes === 2) throw new Error('storage went away');
        return storage.delete(key);
      },
    };
    const deps = { db, dataDir: app.dataDir, logger: app.server.logger };
    await expect(eraseAccount({ ...deps, storage: failing }, userId)).rejects.toThrow('storage went away');
    // The data key went first (crypto-shredding, decision 195): the sealed fields left behind are unreadable already.
    expect(await queryRows(db, sql`select 1 from user_data_keys where user_id = ${userId}`)).toEqual([]);
    // The first file is gone, the rows are all there: nothing was lost track of.
    expect(existsSync(path.join(reportsDirectory(app.dataDir), keys[0]!))).toBe(false);
    expect(await storedFilesOf(db, userId)).toEqual(keys);
    expect(await eraseAccount({ ...deps, storage }, userId)).toMatchObject({ erased: true });
    for (const key of keys) expect(existsSync(path.join(reportsDirectory(app.dataDir), key))).toBe(false);
    expect((await tablesNaming(db, userId)).filter((t) => !RETAINED_BY_LAW.has(t))).toEqual([]);
    expect(await eraseAccount({ ...deps, storage }, userId)).toEqual({ files: 0, mail: 0, erased: false });
  });
});

describe('the Stripe customer is closed', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  it('deletes the customer, which ends its subscription; a second call is harmless', async () => {
    const payments = createStripePayments({ secretKey: FAKE_STRIPE_SECRET_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, apiUrl: stripe.url });
    stripe.customers.set('cus_gone', { id: 'cus_gone', object: 'customer' });
    stripe.subscriptions.set('sub_gone', { id: 'sub_gone', object: 'subscription', customer: 'cus_gone', status: 'active' });
    await payments.closeCustomer('cus_gone');
    expect(stripe.customers.has('cus_gone')).toBe(false);
    expect(stripe.subscriptions.get('sub_gone')).toMatchObject({ status: 'canceled' });
    await payments.closeCustomer('cus_gone');
  });
});

describe('the retention the screen states', () => {
  it('is the CROA retention the purge uses', () => {
    expect(CROA_RECORD_RETENTION_YEARS).toBe(CROA_RETENTION_YEARS);
  });
});
