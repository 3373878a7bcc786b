// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackingDto } from '../../../common/mail';
import { TrackingTab } from './TrackingTab';

const LETTER_ID = '00000000-0000-4000-8000-0000000000c1';
const SELF_MAILED: TrackingDto = {
  letter_id: LETTER_ID,
  id: null,
  mailed_by: 'self',
  status: 'sent',
  mailed_date: '2026-01-09',
  estimatedDeliveryDate: '2026-01-16',
  actualDeliveryDate: null,
  delivery_assumed: false,
  response_due_date: '2026-02-23',
  daysUntilResponse: 20,
  followUpDate: null,
  trackingNumber: null,
  url: null,
  extended_period: false,
  return_receipt: false,
  cancel_until: null,
  mailed_pdf: false,
  events: [],
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TrackingTab: the assumed receipt (decision 171)', () => {
  it('says in one sentence which receipt date the clock assumes, and the delivery date the person enters replaces it', async () => {
    let tracking = SELF_MAILED;
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === `/api/disputes/letters/${LETTER_ID}/delivered` && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          tracking = { ...SELF_MAILED, actualDeliveryDate: '2026-01-13', response_due_date: '2026-02-20' };
          return json({ tracking });
        }
        if (url === `/api/disputes/letters/${LETTER_ID}/tracking`) return json({ tracking });
        return json({});
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TrackingTab letterId={LETTER_ID} />
      </QueryClientProvider>,
    );
    const sentence = await screen.findByTestId('assumed-receipt');
    expect(sentence.textContent).toBe(
      'We assume the bureau received it on January 16, 2026 (5 business days after mailing); change it if you have the delivery date. The deadlines count from that date.',
    );
    fireEvent.change(screen.getByLabelText('Date delivered (from your USPS receipt)'), { target: { value: '2026-01-13' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save delivery date' }));
    await vi.waitFor(() => expect(screen.queryByTestId('assumed-receipt')).toBeNull());
    expect(posted).toEqual([{ delivered_date: '2026-01-13', extended_period: false }]);
    expect(await screen.findByText('February 20, 2026')).toBeTruthy();
  });
});
