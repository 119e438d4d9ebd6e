import { isSignedFor, signFor } from '../common/purpose-signature.js';

/** HMAC-SHA256 (hex) that makes a check-in link unforgeable without the server's secret. */
export function signCheckIn(secret: string, bookingId: string): string {
  return signFor(secret, 'check-in', bookingId);
}

export function isValidCheckIn(secret: string, bookingId: string, signature: unknown): boolean {
  return isSignedFor(secret, 'check-in', bookingId, signature);
}

/** What a booking's QR code holds: its signed check-in URL. */
export function checkInUrl(publicUrl: string, secret: string, bookingId: string): string {
  return `${publicUrl}/api/check-in/${encodeURIComponent(bookingId)}?sig=${signCheckIn(secret, bookingId)}`;
}
