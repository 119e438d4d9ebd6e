import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { Limits } from './limits.js';
import type { LimitName, LimitRule } from './limit-rules.js';

const OFF: LimitRule = { points: 0, windowSeconds: 60 };
const rules = (login: LimitRule): Record<LimitName, LimitRule> =>
  ({ login, whatsappSend: OFF, holds: OFF, lookupMisses: OFF, couponChecks: OFF });
const connect = (url: string) => new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });

describe('shared limits', () => {
  const open: Limits[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((limits) => limits.close()));
  });
  async function onRedis(url: string, prefix: string, rule: LimitRule): Promise<Limits> {
    const redis = connect(url);
    await redis.connect().catch(() => undefined);
    const limits = new Limits(rules(rule), redis, prefix);
    open.push(limits);
    return limits;
  }

  it('counts hits of one key across every process sharing Redis, then says when to retry', async () => {
    const prefix = `robo:limits-test-${randomBytes(4).toString('hex')}`;
    const one = await onRedis('redis://127.0.0.1:6379', prefix, { points: 3, windowSeconds: 60 });
    const two = await onRedis('redis://127.0.0.1:6379', prefix, { points: 3, windowSeconds: 60 });
    expect(await one.consume('login', '10.0.0.1')).toEqual({ allowed: true });
    expect(await two.consume('login', '10.0.0.1')).toEqual({ allowed: true });
    expect(await one.consume('login', '10.0.0.1')).toEqual({ allowed: true });
    const refused = await two.consume('login', '10.0.0.1');
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(await one.exhausted('login', '10.0.0.1')).toBe(true);
    // Other clients and other limits are counted apart.
    expect(await one.consume('login', '10.0.0.2')).toEqual({ allowed: true });
    expect(await one.exhausted('login', '10.0.0.2')).toBe(false);
  });

  it('keeps limiting in memory while Redis cannot be reached', async () => {
    const limits = await onRedis('redis://127.0.0.1:1', 'robo:unreachable', { points: 2, windowSeconds: 60 });
    expect(await limits.consume('login', '10.0.0.1')).toEqual({ allowed: true });
    expect(await limits.consume('login', '10.0.0.1')).toEqual({ allowed: true });
    expect((await limits.consume('login', '10.0.0.1')).allowed).toBe(false);
  });

  it('counts in memory without Redis, and never limits a limit set to 0', async () => {
    const limits = new Limits(rules({ points: 1, windowSeconds: 60 }));
    expect(await limits.consume('login', 'a')).toEqual({ allowed: true });
    expect((await limits.consume('login', 'a')).allowed).toBe(false);
    for (let i = 0; i < 100; i++) expect(await limits.consume('holds', 'a')).toEqual({ allowed: true });
    expect(await limits.exhausted('holds', 'a')).toBe(false);
  });
});
