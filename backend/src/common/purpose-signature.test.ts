import { createHmac, hkdfSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { SigningKeys, type SigningPurpose } from './purpose-signature.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const PURPOSES: SigningPurpose[] = [
  'session',
  'parent-session',
  'access-code',
  'upload',
  'check-in',
  'qr-image',
  'invoice',
  'release',
  'altcha-challenge',
  'altcha-key',
  'message-secret',
];
/** A signature as links carried it before per-purpose keys: HMAC with the secret itself. */
const legacy = (purpose: string, value: string) =>
  createHmac('sha256', SECRET).update(`${purpose}|${value}`).digest('hex');

describe('signing keys per purpose', () => {
  const keys = new SigningKeys(SECRET);

  it('derives a different 32-byte key per purpose with HKDF-SHA256, none of them the secret', () => {
    const derived = PURPOSES.map((purpose) => keys.key(purpose).toString('hex'));
    expect(new Set(derived).size).toBe(PURPOSES.length);
    expect(keys.key('upload')).toEqual(Buffer.from(hkdfSync('sha256', SECRET, 'roboleague', 'roboleague upload', 32)));
    expect(derived.every((key) => key.length === 64 && !key.includes(Buffer.from(SECRET).toString('hex')))).toBe(true);
    expect(new SigningKeys(`${SECRET}!`).key('upload')).not.toEqual(keys.key('upload'));
  });

  it('verifies its own signature only for the purpose and value it was made for', () => {
    const sig = keys.sign('check-in', 'RL-ABCDEFGH');
    expect(keys.verify('check-in', 'RL-ABCDEFGH', sig)).toBe(true);
    expect(keys.verify('qr-image', 'RL-ABCDEFGH', sig)).toBe(false);
    expect(keys.verify('check-in', 'RL-ABCDEFGX', sig)).toBe(false);
    expect(keys.verify('check-in', 'RL-ABCDEFGH', sig.toUpperCase())).toBe(true);
    for (const bad of [undefined, 42, '', 'zz'.repeat(32), sig.slice(2)])
      expect(keys.verify('check-in', 'RL-ABCDEFGH', bad)).toBe(false);
  });

  it("refuses signatures made with the secret itself, unless LEGACY_SIGNATURES_UNTIL keeps parents' links working", () => {
    expect(keys.verify('check-in', 'RL-ABCDEFGH', legacy('check-in', 'RL-ABCDEFGH'))).toBe(false);

    const until = new Date('2027-03-31T23:59:59.999Z');
    const upgraded = new SigningKeys(SECRET, until);
    const before = new Date('2027-03-31T12:00:00Z');
    for (const purpose of ['check-in', 'qr-image'] as const) {
      expect(upgraded.verify(purpose, 'RL-ABCDEFGH', legacy(purpose, 'RL-ABCDEFGH'), before)).toBe(true);
      expect(
        upgraded.verify(purpose, 'RL-ABCDEFGH', legacy(purpose, 'RL-ABCDEFGH'), new Date('2027-04-01T00:00:00Z')),
      ).toBe(false);
    }
    // Short-lived links (a hold's release token, an upload URL) were never kept: no legacy for them.
    expect(upgraded.verify('release', 'RL-ABCDEFGH', legacy('release-hold', 'RL-ABCDEFGH'), before)).toBe(false);
    expect(upgraded.verify('release', 'RL-ABCDEFGH', legacy('release', 'RL-ABCDEFGH'), before)).toBe(false);
    expect(upgraded.verify('check-in', 'RL-ABCDEFGH', legacy('qr-image', 'RL-ABCDEFGH'), before)).toBe(false);
    // Invoice links expire now; the older ones, which never did, are not kept.
    expect(upgraded.verify('invoice', '12', legacy('invoice', '12'), before)).toBe(false);
  });
});
