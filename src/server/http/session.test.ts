import { describe, expect, it } from 'vitest';
import type { Auth } from '../modules/auth/auth';
import { createSessionReader, SESSION_CACHE_SECONDS } from './session';

interface FakeSession {
  user: { id: string };
  session: { id: string; expiresAt: Date };
}

/** better-auth's getSession as far as the reader uses it: answers from `sessions` by Cookie header, counting calls. */
function fakeAuth(sessions: Map<string, FakeSession>) {
  const calls: string[] = [];
  let gate: Promise<void> | undefined;
  const auth = {
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        calls.push(headers.get('cookie') ?? '');
        await gate;
        return sessions.get(headers.get('cookie') ?? '') ?? null;
      },
    },
  } as unknown as Auth;
  return { auth, calls, hold: (until: Promise<void>) => (gate = until) };
}

const cookie = (value: string) => new Headers({ cookie: value });
const session = (id: string, expiresAt: Date): FakeSession => ({ user: { id: `user-${id}` }, session: { id, expiresAt } });

describe('createSessionReader', () => {
  it('reuses a signed-in answer for the same cookies for SESSION_CACHE_SECONDS, then asks better-auth again', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const sessions = new Map([['a=1', session('s1', new Date(now + 86_400_000))]]);
    const { auth, calls } = fakeAuth(sessions);
    const reader = createSessionReader(
      auth,
      () => now,
      () => 0,
    );
    expect(await reader.read(cookie('a=1'))).toEqual({ userId: 'user-s1', sessionId: 's1' });
    now += SESSION_CACHE_SECONDS * 1000 - 1;
    expect(await reader.read(cookie('a=1'))).toEqual({ userId: 'user-s1', sessionId: 's1' });
    expect(calls).toHaveLength(1);
    sessions.delete('a=1'); // revoked by another process
    now += 1;
    expect(await reader.read(cookie('a=1'))).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('keeps each answer between half and all of SESSION_CACHE_SECONDS, so answers cached together expire apart', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const sessions = new Map([['a=1', session('s1', new Date(now + 86_400_000))]]);
    const { auth, calls } = fakeAuth(sessions);
    const reader = createSessionReader(
      auth,
      () => now,
      () => 1,
    );
    await reader.read(cookie('a=1'));
    now += (SESSION_CACHE_SECONDS * 1000) / 2 - 1;
    await reader.read(cookie('a=1'));
    expect(calls).toHaveLength(1);
    now += 1;
    await reader.read(cookie('a=1'));
    expect(calls).toHaveLength(2);
  });

  it('never keeps an answer past the session expiry, nor a signed-out answer', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const sessions = new Map([['a=1', session('s1', new Date(now + 2000))]]);
    const { auth, calls } = fakeAuth(sessions);
    const reader = createSessionReader(
      auth,
      () => now,
      () => 0,
    );
    await reader.read(cookie('a=1'));
    now += 2000;
    await reader.read(cookie('a=1'));
    expect(calls).toHaveLength(2);
    expect(await reader.read(cookie('b=2'))).toBeNull();
    expect(await reader.read(cookie('b=2'))).toBeNull();
    expect(calls.filter((c) => c === 'b=2')).toHaveLength(2);
    expect(await reader.read(new Headers())).toBeNull();
    expect(calls).toHaveLength(4);
  });

  it("other cookies are another key: one user never gets another user's cached answer", async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const far = new Date(now + 86_400_000);
    const sessions = new Map([
      ['a=1', session('s1', far)],
      ['a=2', session('s2', far)],
    ]);
    const reader = createSessionReader(
      fakeAuth(sessions).auth,
      () => now,
      () => 0,
    );
    expect((await reader.read(cookie('a=1')))?.userId).toBe('user-s1');
    expect((await reader.read(cookie('a=2')))?.userId).toBe('user-s2');
  });

  it('forgetAll drops every answer, including one a read was fetching while it ran', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const sessions = new Map([['a=1', session('s1', new Date(now + 86_400_000))]]);
    const { auth, calls, hold } = fakeAuth(sessions);
    const reader = createSessionReader(
      auth,
      () => now,
      () => 0,
    );
    await reader.read(cookie('a=1'));
    reader.forgetAll();
    let release!: () => void;
    hold(new Promise<void>((resolve) => (release = resolve)));
    const inFlight = reader.read(cookie('a=1'));
    reader.forgetAll(); // the session is revoked while the read waits for the database
    release();
    expect(await inFlight).not.toBeNull();
    sessions.delete('a=1');
    expect(await reader.read(cookie('a=1'))).toBeNull();
    expect(calls).toHaveLength(3);
  });
});
