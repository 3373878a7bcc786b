/** Test helpers: a fake notifications API behind a mocked global fetch, and a render with query client + router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { NotificationDto } from './api';

/** A local-time date in November of the current year, so short dates read the same in any time zone and year. */
export function localDate(day: number, hour = 12, minute = 0): string {
  return new Date(new Date().getFullYear(), 10, day, hour, minute).toISOString();
}

export function notification(id: string, overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id,
    type: 'CREDIT_ANALYSIS_COMPLETE',
    title: `Title ${id}`,
    message: `Message ${id}`,
    read: false,
    created_at: localDate(20, 15, 4),
    ...overrides,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Serves /api/notifications* from `rows` (newest first). `fail` makes a call answer 500. The stream endpoint
 * answers with a body the test writes to through `stream.send`.
 */
export function fakeNotificationsApi(initial: NotificationDto[]) {
  const state = {
    rows: initial.map((row) => ({ ...row })),
    fail: new Set<'list' | 'count' | 'mark-read' | 'mark-all-read'>(),
  };
  const requests: { method: string; url: string; body: unknown }[] = [];
  const encoder = new TextEncoder();
  let streamController: ReadableStreamDefaultController<Uint8Array> | null = null;

  const unreadCount = () => state.rows.filter((row) => !row.read).length;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, url, body });
    if (url === '/api/notifications/stream') {
      const stream = new ReadableStream<Uint8Array>({ start: (c) => void (streamController = c) });
      init?.signal?.addEventListener('abort', () => streamController?.error(new DOMException('aborted', 'AbortError')));
      return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (url === '/api/notifications/unread-count') return state.fail.has('count') ? json({}, 500) : json({ count: unreadCount() });
    if (url === '/api/notifications' || url.startsWith('/api/notifications?')) {
      if (state.fail.has('list')) return json({ code: 'INTERNAL', message: '' }, 500);
      const limit = new URL(url, 'http://x').searchParams.get('limit');
      return json({ notifications: limit ? state.rows.slice(0, Number(limit)) : state.rows });
    }
    if (url === '/api/notifications/mark-read' && method === 'POST') {
      if (state.fail.has('mark-read')) return json({ code: 'INTERNAL', message: '' }, 500);
      const ids = (body as { ids: string[] }).ids;
      let updated = 0;
      for (const row of state.rows) {
        if (!ids.includes(row.id) || row.read) continue;
        row.read = true;
        updated++;
      }
      return json({ updated });
    }
    if (url === '/api/notifications/mark-all-read' && method === 'POST') {
      if (state.fail.has('mark-all-read')) return json({ code: 'INTERNAL', message: '' }, 500);
      const updated = unreadCount();
      for (const row of state.rows) row.read = true;
      return json({ updated });
    }
    return json({ code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    requests,
    /** Requests other than the stream's, as "METHOD url". */
    calls: () => requests.filter((r) => !r.url.endsWith('/stream')).map((r) => `${r.method} ${r.url}`),
    stream: {
      send: (text: string) => streamController?.enqueue(encoder.encode(text)),
      opened: () => requests.filter((r) => r.url.endsWith('/stream')).length,
    },
  };
}

/** Renders `ui` at `path` with a fresh query client; /notifications shows a marker text unless `ui` is rendered there. */
export function renderWithProviders(ui: ReactNode, path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pages: Record<string, ReactNode> = { '/notifications': <p>notifications page</p>, [path]: ui };
  const router = createMemoryRouter(
    Object.entries(pages).map(([route, element]) => ({ path: route, element })),
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** Renders `ui` above the routed page, as the layout's top bar holds the bell: it stays mounted across navigation. */
export function renderInLayout(ui: ReactNode, path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: ['/dashboard', '/notifications'].map((route) => ({ path: route, element: <p>page {route}</p> })),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
