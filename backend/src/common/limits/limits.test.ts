import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Limits } from './limits.js';
import type { LimitName, LimitRule } from './limit-rules.js';

const OFF: LimitRule = { points: 0, windowSeconds: 60 };
const rules = (login: LimitRule): Record<LimitName, LimitRule> => ({
  login,
  whatsappSend: OFF,
  holds: OFF,
  lookupMisses: OFF,
  couponChecks: OFF,
  accessCodesPerClient: OFF,
  accessCodesPerContact: OFF,
});
const connect = (url: string) =>
  new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });

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
    expect((await one.check('login', '10.0.0.1')).allowed).toBe(false);
    // Other clients and other limits are counted apart.
    expect(await one.consume('login', '10.0.0.2')).toEqual({ allowed: true });
    expect(await one.check('login', '10.0.0.2')).toEqual({ allowed: true });
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
    expect(await limits.check('holds', 'a')).toEqual({ allowed: true });
  });

  it('logs a burst once, with the client, when it uses up its window', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const limits = new Limits(rules({ points: 2, windowSeconds: 60 }));
      for (let i = 0; i < 10; i++) await limits.consume('login', '10.9.9.9');
      const lines = warn.mock.calls.map(([message]) => String(message));
      expect(lines).toEqual(['Limit login reached by 10.9.9.9: 2 in 60 s']);
    } finally {
      warn.mockRestore();
    }
  });
});
