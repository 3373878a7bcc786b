/**
 * A local S3-compatible server for tests and the load bench (docs/decisions/097): path-style
 * `/<bucket>/<key>` with the calls the storage provider makes — PutObject (with `If-None-Match: *` → 412 when the
 * key exists), GetObject, HeadObject and DeleteObject — answering with S3's status codes and XML errors. Every
 * request must carry a SigV4 Authorization header for the configured access key id (the signature itself is the
 * SDK's business and is not recomputed here). Objects live in memory.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Server {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, Buffer>;
  /** Method and path of every request received. */
  requests: string[];
  close(): Promise<void>;
}

function xmlError(res: ServerResponse, status: number, code: string, message: string, head = false): void {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(head ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** ListObjectsV2 in one page (the tests store far fewer than the 1000 keys a page holds). */
function listObjects(res: ServerResponse, objects: Map<string, Buffer>, prefix: string) {
  const listed = [...objects].filter(([key]) => key.startsWith(prefix));
  const contents = listed.map(([key, bytes]) => `<Contents><Key>${escapeXml(key)}</Key><Size>${bytes.length}</Size></Contents>`).join('');
  res.writeHead(200, { 'Content-Type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${listed.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
  );
}

export async function startS3Server(options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<FakeS3Server> {
  const bucket = options.bucket ?? 'reports-test';
  const accessKeyId = options.accessKeyId ?? 'AKIATESTLOCAL0000001';
  const secretAccessKey = options.secretAccessKey ?? 'local-test-secret-key-0000000000000000000';
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const method = req.method ?? 'GET';
      requests.push(`${method} ${url.pathname}`);
      const head = method === 'HEAD';
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !auth.includes(`Credential=${accessKeyId}/`)) {
        await body(req);
        return xmlError(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', head);
      }
      const [, bucketName, ...rest] = url.pathname.split('/');
      if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
      const key = decodeURIComponent(rest.join('/'));
      if (!key && method === 'GET' && url.searchParams.get('list-type') === '2') return listObjects(res, objects, url.searchParams.get('prefix') ?? '');
      if (!key) return xmlError(res, 400, 'InvalidRequest', 'A key is required', head);
      switch (method) {
        case 'PUT': {
          const bytes = await body(req);
          if (req.headers['if-none-match'] === '*' && objects.has(key)) {
            return xmlError(res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
          }
          objects.set(key, bytes);
          res.writeHead(200, { ETag: `"${bytes.length.toString(16)}"` });
          return res.end();
        }
        case 'GET':
        case 'HEAD': {
          const stored = objects.get(key);
          if (!stored) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', head);
          res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(stored.length) });
          return res.end(head ? undefined : stored);
        }
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    })().catch(() => xmlError(res, 500, 'InternalError', 'We encountered an internal error. Please try again.'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
