import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { loadSettings, SettingsError } from './settings.js';

const SECRET = randomBytes(32).toString('base64');
/** Random: every password written in the repository is refused in production (PUBLISHED_SECRETS). */
const PASSWORD = randomBytes(12).toString('base64url');
const SELLER_GSTIN = '27AAAAR0000A1ZL';

describe('settings', () => {
  it('gives safe development defaults when nothing is set', () => {
    const s = loadSettings({});
    expect(s.port).toBe(3000);
    expect(s.appRole).toBe('all');
    expect(s.holdSeconds).toBe(900);
    expect(s.earlyBirdLimit).toBe(500);
    expect(s.useSandboxGateway).toBe(true);
    expect(s.uploadsDir).toBe('data/uploads');
  });

  it('refuses to start in production without a session secret', () => {
    expect(() => loadSettings({ NODE_ENV: 'production', ADMIN_PASSWORD: PASSWORD })).toThrow(
      new SettingsError('SESSION_SECRET must be set in production; generate one with `openssl rand -base64 32`.'),
    );
  });

  it('refuses a session secret published in the repository or with fewer than 32 random bytes', () => {
    const start = (secret: string) => () =>
      loadSettings({ NODE_ENV: 'production', SESSION_SECRET: secret, ADMIN_PASSWORD: PASSWORD, SELLER_GSTIN });
    expect(start('dev-only-session-secret-change-me-0123456789')).toThrow(
      'SESSION_SECRET is a value published in the repository',
    );
    const tooFew = 'SESSION_SECRET must be at least 32 random bytes, written as hex or base64';
    expect(start('x'.repeat(64))).toThrow(tooFew);
    expect(start('ab'.repeat(40))).toThrow(tooFew);
    expect(start(randomBytes(24).toString('base64'))).toThrow(tooFew);
    expect(start('correct horse battery staple, a long passphrase')).toThrow(tooFew);
    expect(start(randomBytes(32).toString('hex'))()).toBeDefined();
    expect(start(randomBytes(32).toString('base64url'))()).toBeDefined();
  });

  it('refuses a short or common admin password in production, and accepts an argon2 hash instead', () => {
    const start = (env: Record<string, string>) => () =>
      loadSettings({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SELLER_GSTIN, ...env });
    expect(start({})).toThrow('ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH) must be set in production.');
    expect(start({ ADMIN_PASSWORD: 'admin123' })).toThrow(
      'ADMIN_PASSWORD must be at least 12 characters in production.',
    );
    expect(start({ ADMIN_PASSWORD: 'Password@123' })).toThrow(
      'ADMIN_PASSWORD is one of the first passwords any attacker tries; choose another.',
    );
    expect(start({ ADMIN_PASSWORD_HASH: 'plain-text' })).toThrow(
      'ADMIN_PASSWORD_HASH must be an argon2 hash ($argon2id$...).',
    );
    const s = start({ ADMIN_PASSWORD_HASH: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo' })();
    expect(s.adminPassword).toBeUndefined();
  });

  it('refuses to start in production without the seller GSTIN, and anywhere with a malformed one', () => {
    expect(() => loadSettings({ NODE_ENV: 'production', SESSION_SECRET: SECRET, ADMIN_PASSWORD: PASSWORD })).toThrow(
      'SELLER_GSTIN must be set in production (tax invoices carry it).',
    );
    expect(() => loadSettings({ SELLER_GSTIN: '27AAAAR0000A1ZX' })).toThrow('SELLER_GSTIN is not a valid GSTIN');
    expect(loadSettings({ SELLER_GSTIN: SELLER_GSTIN.toLowerCase() }).sellerStateCode).toBe('27');
  });

  it('reads GST rates per category and refuses one beyond 28%', () => {
    expect(loadSettings({ GST_RATES_BY_CATEGORY: 'Coding:12, STEM Learning:5' }).gst.categoryRates).toEqual({
      Coding: 12,
      'STEM Learning': 5,
    });
    expect(() => loadSettings({ GST_RATE_WORKSHOP: '30' })).toThrow(
      'GST_RATE_WORKSHOP must be a GST rate between 0 and 28',
    );
  });

  it('never uses the payment sandbox in production', () => {
    const s = loadSettings({ NODE_ENV: 'production', SESSION_SECRET: SECRET, ADMIN_PASSWORD: PASSWORD, SELLER_GSTIN });
    expect(s.useSandboxGateway).toBe(false);
  });

  it('names the setting when a value is malformed', () => {
    expect(() => loadSettings({ HOLD_SECONDS: 'soon' })).toThrow(
      'HOLD_SECONDS must be a whole number of at least 1 (got "soon").',
    );
    expect(() => loadSettings({ APP_ROLE: 'both' })).toThrow('APP_ROLE must be web, worker or all (got "both").');
  });

  it('wants the key secret whenever a Razorpay key id is set', () => {
    expect(() => loadSettings({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(
      'RAZORPAY_KEY_SECRET must be set when RAZORPAY_KEY_ID is.',
    );
  });

  it('trusts no proxy unless TRUST_PROXY names one, and checks what it names', () => {
    expect(loadSettings({}).trustProxy).toBeUndefined();
    expect(loadSettings({ TRUST_PROXY: ' 10.0.0.2, 172.16.0.0/12,loopback ' }).trustProxy).toBe(
      '10.0.0.2,172.16.0.0/12,loopback',
    );
    expect(loadSettings({ TRUST_PROXY: '::1, fd00::/8' }).trustProxy).toBe('::1,fd00::/8');
    expect(() => loadSettings({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY must list proxy addresses or CIDR ranges, comma-separated (got "true").',
    );
    expect(() => loadSettings({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('(got "10.0.0.0/33")');
  });

  it('starts holds short until their checkout opens, never longer than HOLD_SECONDS, and 0 turns it off', () => {
    expect(loadSettings({}).newHoldSeconds).toBe(180);
    expect(loadSettings({ HOLD_SECONDS: '60' }).newHoldSeconds).toBe(60);
    expect(loadSettings({ HOLD_UNOPENED_SECONDS: '0' }).newHoldSeconds).toBe(900);
    expect(loadSettings({ HOLD_SECONDS: '1' }).holdSweepMs).toBe(1000);
    expect(loadSettings({}).liveHoldsPerClient).toBe(10);
  });

  it('closes half-sent requests after 10 s unless told otherwise', () => {
    expect(loadSettings({}).httpHeadersTimeoutSeconds).toBe(10);
    expect(loadSettings({ HTTP_HEADERS_TIMEOUT_SECONDS: '3' }).httpHeadersTimeoutSeconds).toBe(3);
  });
});
