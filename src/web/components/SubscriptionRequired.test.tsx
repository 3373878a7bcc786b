// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { SUBSCRIPTION_TEXT } from '../../common/subscription';
import { ApiError } from '../lib/api';

const { isSubscriptionRequired, toastError } = await import('../lib/errors');
const { SubscriptionRequired } = await import('./SubscriptionRequired');
const { AssistantPanel } = await import('../features/assistant/AssistantPanel');

const required = new ApiError(402, 'SUBSCRIPTION_REQUIRED', SUBSCRIPTION_TEXT.required);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the way to /subscription on a 402 (decision 064)', () => {
  it('knows a 402 SUBSCRIPTION_REQUIRED answer from other failures', () => {
    expect(isSubscriptionRequired(required)).toBe(true);
    expect(isSubscriptionRequired(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(isSubscriptionRequired(new Error('x'))).toBe(false);
  });

  it('a failed action toasts the server sentence with a "Choose a plan" action', () => {
    toastError('Failed to regenerate letters', required, 'fallback');
    expect(toast.error).toHaveBeenNthCalledWith(
      1,
      'Failed to regenerate letters',
      expect.objectContaining({ description: SUBSCRIPTION_TEXT.required, action: expect.objectContaining({ label: SUBSCRIPTION_TEXT.requiredAction }) }),
    );
    toastError('Other', new ApiError(500, 'HTTP_500', ''), 'fallback');
    expect(toast.error).toHaveBeenLastCalledWith('Other', { description: 'fallback' });
  });

  it('the notice says why and links to /subscription', () => {
    render(
      <MemoryRouter>
        <SubscriptionRequired />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: SUBSCRIPTION_TEXT.requiredTitle }).textContent).toContain(SUBSCRIPTION_TEXT.required);
    expect(screen.getByRole('link', { name: SUBSCRIPTION_TEXT.requiredAction }).getAttribute('href')).toBe('/subscription');
  });

  it('the AI assistant tab without a plan: the chat is free, the generated analysis shows the way to a plan (decision 168)', async () => {
    const asked: string[] = [];
    const conversation = { provider: { kind: 'builtin', model: 'built-in', description: 'Built-in' }, messages: [], suggestions: [], generated_analysis: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        const body = url === '/api/subscription' ? { subscription: { subscribed: false, servicesOpen: false } } : conversation;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AssistantPanel analysisId="00000000-0000-4000-8000-000000000001" onCite={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^Explaining your report is free\./)).toBeTruthy();
    expect(screen.getByRole('textbox')).toBeTruthy();
    expect(asked).toContain('/api/analyses/00000000-0000-4000-8000-000000000001/assistant');
    await userEvent.click(screen.getByRole('tab', { name: 'Generate Analysis' }));
    expect((await screen.findByRole('link', { name: SUBSCRIPTION_TEXT.requiredAction })).getAttribute('href')).toBe('/subscription');
    expect(asked.filter((url) => url.endsWith('/assistant/analysis'))).toEqual([]);
  });
});
