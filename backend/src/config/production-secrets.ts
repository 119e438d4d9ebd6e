import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * What production refuses (docs/security.md, Production settings): a SESSION_SECRET anyone could
 * know or guess, and an admin password that a few guesses would find.
 */

/** The development default (settings.ts); it is in the source, so anyone can sign with it. */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

/**
 * Every secret and password written in this repository (defaults, examples, test and e2e
 * fixtures, the sandbox): anyone can read them, so production takes none of them, as
 * SESSION_SECRET or as ADMIN_PASSWORD. `production-secrets.test.ts` scans the repository's files
 * and fails when a secret-like value assigned to a secret or password is missing here.
 */
const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  DEV_SESSION_SECRET,
  // Examples from earlier versions of the docs.
  'a-production-session-secret-of-40-chars!',
  'change-me-to-32-random-bytes-from-openssl-rand',
  // The payment sandbox and the browser tests.
  'sandbox_key_secret_for_local_development_only',
  'e2e-only-session-secret-0123456789abcdef',
  // Unit and integration tests.
  'a-test-secret-that-is-long-enough-0123456789',
  'Tr1cky-robot-kits-2026',
  'staff-test-password',
  'not-the-password',
  'first-password-1',
  'second-password-2',
  'third-password-3',
  'a-long-password',
  'another-password',
  'a-new-password',
  'wrong-guess-123',
  'wrong-guess-456',
  // Not a secret but written like one (the kind of the INVALID_PASSWORD refusal, auth/auth.errors.ts): refused too.
  'unauthorized',
]);

/** Words anyone would try first against this site's admin. */
const SITE_WORDS = ['roboleague', 'robo', 'league', 'robotics', 'admin', 'administrator'];

/**
 * zxcvbn's score 3 ("safely unguessable", about 10^8 guesses): its matchers check the password
 * against @zxcvbn-ts/language-common's list of common passwords (49,000 from real breaches) and
 * the patterns people build from them (`Admin@123456` is "admin", a symbol and a sequence).
 */
const MIN_PASSWORD_SCORE = 3;

/**
 * Checked once, at start: the estimator (its ranked dictionaries about 4 MB of heap and 9 MB of
 * RSS, measured) is not kept for the life of the process.
 */
function easilyGuessed(password: string): boolean {
  const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, SITE_WORDS).score < MIN_PASSWORD_SCORE;
}

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
  if (PUBLISHED_SECRETS.has(secret)) return `SESSION_SECRET is a value published in the repository; ${advice}.`;
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
  if (PUBLISHED_SECRETS.has(password)) return 'ADMIN_PASSWORD is a value published in the repository; choose another.';
  if (password.length < MIN_PASSWORD_LENGTH)
    return `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters in production.`;
  if (easilyGuessed(password))
    return 'ADMIN_PASSWORD is one of the first passwords any attacker tries; choose another.';
  return null;
}
