import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, type PageCacheOptions } from './page-cache.ts';

function cacheAt(options: Partial<PageCacheOptions> = {}) {
  let now = 1_000_000;
  const cache = new PageCache({
    enabled: true,
    maxBytes: 1024 * 1024,
    freshSeconds: 10,
    staleSeconds: 60,
    now: () => now,
    ...options,
  });
  cache.setLive(true);
  return {
    cache,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A render that answers when told to, counting how often it ran. */
function controlledRender(html: string | null = '<p>page</p>') {
  const pending: (() => void)[] = [];
  const render = {
    calls: 0,
    produce: async () => {
      render.calls += 1;
      await new Promise<void>((resolve) => pending.push(resolve));
      return html;
    },
    finish() {
      for (const resolve of pending.splice(0)) resolve();
    },
  };
  return render;
}

const page = (text: string) => async () => `<main>${text}</main>`;

describe('PageCache', () => {
  it('renders a key once for everyone asking at once, then serves the copy', async () => {
    const { cache } = cacheAt();
    const render = controlledRender('<p>explore</p>');
    const answers = Array.from({ length: 5 }, () => cache.serve('k', '/explore', render.produce));
    await Promise.resolve();
    render.finish();
    const served = await Promise.all(answers);
    expect(render.calls).toBe(1);
    expect(served.map((a) => a?.outcome)).toEqual(['miss', 'miss', 'miss', 'miss', 'miss']);
    const again = await cache.serve('k', '/explore', render.produce);
    expect(again?.outcome).toBe('hit');
    expect(again?.page.html.toString()).toBe('<p>explore</p>');
    expect(render.calls).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 5, entries: 1 });
  });

  it('serves the old copy at once after the freshness window while one render makes the new one', async () => {
    const { cache, advance } = cacheAt();
    await cache.serve('k', '/', page('old'));
    advance(11_000);
    const render = controlledRender('<main>new</main>');
    const first = await cache.serve('k', '/', render.produce);
    const second = await cache.serve('k', '/', render.produce);
    expect(first?.outcome).toBe('stale');
    expect(second?.outcome).toBe('stale');
    expect(first?.page.html.toString()).toBe('<main>old</main>');
    expect(render.calls).toBe(1);
    render.finish();
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await cache.serve('k', '/', render.produce);
    expect(fresh?.outcome).toBe('hit');
    expect(fresh?.page.html.toString()).toBe('<main>new</main>');
  });

  it('renders again, making everyone wait, once the stale window is over too', async () => {
    const { cache, advance } = cacheAt();
    await cache.serve('k', '/', page('old'));
    advance(71_000);
    const answer = await cache.serve('k', '/', page('new'));
    expect(answer?.outcome).toBe('miss');
    expect(answer?.page.html.toString()).toBe('<main>new</main>');
  });

  it('drops the copies of a changed path (every query, or every path below a /*), and nothing else', async () => {
    const { cache } = cacheAt();
    await cache.serve('o/explore', '/explore', page('e'));
    await cache.serve('o/explore?q=ai', '/explore', page('e ai'));
    await cache.serve('o/ideas/1', '/ideas/1', page('one'));
    await cache.serve('o/ideas/2', '/ideas/2', page('two'));
    await cache.serve('o/', '/', page('home'));
    cache.apply({ kind: 'pages.changed', paths: ['/explore'] });
    expect(cache.stats()).toMatchObject({ entries: 3, invalidated: 2 });
    expect((await cache.serve('o/explore?q=ai', '/explore', page('e ai 2')))?.outcome).toBe('miss');
    cache.invalidate(['/ideas/*']);
    expect((await cache.serve('o/ideas/1', '/ideas/1', page('one')))?.outcome).toBe('miss');
    expect((await cache.serve('o/ideas/2', '/ideas/2', page('two')))?.outcome).toBe('miss');
    expect((await cache.serve('o/', '/', page('home')))?.outcome).toBe('hit');
  });

  it('does not keep a render that was running when its page changed, and starts a new one for later visitors', async () => {
    const { cache } = cacheAt();
    const before = controlledRender('<p>public idea</p>');
    const early = cache.serve('k', '/ideas/1', before.produce);
    await Promise.resolve();
    cache.invalidate(['/ideas/1']);
    const after = controlledRender(null);
    const late = cache.serve('k', '/ideas/1', after.produce);
    before.finish();
    after.finish();
    // The visitor who asked before the change gets what was read before it; nobody after.
    expect((await early)?.page.html.toString()).toBe('<p>public idea</p>');
    expect(await late).toBeNull();
    expect(after.calls).toBe(1);
    expect(cache.stats().entries).toBe(0);
  });

  it('drops the old copy when the page can no longer be shared (the render gives nothing)', async () => {
    const { cache, advance } = cacheAt();
    await cache.serve('k', '/ideas/1', page('public'));
    advance(11_000);
    const render = controlledRender(null);
    expect((await cache.serve('k', '/ideas/1', render.produce))?.outcome).toBe('stale');
    render.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.stats()).toMatchObject({ entries: 0, uncacheable: 1 });
  });

  it('stays within its byte budget under many distinct keys, the least recently used going first', async () => {
    const budget = 64 * 1024;
    const { cache } = cacheAt({ maxBytes: budget });
    const body = 'x'.repeat(2000);
    await cache.serve('q=keep', '/explore', page(body));
    for (let i = 0; i < 500; i += 1) {
      await cache.serve(`q=${i}`, '/explore', page(`${i}${body}`));
      // Kept recently used: survives every eviction.
      expect((await cache.serve('q=keep', '/explore', page(body)))?.outcome).toBe('hit');
      expect(cache.stats().bytes).toBeLessThanOrEqual(budget);
    }
    const stats = cache.stats();
    expect(stats.evicted).toBeGreaterThan(400);
    expect(stats.entries).toBeLessThan(40);
    expect((await cache.serve('q=0', '/explore', page('again')))?.outcome).toBe('miss');
    // A page larger than the whole budget is served but not kept.
    expect((await cache.serve('big', '/', page('y'.repeat(budget))))?.outcome).toBe('miss');
    expect(cache.stats().bytes).toBeLessThanOrEqual(budget);
  });

  it('compresses a copy once per encoding and counts the compressed bytes in the budget', async () => {
    const { cache } = cacheAt();
    const html = `<main>${'rendered '.repeat(500)}</main>`;
    const answer = await cache.serve('k', '/', async () => html);
    if (!answer) throw new Error('not cached');
    const before = cache.stats().bytes;
    const br = cache.body(answer.page, 'br');
    expect(cache.body(answer.page, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(cache.body(answer.page, 'gzip')).toString()).toBe(html);
    expect(cache.stats().bytes).toBeGreaterThan(before);
  });

  it('serves and keeps nothing while the change feed is down or the cache is off, and starts empty when it is back', async () => {
    const { cache } = cacheAt();
    await cache.serve('k', '/', page('home'));
    cache.setLive(false);
    const render = controlledRender();
    expect(await cache.serve('k', '/', render.produce)).toBeNull();
    expect(render.calls).toBe(0);
    cache.setLive(true);
    expect((await cache.serve('k', '/', page('home')))?.outcome).toBe('miss');

    const off = cacheAt({ enabled: false }).cache;
    expect(await off.serve('k', '/', page('home'))).toBeNull();
    expect(off.stats()).toMatchObject({ enabled: false, entries: 0 });
  });
});
