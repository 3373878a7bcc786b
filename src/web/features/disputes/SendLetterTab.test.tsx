// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { LetterDto } from '../../../common/disputes/letters';
import { MAIL_TEXT } from '../../../common/mail';

vi.mock('../auth/session', () => ({
  useAuthSession: () => ({ user: { id: 'u1', email: 'a@example.test', name: 'Ann Example' }, isPending: false, refetch: vi.fn() }),
}));

const { SendLetterTab } = await import('./SendLetterTab');

const LETTER = { id: '00000000-0000-4000-8000-0000000000b1', kind: 'bureau_dispute', status: 'ready' } as LetterDto;
const PROFILE = {
  id: 'u1',
  name: 'Ann Example',
  email: 'a@example.test',
  phone: null,
  address: null,
  mailing_address: { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The profile answers; the send answers as `send` says. */
function serve(send: () => Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/profile') return json(PROFILE);
    if (url === `/api/disputes/letters/${LETTER.id}/certified-mail` && init?.method === 'POST') return send();
    return json({ code: 'NOT_FOUND', message: 'No such API call.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function sendLetter(onSent = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SendLetterTab letter={LETTER} recipient="Experian" onSent={onSent} />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Springfield'));
  await userEvent.click(screen.getByRole('button', { name: 'Send Letter' }));
  await vi.waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith('loading'));
  return onSent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SendLetterTab failures (spec document 2 §8)', () => {
  it("a refusal shows 'Error sending letter' with the server's error", async () => {
    serve(async () => json({ code: 'MAIL_PROVIDER_ERROR', message: 'file has too many pages' }, 502));
    const onSent = await sendLetter();
    expect(toast.loading).toHaveBeenCalledWith(MAIL_TEXT.sending);
    expect(toast.error).toHaveBeenCalledWith('Error sending letter', { description: 'file has too many pages' });
    expect(onSent).not.toHaveBeenCalled();
  });

  it("a server failure without its own words falls back to 'Failed to send certified mail'", async () => {
    serve(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await sendLetter();
    expect(toast.error).toHaveBeenCalledWith('Error sending letter', { description: 'Failed to send certified mail' });
  });

  it("no answer at all says 'There was an error sending your letter. Please try again.'", async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await sendLetter();
    expect(toast.error).toHaveBeenCalledWith('Error sending letter', { description: 'There was an error sending your letter. Please try again.' });
  });

  it("an answer that does not confirm the send says 'Error: Failed to send certified mail.' and nothing is shown as sent", async () => {
    serve(async () => json({ success: false }, 201));
    const onSent = await sendLetter();
    expect(toast.error).toHaveBeenCalledWith('Error: Failed to send certified mail.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('a confirmed send shows the two success toasts with the tracking number', async () => {
    const sent = {
      success: true,
      lobResponse: { id: 'ltr_1', trackingNumber: '9407111899560000000001', expectedDeliveryDate: '2026-12-01', status: 'sent', url: null },
      tracking: {},
    };
    serve(async () => json(sent, 201));
    const onSent = await sendLetter();
    expect(toast.success).toHaveBeenCalledWith('Dispute letter sent via certified mail!');
    expect(toast.success).toHaveBeenCalledWith('Letter sent successfully', { description: 'Tracking number: 9407111899560000000001' });
    expect(onSent).toHaveBeenCalledWith(sent);
  });
});
