import { createHmac, createSecretKey, hkdfSync, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Settings } from '../config/settings.js';

/** Every use of the server's secret. Each gets its own key, so a signature made for one is worthless for another. */
export type SigningPurpose =
  | 'session'
  | 'parent-session'
  | 'access-code'
  | 'upload'
  | 'check-in'
  | 'qr-image'
  | 'invoice'
  | 'release'
  | 'altcha-challenge'
  | 'altcha-key'
  | 'message-secret'
  | 'unsubscribe';

/**
 * Links parents keep for weeks (printed or forwarded check-in codes, QR image links in their
 * messages). Those issued before per-purpose keys were signed with SESSION_SECRET itself; they are
 * still accepted until LEGACY_SIGNATURES_UNTIL (docs/decisions.md, Security). Invoice links are not
 * among them: they expire (invoices/invoice-links.ts), and those older links never did.
 */
const KEPT_BY_PARENTS: ReadonlySet<SigningPurpose> = new Set(['check-in', 'qr-image']);

/**
 * One key per purpose, derived from SESSION_SECRET with HKDF-SHA256 (RFC 5869; the purpose is the
 * `info`), and the HMAC-SHA256 signatures made with them (docs/security.md, Keys). Each key is
 * imported into a KeyObject once: an HMAC from raw key bytes imports them on every call, which
 * made a signature about seven times dearer (a twentieth of a booking's CPU).
 */
export class SigningKeys {
  private readonly keys = new Map<SigningPurpose, Buffer>();
  private readonly hmacKeys = new Map<SigningPurpose, KeyObject>();
  private legacyKey: KeyObject | undefined;

  constructor(
    private readonly secret: string,
    private readonly legacyUntil: Date | null = null,
  ) {}

  key(purpose: SigningPurpose): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.secret, 'roboleague', `roboleague ${purpose}`, 32));
      this.keys.set(purpose, key);
    }
    return key;
  }

  /** The purpose's key, imported for HMACs. */
  hmacKey(purpose: SigningPurpose): KeyObject {
    let key = this.hmacKeys.get(purpose);
    if (!key) {
      key = createSecretKey(this.key(purpose));
      this.hmacKeys.set(purpose, key);
    }
    return key;
  }

  /** HMAC-SHA256 (hex) of `value` with the purpose's key: a link nobody can forge without the secret. */
  sign(purpose: SigningPurpose, value: string): string {
    return createHmac('sha256', this.hmacKey(purpose)).update(value).digest('hex');
  }

  verify(purpose: SigningPurpose, value: string, signature: unknown, now = new Date()): boolean {
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    const given = Buffer.from(signature, 'hex');
    if (timingSafeEqual(Buffer.from(this.sign(purpose, value), 'hex'), given)) return true;
    const legacy = this.legacySignature(purpose, value, now);
    return legacy !== null && timingSafeEqual(Buffer.from(legacy, 'hex'), given);
  }

  /**
   * The signature a link of this purpose carried before per-purpose keys, while such links are
   * still accepted; else null.
   */
  legacySignature(purpose: SigningPurpose, value: string, now = new Date()): string | null {
    if (!KEPT_BY_PARENTS.has(purpose) || !this.legacyUntil || now > this.legacyUntil) return null;
    this.legacyKey ??= createSecretKey(Buffer.from(this.secret, 'utf8'));
    return createHmac('sha256', this.legacyKey).update(`${purpose}|${value}`).digest('hex');
  }
}

const bySettings = new WeakMap<Settings, SigningKeys>();

/** The process's signing keys for these settings (derived once). */
export function signingKeys(settings: Settings): SigningKeys {
  let keys = bySettings.get(settings);
  if (!keys) {
    keys = new SigningKeys(settings.sessionSecret, settings.legacySignaturesUntil);
    bySettings.set(settings, keys);
  }
  return keys;
}
