import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Booking QR images are served only at a signed URL (`/uploads/qr/<bookingId>.png?sig=…`), so
 * knowing or guessing a booking id is not enough to fetch its ticket. The signature is an
 * HMAC-SHA256 over the id for this purpose alone (check-in links sign another message).
 */
function signQrImage(secret: string, bookingId: string): string {
  return createHmac('sha256', secret).update(`qr-image|${bookingId}`).digest('hex');
}

export function qrImagePath(secret: string, bookingId: string): string {
  return `/uploads/qr/${bookingId}.png?sig=${signQrImage(secret, bookingId)}`;
}

export function isValidQrImageSignature(secret: string, bookingId: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signQrImage(secret, bookingId), 'hex'), Buffer.from(signature, 'hex'));
}
