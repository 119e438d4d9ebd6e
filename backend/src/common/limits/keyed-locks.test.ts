import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { KeyedLocks } from './keyed-locks.js';

const TIMING = { ttlMs: 5_000, waitMs: 2_000 };

describe('locks per key', () => {
  const open: Redis[] = [];
  afterEach(() => {
    for (const redis of open.splice(0)) redis.disconnect();
  });
  async function onRedis(url: string, prefix: string): Promise<KeyedLocks> {
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    open.push(redis);
    await redis.connect().catch(() => undefined);
    return new KeyedLocks(redis, prefix);
  }

  /** Runs `holders` critical sections at once on `locks[i % n]`; answers the most that ever overlapped. */
  async function mostAtOnce(locks: KeyedLocks[], holders: number, keys: (i: number) => string[]): Promise<number> {
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: holders }, async (_, i) => {
        const release = await locks[i % locks.length]!.acquire(keys(i), TIMING);
        if (!release) throw new Error('lock not taken');
        inside += 1;
        most = Math.max(most, inside);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inside -= 1;
        await release();
      }),
    );
    return most;
  }

  it('lets one holder at a time into a key across processes sharing Redis, whatever order the keys come in', async () => {
    const prefix = `robo:locks-test-${randomBytes(4).toString('hex')}`;
    const processes = [
      await onRedis('redis://127.0.0.1:6379', prefix),
      await onRedis('redis://127.0.0.1:6379', prefix),
    ];
    expect(await mostAtOnce(processes, 8, (i) => (i % 2 ? ['phone', 'email'] : ['email', 'phone']))).toBe(1);
    // Different keys do not wait for each other.
    expect(await mostAtOnce(processes, 4, (i) => [`key-${i}`])).toBe(4);
  });

  it('locks within the process while Redis cannot be reached, and without Redis at all', async () => {
    const unreachable = await onRedis('redis://127.0.0.1:1', 'robo:unreachable');
    expect(await mostAtOnce([unreachable], 5, () => ['phone'])).toBe(1);
    expect(await mostAtOnce([new KeyedLocks()], 5, () => ['phone'])).toBe(1);
  });

  it('gives up after waiting, and a lock runs out by itself if never given back', async () => {
    const locks = new KeyedLocks();
    expect(await locks.acquire(['phone'], { ttlMs: 300, waitMs: 0 })).not.toBeNull();
    expect(await locks.acquire(['phone'], { ttlMs: 300, waitMs: 50 })).toBeNull();
    expect(await locks.acquire(['phone'], { ttlMs: 300, waitMs: 1_000 })).not.toBeNull();
  });
});
