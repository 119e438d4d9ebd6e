import { createHmac, createSecretKey } from 'node:crypto';
import type { SigningKeys } from './purpose-signature.js';

/** The signature that makes a check-in link unforgeable without the server's secret. */
export function signCheckIn(keys: SigningKeys, bookingId: string): string {
  return keys.sign('check-in', bookingId);
}

/**
 * signCheckIn for many bookings at once (a door roster): the key is imported once, which makes
 * each signature about ten times cheaper than creating an HMAC from raw key bytes.
 */
export function checkInSigner(keys: SigningKeys): (bookingId: string) => string {
  const key = createSecretKey(keys.key('check-in'));
  return (bookingId) => createHmac('sha256', key).update(bookingId).digest('hex');
}

export function isValidCheckIn(keys: SigningKeys, bookingId: string, signature: unknown): boolean {
  return keys.verify('check-in', bookingId, signature);
}

/** What a booking's QR code holds: its signed check-in URL. */
export function checkInUrl(publicUrl: string, keys: SigningKeys, bookingId: string): string {
  return `${publicUrl}/api/check-in/${encodeURIComponent(bookingId)}?sig=${signCheckIn(keys, bookingId)}`;
}
