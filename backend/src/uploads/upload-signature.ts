import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SigningKeys } from '../common/purpose-signature.js';

/** How long an upload URL can be used. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;

function signature(keys: SigningKeys, path: string, expires: number): Buffer {
  return createHmac('sha256', keys.hmacKey('upload')).update(`PUT\n${path}\n${expires}`).digest();
}

/** `?expires=<unix seconds>&sig=<HMAC-SHA256 of the path and expiry>` for a PUT to `path`. */
export function signUploadPath(keys: SigningKeys, path: string, expires: number): string {
  return `${path}?expires=${expires}&sig=${signature(keys, path, expires).toString('base64url')}`;
}

export type UploadSignatureCheck = 'valid' | 'invalid' | 'expired';

/** Whether `sig` was made by us for this very path and expiry, and the expiry has not passed. */
export function checkUploadSignature(
  keys: SigningKeys,
  path: string,
  expires: unknown,
  sig: unknown,
  nowSeconds = Math.floor(Date.now() / 1000),
): UploadSignatureCheck {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof sig !== 'string') return 'invalid';
  const expected = signature(keys, path, Number(expires));
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) < nowSeconds ? 'expired' : 'valid';
}
