import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE, INVALID_FILE_TYPE_MESSAGE, MAX_UPLOAD_BYTES } from '../../../common/uploads';
import { AppError } from '../../errors';
import { cleanFileName, readUpload } from './read-upload';

const MB = 1024 * 1024;
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(5000)]);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(5000)]);
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(5000)]);
const text = () => Buffer.from('Experian credit report\n'.repeat(300));

function request(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/uploads', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

/** A body of `total` bytes (first bytes `head`), made on demand; `pulled()` tells how much was handed out. */
function generatedBody(total: number, head: Uint8Array = pdf().subarray(0, 64)): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const filler = Buffer.alloc(64 * 1024, 0x20);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const piece = Buffer.from(filler.subarray(0, Math.min(filler.length, total - sent)));
        if (sent === 0) Buffer.from(head).copy(piece);
        sent += piece.length;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

/** A Request as a server sees it, with headers the fetch Request constructor would not let a test forge. */
function rawRequest(stream: ReadableStream<Uint8Array>, headers: Record<string, string>): Request {
  return { headers: new Headers(headers), body: stream } as unknown as Request;
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readUpload: raw bodies', () => {
  it('decides each type from the bytes, whatever the name or Content-Type says', async () => {
    const cases = [
      { bytes: pdf(), type: 'pdf', ext: 'pdf', mimeType: 'application/pdf', sentAs: 'image/png', name: 'photo.png' },
      { bytes: jpeg(), type: 'jpeg', ext: 'jpg', mimeType: 'image/jpeg', sentAs: 'application/pdf', name: 'report.pdf' },
      { bytes: png(), type: 'png', ext: 'png', mimeType: 'image/png', sentAs: 'application/octet-stream', name: 'scan.jpeg' },
    ] as const;
    for (const c of cases) {
      const upload = await readUpload(request(c.bytes, { 'content-type': c.sentAs, 'x-file-name': encodeURIComponent(c.name) }));
      expect(upload).toMatchObject({ type: c.type, ext: c.ext, mimeType: c.mimeType, originalName: c.name });
      expect(upload.bytes.equals(c.bytes)).toBe(true);
    }
    const noType = await readUpload(request(png()));
    expect(noType).toMatchObject({ type: 'png', originalName: null });
  });

  it('refuses a text file named .pdf with the spec message', async () => {
    const error = await failure(readUpload(request(text(), { 'content-type': 'application/pdf', 'x-file-name': 'report.pdf' })));
    expect(error.status).toBe(415);
    expect(error.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(error.message).toBe(INVALID_FILE_TYPE_MESSAGE);
    expect((await failure(readUpload(request(Buffer.from('%PD'))))).message).toBe(INVALID_FILE_TYPE_MESSAGE);
  });

  it('refuses other body types before reading', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/json']) {
      const error = await failure(readUpload(request(pdf(), { 'content-type': contentType })));
      expect(error.status).toBe(415);
    }
  });

  it('accepts exactly 10 MB', async () => {
    const { stream } = generatedBody(MAX_UPLOAD_BYTES);
    const upload = await readUpload(request(stream, { 'content-type': 'application/pdf' }));
    expect(upload.bytes.length).toBe(10 * MB);
    expect(upload.type).toBe('pdf');
  });

  it('refuses 10 MB + 1 byte, and stops reading a 50 MB body soon after the limit', async () => {
    const justOver = generatedBody(MAX_UPLOAD_BYTES + 1);
    const error = await failure(readUpload(request(justOver.stream, { 'content-type': 'application/pdf' })));
    expect(error.status).toBe(413);
    expect(error.message).toBe(FILE_TOO_LARGE_MESSAGE);

    const huge = generatedBody(50 * MB);
    const hugeError = await failure(readUpload(request(huge.stream, { 'content-type': 'application/pdf' })));
    expect(hugeError.message).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(huge.pulled()).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(huge.pulled()).toBeLessThan(MAX_UPLOAD_BYTES + MB);
  });

  it('does not trust Content-Length: a small claim with a big body, or no claim at all', async () => {
    const lying = generatedBody(50 * MB);
    const error = await failure(readUpload(rawRequest(lying.stream, { 'content-type': 'application/pdf', 'content-length': '1000' })));
    expect(error.message).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(lying.pulled()).toBeLessThan(MAX_UPLOAD_BYTES + MB);

    const unsaid = generatedBody(50 * MB);
    await failure(readUpload(rawRequest(unsaid.stream, { 'content-type': 'application/pdf' })));
    expect(unsaid.pulled()).toBeLessThan(MAX_UPLOAD_BYTES + MB);
  });

  it('refuses an honest Content-Length over the limit without reading', async () => {
    const body = generatedBody(50 * MB);
    const error = await failure(readUpload(rawRequest(body.stream, { 'content-type': 'application/pdf', 'content-length': String(50 * MB) })));
    expect(error.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });

  it('rejects a wrong type early, without reading the rest of a big body', async () => {
    const body = generatedBody(50 * MB, Buffer.from('just some text, not a report'));
    const error = await failure(readUpload(request(body.stream, { 'content-type': 'application/pdf' })));
    expect(error.status).toBe(415);
    expect(body.pulled()).toBeLessThan(MB);
  });

  it('answers an empty body with a clear message', async () => {
    for (const body of [null, new Uint8Array(0)]) {
      const error = await failure(readUpload(request(body, { 'content-type': 'application/pdf' })));
      expect(error.status).toBe(400);
      expect(error.message).toBe('The file is empty.');
    }
  });
});

describe('readUpload: multipart/form-data', () => {
  it('reads the file field, by its bytes, with its name', async () => {
    const form = new FormData();
    form.append('bureau', 'experian');
    form.append('file', new Blob([png()], { type: 'application/pdf' }), 'C:\\Users\\me\\report.pdf');
    const upload = await readUpload(request(form));
    expect(upload).toMatchObject({ type: 'png', ext: 'png', originalName: 'report.pdf' });
    expect(upload.bytes.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
  });

  it('uses only the first file', async () => {
    const first = pdf();
    const form = new FormData();
    form.append('file', new Blob([first]), 'a.pdf');
    form.append('file', new Blob([jpeg()]), 'b.jpg');
    const upload = await readUpload(request(form));
    expect(upload.bytes.equals(first)).toBe(true);
    expect(upload.originalName).toBe('a.pdf');
  });

  it('refuses a text file and a form without a file', async () => {
    const withText = new FormData();
    withText.append('file', new Blob([text()], { type: 'application/pdf' }), 'report.pdf');
    expect((await failure(readUpload(request(withText)))).message).toBe(INVALID_FILE_TYPE_MESSAGE);

    const noFile = new FormData();
    noFile.append('bureau', 'experian');
    expect((await failure(readUpload(request(noFile)))).status).toBe(400);

    const empty = new FormData();
    empty.append('file', new Blob([]), 'empty.pdf');
    expect((await failure(readUpload(request(empty)))).message).toBe('The file is empty.');
  });

  it('accepts a 10 MB file and refuses 10 MB + 1', async () => {
    const ok = new FormData();
    ok.append('file', new Blob([pdf(), Buffer.alloc(MAX_UPLOAD_BYTES - pdf().length)]), 'ok.pdf');
    expect((await readUpload(request(ok))).bytes.length).toBe(MAX_UPLOAD_BYTES);

    const over = new FormData();
    over.append('file', new Blob([pdf(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - pdf().length)]), 'over.pdf');
    expect((await failure(readUpload(request(over)))).message).toBe(FILE_TOO_LARGE_MESSAGE);
  });

  it('stops reading a streamed 50 MB multipart body near the limit, whatever Content-Length claims', async () => {
    const boundary = '----test-boundary-7d1f';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const body = generatedBody(50 * MB, head);
    const error = await failure(readUpload(rawRequest(body.stream, { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '2000' })));
    expect(error.message).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(body.pulled()).toBeLessThan(MAX_UPLOAD_BYTES + MB);
  });

  it('answers malformed multipart with 400', async () => {
    const error = await failure(readUpload(request(pdf(), { 'content-type': 'multipart/form-data' })));
    expect(error.status).toBe(400);
    const truncated = await failure(
      readUpload(
        request(Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7'), {
          'content-type': 'multipart/form-data; boundary=b',
        }),
      ),
    );
    expect(truncated.status).toBe(400);
  });
});

describe('cleanFileName', () => {
  it('keeps a display name only', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\a\\b.pdf')).toBe('b.pdf');
    expect(cleanFileName('re\u0000po\nrt.pdf')).toBe('report.pdf');
    expect(cleanFileName('  ')).toBeNull();
    expect(cleanFileName(undefined)).toBeNull();
    expect(cleanFileName('x'.repeat(400))?.length).toBe(255);
  });
});
