import { describe, expect, it } from 'vitest';
import { statusOf } from './apply-event';
import { eventPayload, lobSignature, verifyLobSignature } from './webhook';

const SECRET = 'secret-for-unit-tests-0123456789';
const NOW = new Date('2026-11-25T12:00:00Z');
const BODY = '{"id":"evt_1","event_type":{"id":"letter.certified.delivered"}}';

describe('the Lob webhook signature', () => {
  const ms = String(NOW.getTime());
  it('accepts the HMAC of timestamp.body in milliseconds or seconds', () => {
    expect(verifyLobSignature(SECRET, { signature: lobSignature(SECRET, ms, BODY), timestamp: ms }, BODY, NOW)).toBe(true);
    const s = String(NOW.getTime() / 1000);
    expect(verifyLobSignature(SECRET, { signature: lobSignature(SECRET, s, BODY), timestamp: s }, BODY, NOW)).toBe(true);
  });

  it('refuses another body, another secret, a stale or future timestamp, and missing or malformed headers', () => {
    const good = lobSignature(SECRET, ms, BODY);
    expect(verifyLobSignature(SECRET, { signature: good, timestamp: ms }, BODY.replace('1', '2'), NOW)).toBe(false);
    expect(verifyLobSignature('another-secret-0123456789', { signature: good, timestamp: ms }, BODY, NOW)).toBe(false);
    const old = String(NOW.getTime() - 5 * 60_000 - 1);
    expect(verifyLobSignature(SECRET, { signature: lobSignature(SECRET, old, BODY), timestamp: old }, BODY, NOW)).toBe(false);
    const future = String(NOW.getTime() + 6 * 60_000);
    expect(verifyLobSignature(SECRET, { signature: lobSignature(SECRET, future, BODY), timestamp: future }, BODY, NOW)).toBe(false);
    expect(verifyLobSignature(SECRET, { signature: undefined, timestamp: ms }, BODY, NOW)).toBe(false);
    expect(verifyLobSignature(SECRET, { signature: 'zz', timestamp: ms }, BODY, NOW)).toBe(false);
    expect(verifyLobSignature(SECRET, { signature: good, timestamp: 'now' }, BODY, NOW)).toBe(false);
  });

  it('keeps no address from the event and names statuses without the prefix', () => {
    const payload = eventPayload({
      id: 'evt_1',
      body: { id: 'ltr_1', to: { address_line1: '1 Main St' }, from: { address_line1: '2 Elm St' }, tracking_number: '9400' },
    });
    expect(JSON.stringify(payload)).not.toContain('Main St');
    expect(JSON.stringify(payload)).not.toContain('Elm St');
    expect(statusOf('letter.certified.returned_to_sender')).toBe('returned_to_sender');
    expect(statusOf('letter.in_transit')).toBe('in_transit');
  });
});
