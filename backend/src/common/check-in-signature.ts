import type { SigningKeys } from './purpose-signature.js';

/** The signature that makes a check-in link unforgeable without the server's secret. */
export function signCheckIn(keys: SigningKeys, bookingId: string): string {
  return keys.sign('check-in', bookingId);
}

export function isValidCheckIn(keys: SigningKeys, bookingId: string, signature: unknown): boolean {
  return keys.verify('check-in', bookingId, signature);
}

/** What a booking's QR code holds: its signed check-in URL. */
export function checkInUrl(publicUrl: string, keys: SigningKeys, bookingId: string): string {
  return `${publicUrl}/api/check-in/${encodeURIComponent(bookingId)}?sig=${signCheckIn(keys, bookingId)}`;
}
