import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-log';

describe('loggedPath', () => {
  it('hides a reset token carried in the path and keeps other paths', () => {
    expect(loggedPath('/api/auth/reset-password/abcDEF123')).toBe('/api/auth/reset-password/[token]');
    expect(loggedPath('/api/auth/reset-password')).toBe('/api/auth/reset-password');
    expect(loggedPath('/api/profile')).toBe('/api/profile');
    expect(loggedPath('/api/calendar/feed/AbC_123-xyz.ics')).toBe('/api/calendar/feed/[token]');
    expect(loggedPath('/api/calendar/events')).toBe('/api/calendar/events');
  });
});
