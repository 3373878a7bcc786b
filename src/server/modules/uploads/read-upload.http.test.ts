import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '../../../common/uploads';
import { AppError, errorResponse } from '../../errors';
import { readUpload } from './read-upload';

const MB = 1024 * 1024;
let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = new Hono();
  app.post('/upload', async (c) => {
    try {
      const upload = await readUpload(c.req.raw);
      return c.json({ size: upload.bytes.length, type: upload.type, name: upload.originalName });
    } catch (error) {
      if (error instanceof AppError) return errorResponse(error);
      throw error;
    }
  });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
});

/** Sends `total` bytes starting with a PDF header, chunked (no Content-Length); resolves with the answer and how much was written. */
function send(total: number, headers: Record<string, string>): Promise<{ status: number; body: string; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/upload', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, written }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    Buffer.from('%PDF-1.7\n').copy(chunk);
    const pump = () => {
      while (written < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - written));
        written += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('readUpload behind @hono/node-server', () => {
  it('takes a 10 MB body sent over HTTP', async () => {
    const res = await send(MAX_UPLOAD_BYTES, { 'content-type': 'application/pdf', 'x-file-name': 'report%20%C3%A9.pdf' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ size: MAX_UPLOAD_BYTES, type: 'pdf', name: 'report é.pdf' });
  });

  it('answers 413 with the spec message and stops reading a 50 MB chunked body', async () => {
    const res = await send(50 * MB, { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: FILE_TOO_LARGE_MESSAGE });
    // The client could only write what the server read plus socket buffers, far from the whole 50 MB.
    expect(res.written).toBeLessThan(40 * MB);
  });
});
