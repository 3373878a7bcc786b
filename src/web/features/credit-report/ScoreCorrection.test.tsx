// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { AnalysisDto } from '../../../common/analysis';
import { json, row, stubFetch } from './test-support';

const { ScoreCorrection } = await import('./ScoreCorrection');

function show(analysis: AnalysisDto) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ScoreCorrection analysis={analysis} />
    </QueryClientProvider>,
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Your Experian score as printed on the report');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ScoreCorrection', () => {
  it("refuses a score outside 300–850 with 'Enter a score between 300 and 850.' and sends nothing", async () => {
    const fetchMock = stubFetch(() => json({}));
    show(row({ score: 690 }));
    const user = userEvent.setup();
    expect(screen.getByText('Read from report: 690')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Correct score: Experian' }));
    for (const wrong of ['299', '851', 'abc', '70']) {
      await user.clear(field());
      await user.type(field(), wrong);
      await user.click(screen.getByRole('button', { name: 'Save correction' }));
      expect(screen.getByRole('alert').textContent).toBe('Enter a score between 300 and 850.');
      expect(field().getAttribute('aria-invalid')).toBe('true');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a valid correction with PUT /api/analyses/:id/score and closes the form', async () => {
    const analysis = row({ score: 690 });
    const fetchMock = stubFetch(() => json({ analysis: { ...analysis, corrected_score: 712 } }));
    show(analysis);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Correct score: Experian' }));
    await user.type(field(), '712');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Score correction saved'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/analyses/${analysis.id}/score`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ score: 712 });
    expect(screen.queryByRole('button', { name: 'Save correction' })).toBeNull();
  });

  it('shows the correction beside the score read, and removes it with score null', async () => {
    const analysis = row({ score: 690, corrected_score: 745 });
    const fetchMock = stubFetch(() => json({ analysis: { ...analysis, corrected_score: null } }));
    show(analysis);
    expect(screen.getByText('Your correction: 745')).toBeTruthy();
    expect(screen.getByText(/Read from report: 690/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove correction: Experian' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Score correction removed'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ score: null });
  });

  it('toasts the server refusal', async () => {
    stubFetch(() => json({ code: 'VALIDATION_ERROR', message: 'Enter a score between 300 and 850.' }, 400));
    show(row({ score: null }));
    expect(screen.getByText('Read from report: no score printed')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Correct score: Experian' }));
    await user.type(field(), '700');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save score correction', { description: 'Enter a score between 300 and 850.' }));
  });
});
