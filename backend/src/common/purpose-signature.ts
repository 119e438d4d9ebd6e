import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 (hex) of a value for one purpose: a link nobody can forge without the server's secret. */
export function signFor(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}|${value}`).digest('hex');
}

export function isSignedFor(secret: string, purpose: string, value: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signFor(secret, purpose, value), 'hex'), Buffer.from(signature, 'hex'));
}
