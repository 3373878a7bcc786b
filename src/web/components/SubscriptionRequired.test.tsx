// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_TEXT } from '../../common/subscription';
import { ApiError } from '../lib/api';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

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
    const [title, options] = toast.error.mock.calls[0] as [string, { description: string; action: { label: string } }];
    expect(title).toBe('Failed to regenerate letters');
    expect(options.description).toBe(SUBSCRIPTION_TEXT.required);
    expect(options.action.label).toBe(SUBSCRIPTION_TEXT.requiredAction);
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

  it('the AI assistant tab shows it when the server answers 402', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'SUBSCRIPTION_REQUIRED', message: SUBSCRIPTION_TEXT.required }), { status: 402 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AssistantPanel analysisId="00000000-0000-4000-8000-000000000001" onCite={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('link', { name: SUBSCRIPTION_TEXT.requiredAction })).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
