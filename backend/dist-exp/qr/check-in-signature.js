import { createHmac, timingSafeEqual } from 'node:crypto';
/** HMAC-SHA256 (hex) that makes a check-in link unforgeable without the server's secret. */ export function signCheckIn(secret, bookingId) {
    return createHmac('sha256', secret).update(`check-in|${bookingId}`).digest('hex');
}
export function isValidCheckIn(secret, bookingId, signature) {
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signCheckIn(secret, bookingId), 'hex'), Buffer.from(signature, 'hex'));
}

//# sourceMappingURL=check-in-signature.js.map