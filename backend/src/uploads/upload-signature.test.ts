import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { SigningKeys } from '../common/purpose-signature.js';
import { checkUploadSignature, signUploadPath } from './upload-signature.js';

const SECRET_TEXT = 'a-test-secret-that-is-long-enough-0123456789';
const SECRET = new SigningKeys(SECRET_TEXT);
const PATH = '/uploads/products/6f1c2a0e-3b1d-4c7e-9a55-1d2e3f4a5b6c';
const NOW = 1_900_000_000;

function parts(signed: string) {
  const url = new URL(signed, 'http://x');
  return { path: url.pathname, expires: url.searchParams.get('expires')!, sig: url.searchParams.get('sig')! };
}

describe('upload URL signatures', () => {
  const { expires, sig } = parts(signUploadPath(SECRET, PATH, NOW + 600));

  it('accepts its own signature until the expiry', () => {
    expect(checkUploadSignature(SECRET, PATH, expires, sig, NOW)).toBe('valid');
    expect(checkUploadSignature(SECRET, PATH, expires, sig, NOW + 600)).toBe('valid');
    expect(checkUploadSignature(SECRET, PATH, expires, sig, NOW + 601)).toBe('expired');
  });

  it('refuses another path, another expiry, another secret or a damaged signature', () => {
    expect(checkUploadSignature(SECRET, `${PATH.slice(0, -1)}d`, expires, sig, NOW)).toBe('invalid');
    expect(checkUploadSignature(SECRET, PATH, String(NOW + 6000), sig, NOW)).toBe('invalid');
    expect(checkUploadSignature(new SigningKeys(`${SECRET_TEXT}!`), PATH, expires, sig, NOW)).toBe('invalid');
    expect(checkUploadSignature(SECRET, PATH, expires, sig.slice(0, -2), NOW)).toBe('invalid');
  });

  it('refuses a URL signed with SESSION_SECRET itself: only the upload key signs uploads', () => {
    const bySecret = createHmac('sha256', SECRET_TEXT).update(`PUT\n${PATH}\n${expires}`).digest('base64url');
    expect(checkUploadSignature(SECRET, PATH, expires, bySecret, NOW)).toBe('invalid');
  });

  it('refuses missing or malformed values', () => {
    expect(checkUploadSignature(SECRET, PATH, undefined, sig, NOW)).toBe('invalid');
    expect(checkUploadSignature(SECRET, PATH, expires, undefined, NOW)).toBe('invalid');
    expect(checkUploadSignature(SECRET, PATH, '1e12', sig, NOW)).toBe('invalid');
    expect(checkUploadSignature(SECRET, PATH, [expires], sig, NOW)).toBe('invalid');
  });
});
