import { describe, expect, it } from '@jest/globals';
import { ShortLivedCache } from './short-lived-cache.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ShortLivedCache.fresh (the fast reads, fast-reads.ts)', () => {
  it('answers nothing before a load, the loaded value after it, and nothing once cleared', async () => {
    let loads = 0;
    const cache = new ShortLivedCache(async () => ++loads, 1_000);
    expect(cache.fresh()).toBeUndefined();
    expect(await cache.get()).toBe(1);
    expect(cache.fresh()).toBe(1);
    cache.clear();
    expect(cache.fresh()).toBeUndefined();
  });

  it('answers the expired value while its reload is under way, then the new one; never an expired one on its own', async () => {
    let loads = 0;
    let release = () => {};
    const cache = new ShortLivedCache(async () => {
      loads += 1;
      if (loads > 1) await new Promise<void>((resolve) => (release = resolve));
      return loads;
    }, 20);
    await cache.get();
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Expired, and nobody asked for a reload yet.
    expect(cache.fresh()).toBeUndefined();
    const reload = cache.get();
    expect(cache.fresh()).toBe(1);
    release();
    expect(await reload).toBe(2);
    await tick();
    expect(cache.fresh()).toBe(2);
  });

  it('answers nothing after a change cleared it, even while the next load is under way', async () => {
    let release = () => {};
    let loads = 0;
    const cache = new ShortLivedCache(async () => {
      loads += 1;
      if (loads > 1) await new Promise<void>((resolve) => (release = resolve));
      return loads;
    });
    await cache.get();
    cache.clear();
    const reload = cache.get();
    expect(cache.fresh()).toBeUndefined();
    release();
    expect(await reload).toBe(2);
  });
});
