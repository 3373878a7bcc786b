/**
 * Lob's Print & Mail API over plain fetch (HTTP Basic, the key as user, no password): letters, their cancellation
 * and US address verification. Shapes from Lob's API reference (api.lob.com/v1): docs/decisions/100.
 */
import {
  MailProviderError,
  type AddressVerification,
  type MailAddress,
  type MailedLetter,
  type MailProvider,
  type MailTrackingEvent,
  type SendLetterRequest,
} from './types';

export interface LobOptions {
  apiKey: string;
  /** Default https://api.lob.com (tests point it at a local server). */
  apiUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function toAddress(a: MailAddress) {
  return {
    name: a.name,
    address_line1: a.line1,
    ...(a.line2 ? { address_line2: a.line2 } : {}),
    address_city: a.city,
    address_state: a.state,
    address_zip: a.zip,
    address_country: 'US',
  };
}

function toLetter(body: Json): MailedLetter {
  const events = Array.isArray(body.tracking_events) ? (body.tracking_events as Json[]) : [];
  const metadata = body.metadata && typeof body.metadata === 'object' ? (body.metadata as Record<string, string>) : {};
  return {
    id: String(body.id),
    trackingNumber: str(body.tracking_number),
    expectedDeliveryDate: str(body.expected_delivery_date)?.slice(0, 10) ?? null,
    sendDate: str(body.send_date),
    url: str(body.url),
    carrier: str(body.carrier),
    metadata,
    trackingEvents: events.map((e): MailTrackingEvent => ({
      id: String(e.id ?? ''),
      name: String(e.name ?? ''),
      time: str(e.time) ?? str(e.date_created),
      location: str(e.location),
    })),
  };
}

export function createLobProvider(options: LobOptions): MailProvider {
  const doFetch = options.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Json> {
    const response = await doFetch(`${options.apiUrl}/v1${path}`, {
      method,
      headers: { Authorization: auth, Accept: 'application/json', ...init.headers },
      body: init.body ?? null,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      body = {};
    }
    if (!response.ok) {
      const error = (body.error ?? {}) as Json;
      throw new MailProviderError(response.status, str(error.code), str(error.message) ?? `Lob answered ${response.status}`);
    }
    return body;
  }

  return {
    offersCertifiedMail: true,

    async verifyAddress(address) {
      const body = await call('POST', '/us_verifications', {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          primary_line: address.line1,
          ...(address.line2 ? { secondary_line: address.line2 } : {}),
          city: address.city,
          state: address.state,
          zip_code: address.zip,
        }),
      });
      const c = (body.components ?? {}) as Json;
      const deliverability = String(body.deliverability ?? 'undeliverable');
      const zip = str(c.zip_code);
      const standardized =
        deliverability !== 'undeliverable' && str(body.primary_line) && str(c.city) && str(c.state) && zip
          ? {
              line1: String(body.primary_line),
              line2: str(body.secondary_line),
              city: String(c.city),
              state: String(c.state),
              zip: str(c.zip_code_plus_4) ? `${zip}-${String(c.zip_code_plus_4)}` : zip,
            }
          : null;
      return { deliverability, standardized } satisfies AddressVerification;
    },

    async sendLetter(request: SendLetterRequest) {
      const form = new FormData();
      form.set('description', request.description.slice(0, 255));
      for (const [key, value] of Object.entries(toAddress(request.to))) form.set(`to[${key}]`, value);
      for (const [key, value] of Object.entries(toAddress(request.from))) form.set(`from[${key}]`, value);
      form.set('file', new Blob([new Uint8Array(request.pdf)], { type: 'application/pdf' }), 'letter.pdf');
      form.set('color', 'false');
      form.set('double_sided', 'false');
      form.set('address_placement', 'insert_blank_page');
      form.set('mail_type', 'usps_first_class');
      form.set('use_type', 'operational');
      form.set('extra_service', request.returnReceipt ? 'certified_return_receipt' : 'certified');
      for (const [key, value] of Object.entries(request.metadata)) form.set(`metadata[${key}]`, value);
      return toLetter(await call('POST', '/letters', { body: form, headers: { 'Idempotency-Key': request.idempotencyKey } }));
    },

    async getLetter(id) {
      return toLetter(await call('GET', `/letters/${encodeURIComponent(id)}`));
    },

    async cancelLetter(id) {
      try {
        const body = await call('DELETE', `/letters/${encodeURIComponent(id)}`);
        return body.deleted === true;
      } catch (error) {
        if (error instanceof MailProviderError && error.status < 500) return false;
        throw error;
      }
    },

    async download(url) {
      const response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new MailProviderError(response.status, null, 'The rendered letter could not be downloaded.');
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
