import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import { reportFixture } from './helpers/analyses';
import { signUp } from './helpers/client';
import { TEST_APP_URL, useTestServer } from './helpers/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything the server sends back on one raw connection, until it closes or the time is up. */
function collect(socket: Socket, ms: number): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    let closed = false;
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => {
      closed = true;
      resolve({ text, closed });
    });
    setTimeout(() => resolve({ text, closed }), ms);
  });
}

/** Issue 15 items 6 and 7: uploads on keep-alive connections, interrupted uploads, bodies that trickle in. */
describe('upload connections', () => {
  let log = '';
  let cookie = '';
  let port = 0;
  const sink = new Writable({ write: (chunk: Buffer, _e, done) => ((log += chunk.toString()), done()) });
  const app = useTestServer('pglite', { JOBS_IN_PROCESS: 'false', REQUEST_TIMEOUT_MS: '3000' }, { logger: createLogger('debug', sink) });

  beforeAll(async () => {
    cookie = (await signUp(app.url)).client.cookieHeader();
    port = Number(new URL(app.url).port);
  });

  const head = (type: string, length: number) =>
    `POST /api/analyses/upload?bureau=experian HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_APP_URL}\r\nCookie: ${cookie}\r\n` +
    `Content-Type: ${type}\r\nContent-Length: ${length}\r\nConnection: keep-alive\r\n\r\n`;

  it('a refusal sent before the body was read closes the connection, so no later request is lost on it', async () => {
    const pdf = Buffer.from((await reportFixture('experian-current')).pdf);
    const socket = connect(port, '127.0.0.1');
    const answer = collect(socket, 10_000);
    // 415 from the Content-Type alone, then a valid upload pipelined on the same connection.
    socket.write(head('text/plain', pdf.length) + pdf.toString('latin1'), 'latin1');
    socket.write(head('application/pdf', pdf.length), 'latin1');
    socket.write(pdf);
    const { text, closed } = await answer;
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1\.1 415/);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
    // The second upload was not read from the refused connection, so nothing was stored without an answer.
    const rows = (await app.server.database.db.execute('select count(*)::int as n from credit_report_analyses')) as unknown as { rows: { n: number }[] };
    expect(text.match(/HTTP\/1\.1 201/g) ?? []).toHaveLength(rows.rows[0]!.n);
  });

  it('an upload cut off by the client is not a server error', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.write(head('application/pdf', 100_000) + '%PDF-1.7\n' + 'x'.repeat(5000), 'latin1');
    await sleep(500);
    socket.destroy();
    await sleep(1000);
    expect(log).not.toMatch(/"level":50/);
    expect(log).not.toContain('"status":500');
  });

  it('a body trickling in is cut off by the request timeout', async () => {
    const socket = connect(port, '127.0.0.1');
    const answer = collect(socket, 15_000);
    socket.write(head('application/pdf', 1000), 'latin1');
    const trickle = setInterval(() => socket.writable && socket.write('x'), 500);
    const { closed } = await answer;
    clearInterval(trickle);
    socket.destroy();
    expect(closed).toBe(true);
    expect(log).not.toContain('"status":500');
  }, 30_000);
});
