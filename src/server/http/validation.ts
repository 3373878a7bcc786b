import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../errors';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Whether a Content-Type header names JSON (`application/json`, `application/…+json`, any parameters). */
export function isJsonType(contentType: string | undefined): boolean {
  return JSON_TYPE.test((contentType ?? '').split(';')[0]!.trim());
}

/**
 * A body that is not declared JSON would be read as `{}` and could pass an all-optional schema: 415 instead. A call
 * with no body at all (zero bytes) is left to the route, which reads it as `{}` (docs/decisions/154).
 */
export async function refuseNonJsonBody(c: Context): Promise<void> {
  if (isJsonType(c.req.header('content-type'))) return;
  // Read through Hono's body cache, so the validator can still read the body afterwards.
  if ((await c.req.arrayBuffer()).byteLength > 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
}

/** JSON body validation with the app's error shape: 400 VALIDATION_ERROR, a message and a message per field. */
export function jsonBody<T extends ZodType>(schema: T) {
  const validate = zValidator('json', schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? issue.path.join('.') : '_';
      fields[key] ??= issue.message;
    }
    const first = result.error.issues[0];
    throw new AppError('VALIDATION_ERROR', first?.message ?? 'Invalid request.', { fields });
  });
  const guarded = (async (c: Context, next: () => Promise<void>) => {
    await refuseNonJsonBody(c);
    return validate(c, next);
  }) as unknown as typeof validate;
  return guarded;
}
