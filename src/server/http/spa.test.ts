import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { serveSpa } from './spa';

const dir = mkdtempSync(path.join(tmpdir(), 'spa-test-'));
const script = 'console.log("hello");\n'.repeat(200);
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
writeFileSync(path.join(dir, 'landing.html'), '<!doctype html><title>landing</title>');
writeFileSync(path.join(dir, 'assets', 'main-abc.js'), script);
writeFileSync(path.join(dir, 'assets', 'main-abc.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dir, 'assets', 'main-abc.js.gz'), gzipSync(script));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono().all('*', serveSpa(dir));
const get = (acceptEncoding?: string) =>
  app.request('/assets/main-abc.js', { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

describe('serveSpa precompressed assets', () => {
  it('sends brotli when accepted, else gzip, else the file itself', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Number(br.headers.get('content-length'))).toBe(brotliCompressSync(script).length);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('text/javascript');

    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gzipSync(script).length).toBe(Number(gz.headers.get('content-length')));

    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);

    expect((await get('br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
  });
});

describe('serveSpa documents', () => {
  it('serves /landing its pre-rendered document and every other client route index.html, none cached unchecked', async () => {
    const landing = await app.request('/landing');
    expect(await landing.text()).toContain('<title>landing</title>');
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    for (const route of ['/', '/login', '/dashboard', '/landing/extra', '/no-such-page']) {
      const response = await app.request(route);
      expect(await response.text(), route).toContain('<title>x</title>');
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
    }
    expect((await app.request('/landing.html')).headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for /landing when the build has no landing.html', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'spa-test-'));
    try {
      writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>x</title>');
      const response = await new Hono().all('*', serveSpa(bare)).request('/landing');
      expect(await response.text()).toContain('<title>x</title>');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
