import { createHmac, hkdfSync } from 'node:crypto';
import { E2E_SESSION_SECRET } from '../../session-secret.mjs';

/**
 * A signature as the server makes it for `purpose` (backend/src/common/purpose-signature.ts): HMAC-SHA256
 * under a key derived from the browser tests' SESSION_SECRET with HKDF.
 */
export function serverSignature(purpose: string, value: string): string {
  const key = Buffer.from(hkdfSync('sha256', E2E_SESSION_SECRET, 'roboleague', `roboleague ${purpose}`, 32));
  return createHmac('sha256', key).update(value).digest('hex');
}
