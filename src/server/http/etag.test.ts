import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, jsonWithEtag, jsonWithVersion } from './etag';

function appAnswering(value: () => unknown) {
  const app = new Hono();
  app.get('/x', (c) => jsonWithEtag(c, value()));
  return app;
}

describe('jsonWithEtag', () => {
  it('answers JSON with a weak ETag, and 304 without a body to a matching If-None-Match', async () => {
    const app = appAnswering(() => ({ count: 3 }));
    const first = await app.request('/x');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await first.json()).toEqual({ count: 3 });
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    for (const ifNoneMatch of [tag, tag.slice(2), `"other", ${tag}`, '*']) {
      const again = await app.request('/x', { headers: { 'If-None-Match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(tag);
      expect(await again.text()).toBe('');
    }
  });

  it('answers 200 with the new tag once the data changed', async () => {
    let count = 3;
    const app = appAnswering(() => ({ count }));
    const tag = (await app.request('/x')).headers.get('etag')!;
    count = 4;
    const changed = await app.request('/x', { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(await changed.json()).toEqual({ count: 4 });
  });
});

describe('jsonWithEtag compression', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Credit Analysis Complete' })) };

  it('gzips answers of 1 KB or more for clients that accept gzip, with the same ETag as the plain answer', async () => {
    const app = appAnswering(() => big);
    const plain = await app.request('/x');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await app.request('/x', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('etag')).toBe(plain.headers.get('etag'));
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('leaves small answers and clients that refuse gzip alone, also behind compress()', async () => {
    const app = new Hono();
    app.use('*', compress());
    app.get('/x', (c) => jsonWithEtag(c, { count: 3 }));
    const small = await app.request('/x', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe('11');
    expect(await small.json()).toEqual({ count: 3 });
    const refused = await appAnswering(() => big).request('/x', { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.json()).toEqual(big);
  });

  it('reads Accept-Encoding as a list with weights', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('jsonWithVersion', () => {
  function versionedApp(state: { version: string; value: unknown; loads: number }) {
    const app = new Hono();
    app.get('/x', (c) =>
      jsonWithVersion(
        c,
        async () => state.version,
        async () => {
          state.loads++;
          return { value: state.value, version: state.version };
        },
      ),
    );
    return app;
  }

  it('answers 304 from the version alone, without loading, and 200 with a new tag once the version changed', async () => {
    const state = { version: 'a:1', value: { analyses: [1] }, loads: 0 };
    const app = versionedApp(state);
    const first = await app.request('/x');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ analyses: [1] });
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    const again = await app.request('/x', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(state.loads).toBe(1);
    state.version = 'a:2';
    state.value = { analyses: [2] };
    const changed = await app.request('/x', { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(await changed.json()).toEqual({ analyses: [2] });
    expect(state.loads).toBe(2);
  });
});
