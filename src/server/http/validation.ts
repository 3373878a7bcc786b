import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { AppError } from '../errors';

/** JSON body validation with the app's error shape: 400 VALIDATION_ERROR, a message and a message per field. */
export function jsonBody<T extends ZodType>(schema: T) {
  return zValidator('json', schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? issue.path.join('.') : '_';
      fields[key] ??= issue.message;
    }
    const first = result.error.issues[0];
    throw new AppError('VALIDATION_ERROR', first?.message ?? 'Invalid request.', { fields });
  });
}
