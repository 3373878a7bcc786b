/**
 * A local HTTP server answering as Lob's Print & Mail API does (api.lob.com/v1): letters create (multipart, with
 * Idempotency-Key), get and cancel within the cancellation window, US address verification, Lob's error bodies,
 * and the rendered PDF behind each letter's url. Also builds signed webhook events as Lob sends them (Lob sends
 * tracking events only in live mode, so the tests sign their own). For integration tests and the browser journey.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const LOB_TEST_KEY = 'test_local0123456789abcdef';
export const LOB_TEST_WEBHOOK_SECRET = 'lob-webhook-secret-for-tests-0123456789';

export interface LobLetter {
  id: string;
  description: string | null;
  metadata: Record<string, string>;
  to: Record<string, string>;
  from: Record<string, string>;
  color: boolean;
  double_sided: boolean;
  address_placement: string;
  mail_type: string;
  extra_service: string | null;
  use_type: string;
  url: string;
  carrier: string;
  tracking_number: string | null;
  tracking_events: unknown[];
  expected_delivery_date: string;
  send_date: string;
  date_created: string;
  date_modified: string;
  deleted?: boolean;
  object: 'letter';
}

export interface LobRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** JSON bodies parsed; multipart bodies as their fields (the file as its size). */
  fields: Record<string, string>;
  fileBytes: number;
}

export interface FakeLob {
  url: string;
  requests: LobRequest[];
  letters: Map<string, LobLetter>;
  /** The next call to a path answers this error instead (once). */
  failNext(path: '/v1/letters' | `/v1/letters/${string}` | '/v1/us_verifications', status: number, message: string): void;
  /** How long new letters stay cancellable (Lob's default: 5 minutes). */
  setCancelWindowMs(ms: number): void;
  close(): Promise<void>;
}

/** The PDF behind every letter's rendered url. */
export const LOB_RENDERED_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const lobError = (res: ServerResponse, status: number, message: string, code = 'invalid') =>
  send(res, status, { error: { message, status_code: status, code } });

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function nested(fields: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    const m = new RegExp(`^${prefix}\\[(\\w+)\\]$`).exec(key);
    if (m) out[m[1]!] = value;
  }
  return out;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function startFakeLob(options: { apiKey?: string } = {}): Promise<FakeLob> {
  const apiKey = options.apiKey ?? LOB_TEST_KEY;
  const letters = new Map<string, LobLetter>();
  const idempotent = new Map<string, string>();
  const requests: LobRequest[] = [];
  const failures = new Map<string, { status: number; message: string }>();
  let cancelWindowMs = 5 * 60_000;
  let base = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const raw = await readBody(req);
      if (url.pathname.startsWith('/rendered/')) {
        res.writeHead(200, { 'Content-Type': 'application/pdf' });
        return res.end(LOB_RENDERED_PDF);
      }
      let fields: Record<string, string> = {};
      let fileBytes = 0;
      const type = req.headers['content-type'] ?? '';
      if (type.startsWith('multipart/form-data')) {
        const form = await new Request(url, { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(raw) }).formData();
        for (const [key, value] of form) {
          if (typeof value === 'string') fields[key] = value;
          else fileBytes = value.size;
        }
      } else if (type.startsWith('application/json') && raw.length > 0) {
        fields = JSON.parse(raw.toString('utf8')) as Record<string, string>;
      }
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, fields, fileBytes });

      const auth = req.headers.authorization ?? '';
      if (auth !== `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`) {
        return lobError(res, 401, 'Your API key is not valid. Please sign up on lob.com to get a valid api key.', 'unauthorized');
      }
      const failure = failures.get(url.pathname);
      if (failure && (req.method === 'POST' || req.method === 'DELETE')) {
        failures.delete(url.pathname);
        return lobError(res, failure.status, failure.message, failure.status >= 500 ? 'internal_server_error' : 'invalid');
      }

      if (req.method === 'POST' && url.pathname === '/v1/us_verifications') {
        const primary = String(fields.primary_line ?? '');
        if (!primary || !fields.zip_code) return lobError(res, 422, 'primary_line is required', 'unprocessable_entity');
        const undeliverable = /nowhere/i.test(primary);
        const zip = String(fields.zip_code).slice(0, 5);
        return send(res, 200, {
          id: `us_ver_${randomBytes(10).toString('hex')}`,
          recipient: null,
          primary_line: primary.toUpperCase(),
          secondary_line: fields.secondary_line ? String(fields.secondary_line).toUpperCase() : '',
          urbanization: '',
          last_line: `${String(fields.city).toUpperCase()} ${String(fields.state).toUpperCase()} ${zip}-1234`,
          deliverability: undeliverable ? 'undeliverable' : 'deliverable',
          components: {
            primary_number: primary.split(' ')[0],
            city: String(fields.city).toUpperCase(),
            state: String(fields.state).toUpperCase(),
            zip_code: zip,
            zip_code_plus_4: undeliverable ? '' : '1234',
          },
          deliverability_analysis: { dpv_confirmation: undeliverable ? 'N' : 'Y' },
          object: 'us_verification',
        });
      }

      if (req.method === 'POST' && url.pathname === '/v1/letters') {
        const key = req.headers['idempotency-key'];
        if (typeof key === 'string' && idempotent.has(key)) return send(res, 200, letters.get(idempotent.get(key)!));
        const to = nested(fields, 'to');
        const from = nested(fields, 'from');
        for (const [name, value] of [
          ['to', to],
          ['from', from],
        ] as const) {
          for (const required of ['name', 'address_line1', 'address_city', 'address_state', 'address_zip']) {
            if (!value[required]) return lobError(res, 422, `${name}.${required} is required`, 'unprocessable_entity');
          }
        }
        if (fileBytes === 0) return lobError(res, 422, 'file is required', 'unprocessable_entity');
        if (!['true', 'false'].includes(fields.color ?? '')) return lobError(res, 422, 'color is required', 'unprocessable_entity');
        if (!['marketing', 'operational'].includes(fields.use_type ?? '')) return lobError(res, 422, 'use_type is required', 'unprocessable_entity');
        const extra = fields.extra_service ?? null;
        if (extra && !['certified', 'certified_return_receipt', 'registered'].includes(extra))
          return lobError(res, 422, 'extra_service must be one of [certified, certified_return_receipt, registered]', 'unprocessable_entity');
        const now = Date.now();
        const id = `ltr_${randomBytes(10).toString('hex')}`;
        const letter: LobLetter = {
          id,
          description: fields.description ?? null,
          metadata: nested(fields, 'metadata'),
          to: { id: `adr_${randomBytes(8).toString('hex')}`, ...to },
          from: { id: `adr_${randomBytes(8).toString('hex')}`, ...from },
          color: fields.color === 'true',
          double_sided: fields.double_sided !== 'false',
          address_placement: fields.address_placement ?? 'top_first_page',
          mail_type: fields.mail_type ?? 'usps_first_class',
          extra_service: extra,
          use_type: fields.use_type!,
          url: `${base}/rendered/${id}.pdf?expires=${Math.floor(now / 1000) + 86_400}&signature=local`,
          carrier: 'USPS',
          tracking_number: extra ? `9407${String(now).padStart(18, '0')}` : null,
          tracking_events: [],
          expected_delivery_date: day(now + 5 * 86_400_000),
          send_date: new Date(now + cancelWindowMs).toISOString(),
          date_created: new Date(now).toISOString(),
          date_modified: new Date(now).toISOString(),
          object: 'letter',
        };
        letters.set(id, letter);
        if (typeof key === 'string') idempotent.set(key, id);
        return send(res, 200, letter);
      }

      const letterPath = /^\/v1\/letters\/(ltr_\w+)$/.exec(url.pathname);
      if (letterPath) {
        const letter = letters.get(letterPath[1]!);
        if (!letter || letter.deleted) return lobError(res, 404, 'letter not found', 'not_found');
        if (req.method === 'GET') return send(res, 200, letter);
        if (req.method === 'DELETE') {
          if (Date.now() >= Date.parse(letter.send_date))
            return lobError(res, 422, 'This letter has already been sent and cannot be canceled.', 'unprocessable_entity');
          letter.deleted = true;
          return send(res, 200, { id: letter.id, deleted: true });
        }
      }
      return lobError(res, 404, 'The requested resource was not found.', 'not_found');
    })().catch((error: unknown) => lobError(res, 500, String(error), 'internal_server_error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    letters,
    failNext(path, status, message) {
      failures.set(path, { status, message });
    },
    setCancelWindowMs(ms) {
      cancelWindowMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook event as Lob sends it: the event names its letter by reference_id and carries the letter as body. */
export function lobEvent(type: string, letter: Pick<LobLetter, 'id'> & Partial<LobLetter>, options: { id?: string; at?: Date } = {}) {
  const at = options.at ?? new Date();
  return {
    id: options.id ?? `evt_${randomBytes(10).toString('hex')}`,
    body: { object: 'letter', tracking_events: [], ...letter },
    reference_id: letter.id,
    event_type: { id: type, enabled_for_test: true, resource: 'letters', object: 'event_type' },
    date_created: at.toISOString(),
    object: 'event',
  };
}

/** The headers Lob signs a delivery with: Lob-Signature = hex HMAC-SHA256(secret, timestamp + "." + body). */
export function signLob(body: string, secret: string = LOB_TEST_WEBHOOK_SECRET, timestampMs: number = Date.now()): Record<string, string> {
  const timestamp = String(timestampMs);
  return {
    'Content-Type': 'application/json',
    'Lob-Signature': createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'),
    'Lob-Signature-Timestamp': timestamp,
  };
}
