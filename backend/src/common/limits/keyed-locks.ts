import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Gives a lock back only if it is still ours (it may have run out and been taken by another). */
const RELEASE_IF_OURS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const FIRST_RETRY_MS = 10;
const LONGEST_RETRY_MS = 200;

export interface LockTiming {
  /** A lock runs out by itself after this long, should its holder never give it back. */
  ttlMs: number;
  /** How long to wait for keys someone else holds before giving up. */
  waitMs: number;
}

/**
 * Short locks per key, shared by every process through Redis (`SET NX PX`), for a check and a write
 * that must not interleave: counting a contact's live holds, then opening one. While Redis cannot
 * answer, each process locks within itself (the same fallback as the limits).
 */
export class KeyedLocks {
  private readonly local = new Map<string, { token: string; until: number }>();

  constructor(
    private readonly redis?: Redis,
    private readonly keyPrefix = 'robo',
  ) {}

  /**
   * Takes every key (in one order, so two callers cannot deadlock), waiting while others hold them.
   * Returns the function that gives them back, or null when they stayed taken for `waitMs`.
   */
  async acquire(keys: string[], timing: LockTiming): Promise<(() => Promise<void>) | null> {
    const token = randomBytes(12).toString('hex');
    const deadline = Date.now() + timing.waitMs;
    const taken: string[] = [];
    const release = async () => {
      await Promise.all(taken.map((key) => this.give(key, token)));
    };
    for (const key of [...new Set(keys)].sort()) {
      let pause = FIRST_RETRY_MS;
      while (!(await this.take(key, token, timing.ttlMs))) {
        if (Date.now() + pause > deadline) {
          await release();
          return null;
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
        pause = Math.min(pause * 2, LONGEST_RETRY_MS);
      }
      taken.push(key);
    }
    return release;
  }

  private async take(key: string, token: string, ttlMs: number): Promise<boolean> {
    const name = `${this.keyPrefix}:lock:${key}`;
    if (this.redis?.status === 'ready') {
      try {
        return (await this.redis.set(name, token, 'PX', ttlMs, 'NX')) === 'OK';
      } catch {
        // Redis went away mid-call: lock within this process, as below.
      }
    }
    const held = this.local.get(name);
    if (held && held.until > Date.now()) return false;
    this.local.set(name, { token, until: Date.now() + ttlMs });
    return true;
  }

  private async give(key: string, token: string): Promise<void> {
    const name = `${this.keyPrefix}:lock:${key}`;
    if (this.local.get(name)?.token === token) this.local.delete(name);
    else await this.redis?.eval(RELEASE_IF_OURS, 1, name, token).catch(() => undefined);
  }
}
