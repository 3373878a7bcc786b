import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it('shows the server message of an API error or a better-auth error', () => {
    expect(errorMessage(new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please wait a few minutes and try again.'), 'x')).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(errorMessage({ status: 401, message: 'Invalid email or password' }, 'fallback')).toBe('Invalid email or password');
  });

  it('falls back for network failures, bugs and empty messages', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorMessage({ status: 0, message: 'Failed to fetch' }, 'fallback')).toBe('fallback');
    expect(errorMessage(new ApiError(500, 'HTTP_500', ''), 'fallback')).toBe('fallback');
    expect(errorMessage({ status: 500 }, 'fallback')).toBe('fallback');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
