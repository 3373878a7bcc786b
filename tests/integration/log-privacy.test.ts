import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyzeBytes } from '../../src/engine';
import { createAnalyzeReportHandler } from '../../src/server/jobs/analyze-report';
import { createLogger } from '../../src/server/logger';
import { createReportStorage } from '../../src/server/providers/storage';
import { reportFixture, uploadFile, waitForFinished } from './helpers/analyses';
import { signUp } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';

/** Every log line the server writes, kept in memory. */
class LogCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

/**
 * Issue 15 item 1: the analysis job's final write fails (a trigger refuses it, as PostgreSQL refused a report with
 * NUL characters); the database error holds the SQL and every parameter. No line of the log may carry report text.
 */
describe.each(DATABASE_TARGETS)('no report contents in the logs on %s', (target) => {
  const capture = new LogCapture();
  const logger = createLogger('debug', capture);
  // No in-process analysis jobs: this test runs the handler on its own queue, with retries exhausted at once.
  const app = useTestServer(target, { JOBS_IN_PROCESS: 'false', LOG_LEVEL: 'debug' }, { logger });

  it('a failed analysis write is logged by class and code only', async () => {
    const { db } = app.server.database;
    await db.execute(sql`
      create function refuse_completed_analysis() returns trigger language plpgsql as $$
      begin
        if new.analysis_status = 'completed' then raise exception 'refused by the test' using errcode = '22P05'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_completed_analysis before update on credit_report_analyses
      for each row execute function refuse_completed_analysis()`);

    const { client } = await signUp(app.url);
    const fixture = await reportFixture('experian-current');
    const upload = await uploadFile(app.url, client, 'experian', fixture.pdf);
    expect(upload.status).toBe(201);
    const id = upload.body.analyses![0]!.id;

    const handler = createAnalyzeReportHandler({
      db,
      storage: createReportStorage(app.settings),
      notifications: app.server.app.notifications.service,
      logger,
      analyze: (bytes, options) => analyzeBytes(bytes, options),
    });
    await app.server.jobs.registerHandler('log-privacy-test', handler, { retryLimit: 0, retryDelay: 1 });
    const jobId = await app.server.jobs.send('log-privacy-test', { analysisIds: [id] });
    let state = '';
    for (let i = 0; i < 600 && state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await app.server.jobs.getJob('log-privacy-test', jobId))?.state ?? '';
    }
    expect(state).toBe('failed');
    expect((await waitForFinished(client, id)).analysis_status).toBe('failed');

    const log = capture.text;
    expect(log).toContain('analysis failed after retries');
    expect(log).toContain('22P05');
    const report = fixture.truth.reports[0]!;
    const secrets = [
      report.consumer.name,
      ...report.consumer.addresses,
      ...report.accounts.flatMap((a) => [a.creditor, a.accountNumber]),
      'credit_report_analyses',
      'params:',
    ].filter((s): s is string => typeof s === 'string' && s.length >= 4);
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    // The job's stored output (pg-boss keeps what the handler threw) holds no report text either.
    const output = JSON.stringify((await app.server.jobs.getJob('log-privacy-test', jobId))?.output ?? null);
    for (const secret of secrets) expect(output, secret).not.toContain(secret);
  }, 180_000);
});
