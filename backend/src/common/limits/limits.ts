import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { KeyedLocks } from './keyed-locks.js';
import type { LimitName, LimitRule } from './limit-rules.js';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Named limits shared by every process through Redis (rate-limiter-flexible), so N web processes
 * allow what one would. While Redis cannot answer, each process falls back to an in-memory
 * limiter with the same rule ("insurance"): limits stay on, counted per process until Redis is back.
 * Without Redis at all (REDIS_URL=inline) the in-memory limiter is the only one.
 */
export class Limits {
  private readonly logger = new Logger('Limits');
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();
  /** Locks per key on the same Redis connection, for checks that count then write. */
  readonly locks: KeyedLocks;

  constructor(
    rules: Record<LimitName, LimitRule>,
    private readonly redis?: Redis,
    keyPrefix = 'robo',
  ) {
    this.locks = new KeyedLocks(redis, keyPrefix);
    for (const [name, rule] of Object.entries(rules) as [LimitName, LimitRule][]) {
      if (rule.points === 0) continue;
      const options = { points: rule.points, duration: rule.windowSeconds };
      const memory = new RateLimiterMemory(options);
      this.limiters.set(
        name,
        redis
          ? new RateLimiterRedis({
              ...options,
              storeClient: redis,
              keyPrefix: `${keyPrefix}:limit:${name}`,
              rejectIfRedisNotReady: true,
              insuranceLimiter: memory,
            })
          : memory,
      );
    }
  }

  /** Counts one hit of `key` against `name`: allowed, or refused with the seconds until the window ends. */
  async consume(name: LimitName, key: string): Promise<LimitVerdict> {
    const limiter = this.limiters.get(name);
    if (!limiter) return { allowed: true };
    try {
      this.noteReached(name, key, limiter, await limiter.consume(key));
      return { allowed: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return refused(refusal);
    }
  }

  /**
   * Counts one hit of `key` against `name` and answers how many it has used in this window, past
   * the limit too (for limits in stages, such as holds), with the seconds until the window ends.
   * `used` is 0 when the limit is off.
   */
  async count(name: LimitName, key: string): Promise<{ used: number; retryAfterSeconds: number }> {
    const limiter = this.limiters.get(name);
    if (!limiter) return { used: 0, retryAfterSeconds: 0 };
    const counted = await limiter.consume(key).catch((refusal: unknown) => {
      if (refusal instanceof RateLimiterRes) return refusal;
      throw refusal;
    });
    this.noteReached(name, key, limiter, counted);
    return { used: counted.consumedPoints, retryAfterSeconds: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)) };
  }

  /** One line per burst: when a client uses up its window, not for every refusal after it. */
  private noteReached(name: LimitName, key: string, limiter: RateLimiterAbstract, counted: RateLimiterRes): void {
    if (counted.consumedPoints === limiter.points) {
      this.logger.warn(`Limit ${name} reached by ${key}: ${limiter.points} in ${limiter.duration} s`);
    }
  }

  /** Gives back a hit counted by `count` (a request refused before it used what it was counted for). */
  async uncount(name: LimitName, key: string): Promise<void> {
    await this.limiters.get(name)?.reward(key);
  }

  /** Whether `key` may go on under `name` without counting a hit (refused once it used up its window). */
  async check(name: LimitName, key: string): Promise<LimitVerdict> {
    const limiter = this.limiters.get(name);
    if (!limiter) return { allowed: true };
    const state = await limiter.get(key).catch(() => null);
    return state !== null && state.consumedPoints >= limiter.points ? refused(state) : { allowed: true };
  }

  async close(): Promise<void> {
    if (this.redis?.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis?.disconnect();
  }
}

function refused(state: RateLimiterRes): LimitVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
}
