// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { DisputeItemDto, DisputeOutcome } from '../../../common/disputes/items';
import { OUTCOME_STATUS } from '../../../common/rounds';

vi.mock('../auth/session', () => ({
  useAuthSession: () => ({ user: { id: 'u1', email: 'a@example.test', name: 'Ann Example' }, isPending: false, refetch: vi.fn() }),
}));

const { DisputeLettersPage } = await import('./DisputeLettersPage');

const ANALYSIS = '00000000-0000-4000-8000-0000000000a1';
const ITEM = '00000000-0000-4000-8000-0000000000c1';
const GROUP = `experian-${ANALYSIS}`;

/** One mailed item whose outcome the person logs; the fake server applies the outcome's status as the real one does. */
function completedItem(): DisputeItemDto {
  return {
    id: ITEM,
    analysis_id: ANALYSIS,
    bureau: 'experian',
    account_name: 'BEACON COLLECTION SERVICES',
    account_number: 'XXXX1234',
    dispute_reason: 'Not mine',
    status: 'completed',
    due_date: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    metadata: {
      item_type: 'dispute_letter',
      dispute_letter: null,
      letter_generated_at: null,
      laws: [],
      priority: 'high',
      calendar_event: { title: 't', description: 'd', color: '#000' },
      round: 1,
      outcome: { result: 'deleted', decided_at: '2026-11-21T10:00:00.000Z', source: 'person', round: 1 },
    },
    evidence: null,
    statement: null,
    request: 'delete',
    letter_id: null,
  } as DisputeItemDto;
}

let item: DisputeItemDto;
/** Whether the person still has a completed analysis (false: their reports were deleted). */
let hasAnalysis = true;
/** GET /api/subscription's state; null: the call fails, and the screen lets the server decide (as before). */
let subscription: Record<string, unknown> | null = null;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function server(url: string, init?: RequestInit): Promise<Response> {
  if (url === '/api/subscription' && subscription) return json({ subscription });
  if (url === '/api/disputes') return json({ has_completed_analysis: hasAnalysis, items: [item], letters: [], laws: {} });
  if (url === '/api/analyses') return json({ analyses: [] });
  if (url === '/api/disputes/mail') return json({ certified_mail_available: false });
  if (url === '/api/disputes/reviews') return json({ reviews: [] });
  if (url.endsWith('/next-actions')) return json({ actions: [], cfpb_summary: null });
  if (url === `/api/disputes/items/${ITEM}/outcome` && init?.method === 'POST') {
    const result = (JSON.parse(String(init.body)) as { result: DisputeOutcome }).result;
    item = {
      ...item,
      status: OUTCOME_STATUS[result] ?? 'sent',
      metadata: { ...item.metadata, outcome: { result, decided_at: '2026-11-22T10:00:00.000Z', source: 'person', round: 1 } },
    };
    return json({ item });
  }
  if (url === `/api/disputes/items/${ITEM}/outcome` && init?.method === 'DELETE') {
    const { outcome: _undone, ...metadata } = item.metadata;
    item = { ...item, status: 'sent', metadata };
    return json({ item });
  }
  return json({ code: 'NOT_FOUND', message: 'No such API call.' }, 404);
}

function show(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <DisputeLettersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Whether the group shows in the open tab, as its card or as its open detail. */
function groupShown(): boolean {
  return screen.queryAllByTestId('dispute-group').length > 0 || screen.queryByRole('heading', { name: 'BEACON COLLECTION SERVICES', level: 2 }) !== null;
}

/** The tabs that show the group, each opened as a person opens it. */
async function tabsShowingGroup(): Promise<string[]> {
  const shown: string[] = [];
  for (const name of ['Active', 'Drafts', 'Completed']) {
    await userEvent.click(screen.getByRole('tab', { name }));
    if (groupShown()) shown.push(name);
  }
  return shown;
}

beforeEach(() => {
  item = completedItem();
  hasAnalysis = true;
  subscription = null;
  vi.stubGlobal('fetch', vi.fn(server));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('DisputeLettersPage tabs', () => {
  it.each(['verified', 'stall', 'no_response', 'frivolous'] as const)(
    "a completed group whose outcome is changed to '%s' in the Completed tab stays in exactly one tab",
    async (result) => {
      show(`/dispute-letters?tab=completed&group=${GROUP}`);
      const select = await screen.findByLabelText('What did the bureau do?');
      await userEvent.selectOptions(select, result);
      await userEvent.click(screen.getByRole('button', { name: 'Change outcome' }));
      await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
      await vi.waitFor(() => expect(item.metadata.outcome?.result).toBe(result));
      // The detail the person was looking at stays open wherever the group now belongs.
      await screen.findByRole('heading', { name: 'BEACON COLLECTION SERVICES', level: 2 });
      expect(await tabsShowingGroup()).toHaveLength(1);
    },
  );

  it('a completed group whose outcome is undone in the Completed tab stays open there, then is listed under Active', async () => {
    show(`/dispute-letters?tab=completed&group=${GROUP}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Undo outcome' }));
    await vi.waitFor(() => expect(item.status).toBe('sent'));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Undo outcome' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'BEACON COLLECTION SERVICES', level: 2 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Disputes' }));
    expect(screen.getByText('No completed disputes yet.')).toBeTruthy();
    expect(await tabsShowingGroup()).toEqual(['Active']);
  });
});

describe('DisputeLettersPage after a plan ends (docs/decisions/165)', () => {
  it('shows the mailed dispute read-only with its deadline, and asks for nothing contracted', async () => {
    subscription = { subscribed: false, status: 'canceled', servicesOpen: false, servicesOpenAt: null, timeZone: null, demoMode: false };
    item = { ...completedItem(), status: 'sent', due_date: '2026-12-20T00:00:00.000Z', metadata: { ...completedItem().metadata, outcome: undefined } };
    show(`/dispute-letters?group=${GROUP}`);
    await screen.findByRole('heading', { name: 'BEACON COLLECTION SERVICES', level: 2 });
    expect(screen.getByTestId('subscription-required')).toBeTruthy();
    expect(screen.getByText('Response due:')).toBeTruthy();
    expect(screen.getByText(/Dec(ember)? 20, 2026/)).toBeTruthy();
    for (const name of ['Regenerate', 'Log outcome', 'Upload reply']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.endsWith('/next-actions') || url.includes('/candidates'))).toEqual([]);
    // Everything it asked for is a read of the person's own records, the subscription or the analyses list.
    expect(asked.every((url) => ['/api/subscription', '/api/disputes', '/api/disputes/mail', '/api/disputes/reviews', '/api/analyses'].includes(url))).toBe(
      true,
    );
  });
});

describe('DisputeLettersPage after the reports are deleted (docs/decisions/190)', () => {
  it('keeps listing the letters and disputes made, not the empty-state alert', async () => {
    hasAnalysis = false;
    show(`/dispute-letters?tab=completed`);
    await screen.findAllByTestId('dispute-group');
    expect(screen.queryByRole('region', { name: 'No completed credit report analysis' })).toBeNull();
  });

  it('shows the empty-state alert when there is nothing at all', async () => {
    hasAnalysis = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        url === '/api/disputes' ? json({ has_completed_analysis: false, items: [], letters: [], laws: {} }) : server(url, init),
      ),
    );
    show('/dispute-letters');
    expect(await screen.findByRole('region', { name: 'No completed credit report analysis' })).toBeTruthy();
  });
});
