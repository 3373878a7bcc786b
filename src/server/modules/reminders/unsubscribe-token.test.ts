import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a'.repeat(40);

describe('unsubscribe tokens', () => {
  it('round-trips user and kind', () => {
    const token = unsubscribeToken(SECRET, 'user-123', 'report_reminders');
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: 'user-123', kind: 'report_reminders' });
  });

  it('refuses another secret, another kind or user with the same signature, and junk', () => {
    const token = unsubscribeToken(SECRET, 'user-123', 'report_reminders');
    const [, user, sig] = token.split('.') as [string, string, string];
    expect(verifyUnsubscribeToken('b'.repeat(40), token)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `deadline_reminders.${user}.${sig}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `report_reminders.${Buffer.from('user-456').toString('base64url')}.${sig}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `report_reminders.${user}.${sig.slice(0, -2)}`)).toBeNull();
    for (const junk of [undefined, '', 'a.b', 'a.b.c.d', `account.${user}.${sig}`, 'x'.repeat(600)]) expect(verifyUnsubscribeToken(SECRET, junk)).toBeNull();
  });

  it('accepts only the canonical text of the signature and of the user id', () => {
    const token = unsubscribeToken(SECRET, 'user-123', 'report_reminders');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const ch of alphabet) if (ch !== token.at(-1)) expect(verifyUnsubscribeToken(SECRET, token.slice(0, -1) + ch)).toBeNull();
    const [kind, user, sig] = token.split('.') as [string, string, string];
    for (const ch of alphabet) {
      if (ch !== user.at(-1)) expect(verifyUnsubscribeToken(SECRET, `${kind}.${user.slice(0, -1)}${ch}.${sig}`)).toBeNull();
    }
  });
});
