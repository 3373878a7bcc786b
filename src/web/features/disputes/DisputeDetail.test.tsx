// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { DisputeItemDto } from '../../../common/disputes/items';
import type { LetterDto } from '../../../common/disputes/letters';
import { DISPUTE_MESSAGES } from '../../../common/disputes/messages';
import { buildGroups } from './groups';

const { DisputeDetail, LawDescription } = await import('./DisputeDetail');

const ANALYSIS = '00000000-0000-4000-8000-0000000000a1';
const LETTER = '00000000-0000-4000-8000-0000000000b1';

function item(id: string, name: string): DisputeItemDto {
  return {
    id,
    analysis_id: ANALYSIS,
    bureau: 'experian',
    account_name: name,
    account_number: 'XXXX1234',
    dispute_reason: 'The status is wrong',
    status: 'pending',
    due_date: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    metadata: {
      item_type: 'dispute_letter',
      dispute_letter: null,
      letter_generated_at: null,
      laws: ['FCRA 611'],
      priority: 'high',
      calendar_event: { title: 't', description: 'd', color: '#000' },
    },
    evidence: 'Pay Status >Collection Account<',
    statement: null,
    request: 'correct',
    letter_id: LETTER,
  } as DisputeItemDto;
}

const letter: LetterDto = {
  id: LETTER,
  kind: 'bureau_dispute',
  bureau: 'experian',
  analysis_id: ANALYSIS,
  round: 1,
  status: 'draft',
  recipient: ['Experian'],
  item_ids: ['i1', 'i2'],
  document: null,
  free_text: {},
  signature_name: null,
  signed_at: null,
  attested_at: null,
  mailed_at: null,
  has_pdf: false,
  exhibits: [],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const LONG_SUMMARY = 'A bureau must investigate a dispute within 30 days and delete or correct what it cannot verify, then send you the results.';

function show(onBack = vi.fn(), status: DisputeItemDto['status'] = 'pending') {
  const group = buildGroups([
    { ...item('i1', 'BEACON COLLECTION SERVICES'), status },
    { ...item('i2', 'NORTHWIND BANK'), status },
  ])[0]!;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DisputeDetail group={group} letters={[letter]} laws={{ 'FCRA 611': { name: 'FCRA § 611', summary: LONG_SUMMARY } }} onBack={onBack} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onBack };
}

/** The detail's own reads answer as a person with nothing mailed yet; only writes are checked. */
async function readsOnly(url: string): Promise<Response> {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (url === '/api/disputes/mail') return json({ certified_mail_available: false });
  if (url === '/api/disputes/reviews') return json({ reviews: [] });
  return json({ code: 'NOT_FOUND', message: 'No such API call.' }, 404);
}

function writes(fetchMock: { mock: { calls: unknown[][] } }): Array<[string, RequestInit]> {
  return (fetchMock.mock.calls as Array<[string, RequestInit | undefined]>).filter(([, init]) => init?.method && init.method !== 'GET') as Array<
    [string, RequestInit]
  >;
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(readsOnly));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('DisputeDetail', () => {
  it('shows Back to Disputes, the item with its badges and evidence, and one Print beside Regenerate', async () => {
    const { onBack } = show();
    expect(screen.getByRole('heading', { name: 'BEACON COLLECTION SERVICES', level: 2 })).toBeTruthy();
    expect(screen.getByText('Pay Status >Collection Account<')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Print' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Disputes' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("Regenerate with nothing selected says 'No dispute selected' and sends nothing", async () => {
    const fetchMock = vi.fn(readsOnly);
    vi.stubGlobal('fetch', fetchMock);
    show();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select BEACON COLLECTION SERVICES for Regenerate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(toast.error).toHaveBeenCalledWith(DISPUTE_MESSAGES.noDisputeSelected);
    expect(writes(fetchMock)).toEqual([]);
  });

  it('Regenerate sends the selected items', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'POST' ? new Response(JSON.stringify({ scheduled: true, item_ids: ['i1', 'i2'] }), { status: 202 }) : readsOnly(url),
    );
    vi.stubGlobal('fetch', fetchMock);
    show();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select NORTHWIND BANK for Regenerate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await vi.waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0]!;
    expect(url).toBe('/api/disputes/regenerate');
    expect(JSON.parse(String(init.body))).toEqual({ item_ids: ['i1', 'i2'] });
  });

  it('Regenerate of an approved letter asks first and says it must be approved again (issue 24)', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'POST' ? new Response(JSON.stringify({ scheduled: true, item_ids: ['i1'] }), { status: 202 }) : readsOnly(url),
    );
    vi.stubGlobal('fetch', fetchMock);
    show(vi.fn(), 'ready');
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    const ask = screen.getByRole('alertdialog');
    expect(ask.textContent).toContain('approve it again');
    expect(writes(fetchMock)).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep the approved letter' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes(fetchMock)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate and approve again' }));
    await vi.waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
  });

  it("the Consumer Laws tab cuts a summary at 80 characters with 'Show more'", async () => {
    show();
    await userEvent.click(screen.getByRole('tab', { name: 'Consumer Laws' }));
    const law = screen.getByText('FCRA § 611').closest('li')!;
    expect(within(law).getByText(/…/).textContent).toContain(LONG_SUMMARY.slice(0, 60));
    await userEvent.click(within(law).getByRole('button', { name: 'Show more' }));
    expect(within(law).getByText(LONG_SUMMARY, { exact: false })).toBeTruthy();
  });

  it('LawDescription leaves a short summary whole', () => {
    render(<LawDescription text="Short." />);
    expect(screen.getByText('Short.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
