// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisputeItemDto } from '../../../../common/disputes/items';
import { buildGroups } from '../groups';
import { ROUNDS_TEXT, type RoundReviewDto } from '../../../../common/rounds';

const { RepliesPanel } = await import('./RepliesPanel');
const { useRoundReviews } = await import('./api');

const ITEM = '00000000-0000-4000-8000-0000000000c1';
const item = {
  id: ITEM,
  analysis_id: 'a1',
  bureau: 'experian',
  account_name: 'BEACON COLLECTION SERVICES',
  status: 'sent',
  updated_at: 'u',
  created_at: 'c',
  metadata: { item_type: 'dispute_letter' },
} as unknown as DisputeItemDto;
const review = (status: RoundReviewDto['status']): RoundReviewDto => ({
  id: 'r1',
  kind: 'reply',
  bureau: 'experian',
  analysis_id: null,
  file_name: 'reply.pdf',
  proposals: status === 'read' ? [{ item_id: ITEM, result: 'deleted', evidence: 'Outcome: Deleted', state: 'open' }] : [],
  reinsertions: [],
  status,
  created_at: '2026-11-26T00:00:00.000Z',
});

/** The detail's wiring: the panel fed by useRoundReviews. */
function Panel() {
  const reviews = useRoundReviews().data ?? [];
  return <RepliesPanel group={buildGroups([item])[0]!} reviews={reviews} />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RepliesPanel while the read-reply job runs', () => {
  it('says the reply is being read, polls the reviews, and shows the proposal once it is read', async () => {
    const answers = [review('reading'), review('reading'), review('read')];
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ reviews: [answers.shift() ?? review('read')] }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Panel />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('reply-reading')).textContent).toBe(ROUNDS_TEXT.reading);
    expect(await screen.findByTestId('outcome-proposal', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('reply-reading')).toBeNull();
    expect(fetchMock.mock.calls.length).toBe(3);
    // Read: the polling stops.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(fetchMock.mock.calls.length).toBe(3);
  }, 20_000);
});
