import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../../src/server/http/json-limit';
import { signUp } from './helpers/client';
import { startTestServer, TEST_APP_URL, type TestServer } from './helpers/server';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request through a keep-alive agent, so a following request may reuse the connection as the answer allows. */
function send(agent: http.Agent, url: string, method: string, headers: Record<string, string>, body?: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on('error', reject);
    });
    request.setTimeout(5_000, () => request.destroy(new Error(`no answer to ${method} ${url} within 5 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** issue 22 item 5: JSON bodies over the limit, and bodies that are not JSON. */
describe('JSON request bodies', () => {
  let app: TestServer;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestServer('pglite');
    cookie = (await signUp(app.url)).client.cookieHeader();
  }, 120_000);
  afterAll(async () => app?.stop());

  it('a body over 64 KB gets 413, and the keep-alive connection does not swallow the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1024) });
      const refused = await send(agent, `${app.url}/api/profile`, 'PATCH', { Origin: TEST_APP_URL, Cookie: cookie, 'Content-Type': 'application/json' }, big);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      // Either the connection stays usable or the answer says it closes; it must never advertise keep-alive and drop it.
      const next = await send(agent, `${app.url}/api/profile`, 'GET', { Cookie: cookie });
      expect(next.status).toBe(200);
      const again = await send(
        agent,
        `${app.url}/api/profile`,
        'PATCH',
        { Origin: TEST_APP_URL, Cookie: cookie, 'Content-Type': 'application/json' },
        JSON.stringify({ name: 'After 413' }),
      );
      expect(again.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it.each(['content-length', 'chunked'])('a body over 64 KB on a raw connection (%s): the answer is honest about the connection', async (framing) => {
    const { port } = new URL(app.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.setEncoding('latin1');
    let received = '';
    let ended = false;
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => (ended = true));
    socket.on('error', () => (ended = true));
    const waitFor = async (done: () => boolean, ms = 5_000) => {
      const until = Date.now() + ms;
      for (;;) {
        if (done()) return true;
        if (Date.now() >= until) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    /** The first complete answer in `received` (headers and a Content-Length body), removed from it. */
    const takeAnswer = () => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      const head = received.slice(0, end);
      const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < end + 4 + length) return undefined;
      received = received.slice(end + 4 + length);
      return head;
    };
    try {
      const body = JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1024) });
      // The client is slow: the rest of the body comes a second after the answer (a real network, a phone).
      const head0 = `PATCH /api/profile HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_APP_URL}\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\n`;
      let rest: string;
      if (framing === 'chunked') {
        const chunk = (c: string) => `${Buffer.byteLength(c).toString(16)}\r\n${c}\r\n`;
        const cut = JSON_BODY_LIMIT_BYTES + 512;
        socket.write(`${head0}Transfer-Encoding: chunked\r\n\r\n${chunk(body.slice(0, cut))}`);
        rest = `${chunk(body.slice(cut))}0\r\n\r\n`;
      } else {
        socket.write(`${head0}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 16 * 1024)}`);
        rest = body.slice(16 * 1024);
      }
      let head: string | undefined;
      expect(await waitFor(() => (head = takeAnswer()) !== undefined)).toBe(true);
      expect(head).toMatch(/^HTTP\/1\.1 413/);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (!ended) socket.write(rest);
      const closes = /\r\nconnection: *close/i.test(head as string);
      if (closes) {
        // Said honestly: the server ends the connection.
        expect(await waitFor(() => ended)).toBe(true);
      } else {
        // Kept alive: the next request on it must be answered.
        socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
        let next: string | undefined;
        expect(await waitFor(() => (next = takeAnswer()) !== undefined), 'the next request on the kept-alive connection got no answer').toBe(true);
        expect(next).toMatch(/^HTTP\/1\.1 200/);
      }
    } finally {
      socket.destroy();
    }
  });

  it.each([
    ['text/plain', 'text/plain', JSON.stringify({ name: 'Plain Text' })],
    ['form-encoded', 'application/x-www-form-urlencoded', 'name=Form+Encoded'],
    ['no Content-Type', undefined, JSON.stringify({ name: 'No Type' })],
  ])('a %s body on a JSON route is 415 UNSUPPORTED_MEDIA_TYPE and changes nothing', async (_label, type, body) => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const headers: Record<string, string> = { Origin: TEST_APP_URL, Cookie: cookie };
      if (type) headers['Content-Type'] = type;
      const refused = await send(agent, `${app.url}/api/profile`, 'PATCH', headers, body);
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(/JSON/) });
      const profile = JSON.parse((await send(agent, `${app.url}/api/profile`, 'GET', { Cookie: cookie })).body) as { name: string };
      expect(profile.name).not.toMatch(/Plain Text|Form Encoded|No Type/);
    } finally {
      agent.destroy();
    }
  });

  it('a text/plain body on an auth call is 415 too', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const refused = await send(
        agent,
        `${app.url}/api/auth/sign-in/email`,
        'POST',
        { Origin: TEST_APP_URL, 'Content-Type': 'text/plain' },
        JSON.stringify({ email: 'a@example.com', password: 'whatever it is' }),
      );
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    } finally {
      agent.destroy();
    }
  });

  it('a call with no body at all is read as {} and left to the route (an empty profile update changes nothing)', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const empty = await send(agent, `${app.url}/api/profile`, 'PATCH', { Origin: TEST_APP_URL, Cookie: cookie });
      expect(empty.status).toBe(200);
      const signOutLike = await send(agent, `${app.url}/api/notifications/mark-all-read`, 'POST', { Origin: TEST_APP_URL, Cookie: cookie });
      expect(signOutLike.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
