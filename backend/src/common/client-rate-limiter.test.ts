import { afterEach, describe, expect, it } from '@jest/globals';
import { ClientRateLimiter, clientKey } from './client-rate-limiter.js';

describe('client rate limiter', () => {
  let limiter: ClientRateLimiter | undefined;
  afterEach(() => limiter?.close());

  it('allows `limit` hits per client per window, then says when to retry', () => {
    limiter = new ClientRateLimiter(() => 2, 60_000);
    expect(limiter.hit('10.0.0.1', 0).allowed).toBe(true);
    expect(limiter.hit('10.0.0.1', 1000).allowed).toBe(true);
    expect(limiter.hit('10.0.0.1', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit('10.0.0.2', 20_000).allowed).toBe(true);
    expect(limiter.hit('10.0.0.1', 60_000).allowed).toBe(true);
  });

  it('counts an IPv6 client per /64', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::ffff:10.0.0.1')).toBe('::ffff:10.0.0.1');
    expect(clientKey('10.0.0.1')).toBe('10.0.0.1');
  });
});
