import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonWithEtag } from './etag';

function appAnswering(value: () => unknown) {
  const app = new Hono();
  app.get('/x', (c) => jsonWithEtag(c, value()));
  return app;
}

describe('jsonWithEtag', () => {
  it('answers JSON with a strong ETag, and 304 without a body to a matching If-None-Match', async () => {
    const app = appAnswering(() => ({ count: 3 }));
    const first = await app.request('/x');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await first.json()).toEqual({ count: 3 });
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
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
