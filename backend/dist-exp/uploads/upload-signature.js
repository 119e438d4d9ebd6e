import { createHmac, timingSafeEqual } from 'node:crypto';
/** How long an upload URL can be used. */ export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
function signature(secret, path, expires) {
    return createHmac('sha256', secret).update(`PUT\n${path}\n${expires}`).digest();
}
/** `?expires=<unix seconds>&sig=<HMAC-SHA256 of the path and expiry>` for a PUT to `path`. */ export function signUploadPath(secret, path, expires) {
    return `${path}?expires=${expires}&sig=${signature(secret, path, expires).toString('base64url')}`;
}
/** Whether `sig` was made by us for this very path and expiry, and the expiry has not passed. */ export function checkUploadSignature(secret, path, expires, sig, nowSeconds = Math.floor(Date.now() / 1000)) {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof sig !== 'string') return 'invalid';
    const expected = signature(secret, path, Number(expires));
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) < nowSeconds ? 'expired' : 'valid';
}

//# sourceMappingURL=upload-signature.js.map