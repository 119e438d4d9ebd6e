import { describe, expect, it } from '@jest/globals';
import { clientKey } from './client-key.js';

describe('client key', () => {
  it('counts an IPv6 client per /64', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::ffff:10.0.0.1')).toBe('::ffff:10.0.0.1');
    expect(clientKey('10.0.0.1')).toBe('10.0.0.1');
  });
});
