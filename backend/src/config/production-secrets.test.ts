import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { adminPasswordProblem, sessionSecretProblem } from './production-secrets.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A name that holds a secret or a password (not its hash): SESSION_SECRET, adminPassword, SECRET... */
const NAME = String.raw`\w*(?:secret|password)(?!_?hash)\w*`;
/** What a secret looks like as written: no spaces, quotes, brackets, commas or `$` (code, not a value). */
const VALUE = String.raw`[\w@#%^&*!.+/=~:-]{8,}`;
/** `SESSION_SECRET: 'x'`, `const SECRET = "x"`, `{ password: 'x' }` in code. */
const IN_CODE = new RegExp(String.raw`\b${NAME}['"]?[ \t]*[:=][ \t]*(['"\`])(${VALUE})\1`, 'gi');
/** `SESSION_SECRET=x` or `ADMIN_PASSWORD: x` in .env, YAML and shell files. */
const IN_CONFIG = new RegExp(
  String.raw`^[ \t]*(?:export[ \t]+|-[ \t]*)?${NAME}[ \t]*[:=][ \t]*['"]?(${VALUE})['"]?[ \t]*$`,
  'gim',
);

/** The message catalogue's keys (`validation.passwordRequired`): names of messages, not values of secrets. */
const CATALOG_EN = join(ROOT, 'libs/domain/catalog/en');
const MESSAGE_KEYS = new Set(
  readdirSync(CATALOG_EN).flatMap((file) => Object.keys(JSON.parse(readFileSync(join(CATALOG_EN, file), 'utf8')))),
);

/** Every value this repository assigns to a secret or a password, with where it was found. */
function writtenSecrets(): Map<string, string> {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(m?[jt]sx?|json|ya?ml|sh|md|example|env)$|(^|\/)(Dockerfile|run)$/.test(file))
    .filter((file) => !file.endsWith('package-lock.json'));
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [, , value] of text.matchAll(IN_CODE)) if (value && !MESSAGE_KEYS.has(value)) found.set(value, file);
    for (const [, value] of text.matchAll(IN_CONFIG)) if (value) found.set(value, file);
  }
  return found;
}

describe('secrets published in this repository', () => {
  const written = writtenSecrets();

  it('finds the ones it must (the scan works)', () => {
    for (const secret of ['a-test-secret-that-is-long-enough-0123456789', 'e2e-only-session-secret-0123456789abcdef'])
      expect(written.has(secret)).toBe(true);
  });

  it('are refused by production as SESSION_SECRET and as ADMIN_PASSWORD', () => {
    const accepted = [...written]
      .filter(([value]) => sessionSecretProblem(value) === null || adminPasswordProblem(value, undefined) === null)
      .map(([value, file]) => `${value} (${file}): add it to PUBLISHED_SECRETS`);
    expect(accepted).toEqual([]);
  });
});
