// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { GeneratedAnalysisDto } from '../../../common/assistant';
import { ASSISTANT_TEXT as T } from './texts';

const { GenerateAnalysis } = await import('./GenerateAnalysis');

const ID = '00000000-0000-4000-8000-000000000001';
const stored: GeneratedAnalysisDto = {
  sections: [{ title: 'Kept overview', body: 'Your report from last time.', citations: [] }],
  source: 'engine',
  provider: { kind: 'builtin', model: 'built-in', description: 'Built-in assistant: not a language model.' },
  generated_at: '2026-11-24T08:00:00.000Z',
};

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <GenerateAnalysis analysisId={ID} stored={stored} onCite={vi.fn()} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('GenerateAnalysis', () => {
  it('shows the analysis kept from an earlier visit, with Regenerate', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Kept overview' })).toBeTruthy();
    expect(screen.getByRole('button', { name: T.regenerate })).toBeTruthy();
  });

  it('leaving the tab while it runs aborts the request (the server stops the model call), and says nothing', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }),
    );
    const view = show();
    await userEvent.click(screen.getByRole('button', { name: T.regenerate }));
    await vi.waitFor(() => expect(signal).toBeDefined());
    expect(signal!.aborted).toBe(false);
    view.unmount();
    expect(signal!.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
