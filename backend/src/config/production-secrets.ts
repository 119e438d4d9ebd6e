/**
 * What production refuses (docs/security.md, Production settings): a SESSION_SECRET anyone could
 * know or guess, and an admin password that a few guesses would find.
 */

/** The development default (settings.ts); it is in the source, so anyone can sign with it. */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

/** Secrets written anywhere in this repository (defaults, examples, tests, docs). */
const REPOSITORY_SECRETS = new Set([
  DEV_SESSION_SECRET,
  'a-production-session-secret-of-40-chars!',
  'change-me-to-32-random-bytes-from-openssl-rand',
]);

/** A short deny-list: the development default and the passwords tried first by every guesser. */
const COMMON_PASSWORDS = new Set([
  'admin123',
  'admin1234',
  'admin12345',
  'admin@123',
  'admin@1234',
  'administrator',
  'password',
  'password1',
  'password123',
  'password@123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  '123456789012',
  '1234567890',
  'letmein',
  'welcome',
  'welcome123',
  'changeme',
  'iloveyou',
  'roboleague',
  'roboleague123',
  'roboleague@123',
  'production-admin-password',
]);

const MIN_SECRET_BYTES = 32;
const MIN_PASSWORD_LENGTH = 12;

/** The bytes a hex or base64(url) secret encodes, or null for other text. */
function decodedSecret(secret: string): Buffer | null {
  if (/^(?:[0-9a-f]{2})+$/i.test(secret)) return Buffer.from(secret, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret))
    return Buffer.from(secret.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return null;
}

/** Why `secret` must not sign production sessions and links, or null when it is fine. */
export function sessionSecretProblem(secret: string | undefined): string | null {
  const advice = 'generate one with `openssl rand -base64 32`';
  if (!secret) return `SESSION_SECRET must be set in production; ${advice}.`;
  if (REPOSITORY_SECRETS.has(secret)) return `SESSION_SECRET is a value published in the repository; ${advice}.`;
  const bytes = decodedSecret(secret);
  // Random bytes are nearly all different; 'aaaa…' or a repeated word is not random at all.
  if (!bytes || bytes.length < MIN_SECRET_BYTES || new Set(bytes).size < 16) {
    return `SESSION_SECRET must be at least ${MIN_SECRET_BYTES} random bytes, written as hex or base64; ${advice}.`;
  }
  return null;
}

/** Why the admin login settings are unsafe in production, or null when they are fine. */
export function adminPasswordProblem(password: string | undefined, hash: string | undefined): string | null {
  if (hash !== undefined) {
    return /^\$argon2(id|i|d)\$/.test(hash) ? null : 'ADMIN_PASSWORD_HASH must be an argon2 hash ($argon2id$...).';
  }
  if (!password) return 'ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH) must be set in production.';
  if (password.length < MIN_PASSWORD_LENGTH)
    return `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters in production.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    return 'ADMIN_PASSWORD is one of the first passwords any attacker tries; choose another.';
  return null;
}
