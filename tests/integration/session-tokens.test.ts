import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { signUp } from './helpers/client';
import { DATABASE_TARGETS } from './helpers/databases';
import { useTestServer } from './helpers/server';

/**
 * docs/decisions/143: session tokens are stored as better-auth writes them, but a token read from the database is not
 * a session: the cookie must carry it with its HMAC under SESSION_SECRET, which is not in the database.
 */
describe.each(DATABASE_TARGETS)('session tokens read from the database on %s', (target) => {
  const app = useTestServer(target);

  const signed = (token: string, secret: string) =>
    encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);
  const analysesWith = async (cookieValue: string) =>
    (await fetch(`${app.url}/api/analyses`, { headers: { Cookie: `better-auth.session_token=${cookieValue}` } })).status;

  it('open nothing without the secret: the bare token and a token signed with another secret get 401', async () => {
    const { client, userId } = await signUp(app.url);
    expect((await client.get('/api/analyses')).status).toBe(200);
    const [row] = await queryRows<{ token: string }>(app.server.database.db, sql`select token from session where user_id = ${userId}`);
    const token = row!.token;
    expect(await analysesWith(token)).toBe(401);
    expect(await analysesWith(signed(token, 'a-guessed-secret-that-is-long-enough'))).toBe(401);
    // The control: with the server's own secret the same token is a session, so the two refusals above are the signature's.
    expect(await analysesWith(signed(token, app.settings.sessionSecret))).toBe(200);
  });
});
