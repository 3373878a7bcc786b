import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { REMINDERS_QUEUE } from '../../src/server/jobs/reminder-jobs';
import { setWrappingKeys } from '../../src/server/db/encryption/wrapping-keys';
import { sleep } from './helpers/analyses';
import { type ChildServer, spawnServer } from './helpers/child';
import { createPostgresDatabase, DATABASE_TARGETS, type TestDatabase } from './helpers/databases';
import { analysisFor, dayOffset, insertItem } from './helpers/reminders';
import { TEST_APP_URL } from './helpers/server';
import { TestSmtpServer } from './helpers/smtp';

/**
 * Two `npm run worker` processes on one PostgreSQL, each asking for a reminder sweep every period (1 s here):
 * many sweeps run, in either process, and each reminder still reaches its person exactly once.
 */
describe.runIf(DATABASE_TARGETS.includes('postgres'))('reminders across two worker processes on postgres', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-reminders-'));
  const smtp = new TestSmtpServer();
  const workers: ChildServer[] = [];
  let postgres: TestDatabase | undefined;
  let database: Database | undefined;

  afterAll(async () => {
    for (const { child } of workers) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exited));
    await database?.close();
    await postgres?.drop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('each reminder is sent exactly once', { timeout: 180_000 }, async () => {
    postgres = await createPostgresDatabase();
    database = await openDatabase({ databaseUrl: postgres.url, dataDir });
    await migrate(database.db);
    const db = database.db;
    // The workers open the items this process seals (decision 197): one ENCRYPTION_KEY for both.
    const encryptionKey = randomBytes(32);
    setWrappingKeys(encryptionKey);
    const today = new Date();
    const people = ['ann', 'ben'].map((name) => ({ id: `reminder-${name}`, email: `${name}-reminders@example.com` }));
    for (const person of people) {
      await db.execute(sql`insert into "user" (id, name, email) values (${person.id}, ${person.id}, ${person.email})`);
      const analysis = await analysisFor(db, person.id);
      await insertItem(db, person.id, analysis, { status: 'sent', dueDate: dayOffset(today, 2) });
      await insertItem(db, person.id, analysis, { status: 'submitted', dueDate: dayOffset(today, -3) });
      await insertItem(db, person.id, analysis, { status: 'completed', dueDate: dayOffset(today, -3) });
    }

    const smtpUrl = await smtp.start();
    const env = {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      APP_URL: TEST_APP_URL,
      SMTP_URL: smtpUrl,
      REMINDER_SWEEP_SECONDS: '1',
      LOG_LEVEL: 'info',
      ENCRYPTION_KEY: encryptionKey.toString('hex'),
    };
    workers.push(spawnServer(env, 'src/server/worker.ts'), spawnServer(env, 'src/server/worker.ts'));

    const outputs = () => workers.map((w, i) => `worker ${i + 1}:\n${w.output()}`).join('\n');
    try {
      for (const person of people) {
        await smtp.waitFor(person.email, /must answer your dispute by/, 90_000);
        await smtp.waitFor(person.email, /is overdue/, 30_000);
      }
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${outputs()}`);
    }
    // Let both processes run more sweeps over the same items.
    const sweeps = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pgboss.job where name = ${REMINDERS_QUEUE} and state = 'completed'`))[0]!.n;
    const before = await sweeps();
    for (let i = 0; i < 200 && (await sweeps()) < before + 4; i++) await sleep(100);
    expect(await sweeps(), outputs()).toBeGreaterThanOrEqual(before + 4);

    for (const person of people) {
      expect(
        smtp.received
          .filter((m) => m.to.includes(person.email))
          .map((m) => m.subject.replace(/ by .*/, ''))
          .sort(),
      ).toEqual(['Experian must answer your dispute', "Experian's answer to your dispute is overdue"]);
      const notes = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from notifications where user_id = ${person.id} and type = 'UPCOMING_TASK_REMINDER'`,
      );
      expect(notes[0]!.n).toBe(2);
    }
    const claims = await queryRows<{ user_id: string; kind: string }>(db, sql`select user_id, kind from sent_reminders order by user_id, kind`);
    expect(claims).toEqual([
      { user_id: 'reminder-ann', kind: 'deadline_soon' },
      { user_id: 'reminder-ann', kind: 'overdue' },
      { user_id: 'reminder-ben', kind: 'deadline_soon' },
      { user_id: 'reminder-ben', kind: 'overdue' },
    ]);
    // One sweep a period: no two completed sweeps share a singleton slot.
    const slots = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select singleton_on from pgboss.job where name = ${REMINDERS_QUEUE} group by singleton_on having count(*) > 1) doubled`,
    );
    expect(slots[0]!.n).toBe(0);
  });
});
