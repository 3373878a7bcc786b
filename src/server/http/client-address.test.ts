import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = new Hono();
    app.get('/plain', (c) => c.text(clientAddress(c, false)));
    app.get('/proxied', (c) => c.text(clientAddress(c, true)));
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const ask = async (path: string, forwarded?: string) => (await fetch(base + path, { headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} })).text();

  it('uses the socket address and ignores X-Forwarded-For by default', async () => {
    expect(await ask('/plain')).toBe('127.0.0.1');
    expect(await ask('/plain', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('with TRUST_PROXY, takes the last X-Forwarded-For entry (the one the proxy added)', async () => {
    expect(await ask('/proxied', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ask('/proxied')).toBe('127.0.0.1');
  });
});
