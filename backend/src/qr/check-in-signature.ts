import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 (hex) that makes a check-in link unforgeable without the server's secret. */
export function signCheckIn(secret: string, bookingId: string): string {
  return createHmac('sha256', secret).update(`check-in|${bookingId}`).digest('hex');
}

export function isValidCheckIn(secret: string, bookingId: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signCheckIn(secret, bookingId), 'hex'), Buffer.from(signature, 'hex'));
}
