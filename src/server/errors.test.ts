import { describe, expect, it } from 'vitest';
import { AppError, errorResponse, tooManyAttempts } from './errors';

describe('AppError', () => {
  it('maps codes to statuses in one place', () => {
    expect(new AppError('VALIDATION_ERROR').status).toBe(400);
    expect(new AppError('UNAUTHORIZED').status).toBe(401);
    expect(new AppError('FORBIDDEN_ORIGIN').status).toBe(403);
    expect(new AppError('NOT_FOUND').status).toBe(404);
    expect(new AppError('CONFLICT').status).toBe(409);
    expect(new AppError('PAYLOAD_TOO_LARGE').status).toBe(413);
    expect(new AppError('TOO_MANY_ATTEMPTS').status).toBe(429);
    expect(new AppError('INTERNAL_ERROR').status).toBe(500);
  });

  it('answers 429 with the contract body and a whole-second Retry-After', async () => {
    const res = errorResponse(tooManyAttempts(12.2));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('13');
    expect(await res.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(errorResponse(tooManyAttempts(0)).headers.get('retry-after')).toBe('1');
  });

  it('includes field messages only when there are some', async () => {
    expect(await errorResponse(new AppError('NOT_FOUND')).json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    const withFields = new AppError('VALIDATION_ERROR', 'Name is required', { fields: { name: 'Name is required' } });
    expect(await errorResponse(withFields).json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Name is required',
      fields: { name: 'Name is required' },
    });
  });
});
