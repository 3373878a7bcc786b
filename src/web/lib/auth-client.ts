import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's client on the app's own origin (/api/auth). Imported only by lazily loaded routes, so the public
 * landing page does not ship it.
 */
export const authClient = createAuthClient({ baseURL: window.location.origin });

export interface AuthFailure {
  status: number;
  message: string;
  code?: string;
}

type AuthResult<T> = { data: T; error: null } | { data: null; error: { status: number; message?: string; code?: string } };

/** Turns better-auth's `{ data, error }` answer into a value or a thrown AuthFailure. */
export async function unwrapAuth<T>(call: Promise<AuthResult<T>>): Promise<T> {
  const result = await call;
  if (result.error) {
    const failure: AuthFailure = {
      status: result.error.status,
      message: result.error.message ?? '',
      code: result.error.code,
    };
    throw failure;
  }
  return result.data;
}
