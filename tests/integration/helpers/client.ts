/** A small HTTP client with a cookie jar, sending the app's Origin on every request like the browser would. */
import { TEST_APP_URL } from './server';

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly origin: string | null = TEST_APP_URL,
  ) {}

  async request<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
    const all: Record<string, string> = { ...headers };
    if (this.origin && !('Origin' in all)) all.Origin = this.origin;
    if (body !== undefined) all['Content-Type'] = 'application/json';
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) all.Cookie = cookie;
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: all,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }

  patch<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }

  /** The Cookie header this client would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.endsWith('session_token'));
  }

  clearCookies(): void {
    this.cookies.clear();
  }
}

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const GOOD_PASSWORD = 'correct horse battery';

/** Signs up a new user and returns a client holding their session. */
export async function signUp(baseUrl: string, options: { name?: string; email?: string; password?: string; origin?: string } = {}) {
  const client = new TestClient(baseUrl, options.origin ?? TEST_APP_URL);
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? GOOD_PASSWORD;
  const response = await client.post<{ user: { id: string } }>('/api/auth/sign-up/email', {
    name: options.name ?? 'Test User',
    email,
    password,
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, email, password, userId: response.body.user.id };
}

export async function signIn(baseUrl: string, email: string, password: string) {
  const client = new TestClient(baseUrl);
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  return { client, response };
}
