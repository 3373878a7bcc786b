/** The one HTTP client for /api calls: same-origin cookies, JSON in and out, one error type. */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds from the Retry-After header of a 429 answer, when given. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: string, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function isErrorBody(value: unknown): value is { code?: unknown; message?: unknown } {
  return typeof value === 'object' && value !== null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // FormData bodies get their multipart Content-Type (with its boundary) from the browser.
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body !== undefined && !isForm && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  const method = (init.method ?? 'GET').toUpperCase();
  const remembered = method === 'GET' ? validators.get(path) : undefined;
  if (remembered && !headers.has('If-None-Match')) headers.set('If-None-Match', remembered.etag);

  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  // 304: the answer has not changed since the one remembered (docs/decisions/095).
  if (response.status === 304 && remembered) return remembered.body as T;
  const body = await readBody(response);
  if (!response.ok) throw errorOf(response, body);
  const etag = response.headers.get('ETag');
  if (method === 'GET' && etag) remember(path, etag, body);
  return body as T;
}

/**
 * The last answer and its ETag of each GET path that sent one (the polled reads). API answers are no-store, so the
 * browser keeps nothing: the next poll sends If-None-Match itself and a 304 reuses the body kept here. A handful
 * of paths, newest kept; an ETag is a hash of the body, so a 304 can only ever stand for the same bytes.
 */
const validators = new Map<string, { etag: string; body: unknown }>();
const MAX_VALIDATORS = 50;

function remember(path: string, etag: string, body: unknown): void {
  validators.delete(path);
  validators.set(path, { etag, body });
  if (validators.size > MAX_VALIDATORS) validators.delete(validators.keys().next().value!);
}

/** Forgets every remembered answer (sign-out). */
export function forgetRememberedAnswers(): void {
  validators.clear();
}

function errorOf(response: Response, body: unknown): ApiError {
  const code = isErrorBody(body) && typeof body.code === 'string' ? body.code : 'HTTP_' + response.status;
  const message = isErrorBody(body) && typeof body.message === 'string' ? body.message : '';
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError(response.status, code, message, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
}

/** GETs a file (not JSON): its bytes and the name from Content-Disposition. Failures throw ApiError as above. */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw errorOf(response, await readBody(response));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  let fileName: string | null = plain ?? null;
  if (encoded) {
    try {
      fileName = decodeURIComponent(encoded);
    } catch {
      // keep the plain name
    }
  }
  return { blob: await response.blob(), fileName };
}

export const api = {
  get: <T>(path: string) => apiRequest<T>(path),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PATCH', body: JSON.stringify(body) }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
