import type { SigningKeys } from './purpose-signature.js';

/**
 * Booking QR images are served only at a signed URL (`/uploads/qr/<bookingId>.png?sig=…`), so
 * knowing or guessing a booking id is not enough to fetch its ticket. The signature uses the
 * QR-image key (check-in links are signed with another).
 */
export function qrImagePath(keys: SigningKeys, bookingId: string): string {
  return `/uploads/qr/${bookingId}.png?sig=${keys.sign('qr-image', bookingId)}`;
}

export function isValidQrImageSignature(keys: SigningKeys, bookingId: string, signature: unknown): boolean {
  return keys.verify('qr-image', bookingId, signature);
}
