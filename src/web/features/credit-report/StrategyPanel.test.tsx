// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { AnalysisDto, Strategy } from '../../../common/analysis';
import { json, row, stubFetch } from './test-support';

const { StrategyPanel } = await import('./StrategyPanel');

function show(analysis: AnalysisDto) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StrategyPanel analysis={analysis} />
    </QueryClientProvider>,
  );
}

function withoutStrategy(): AnalysisDto {
  const a = row();
  a.raw_data = { ...a.raw_data!, personalized_strategy: null as unknown as Strategy };
  return a;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('StrategyPanel', () => {
  it("shows the strategy with 'Regenerate Strategy'", () => {
    stubFetch(() => json({}));
    show(row());
    expect(screen.getByText('Dispute the collection first, then lower your card balances.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Priority Actions' })).toBeTruthy();
    expect(screen.getByText('Review your reports every 4 months.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerate Strategy' })).toBeTruthy();
  });

  it("without a strategy says 'Strategy pending' and 'Generate Strategy' posts /strategy", async () => {
    const analysis = withoutStrategy();
    const fetchMock = stubFetch(() => json({ analysis: row({ id: analysis.id }) }));
    show(analysis);
    expect(screen.getByText('Strategy pending')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate Strategy' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Strategy updated'));
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/analyses/${analysis.id}/strategy`);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
  });

  it("toasts 'Failed to regenerate strategy' when the server refuses", async () => {
    stubFetch(() => json({ code: 'ANALYSIS_NOT_COMPLETED', message: 'The analysis is not completed yet.' }, 409));
    show(row());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Regenerate Strategy' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to regenerate strategy', { description: 'The analysis is not completed yet.' }));
  });
});
