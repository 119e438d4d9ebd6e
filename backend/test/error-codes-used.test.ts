import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES } from '@robo/domain';

const SRC = join(import.meta.dirname, '../src');

/** A `reasons({...})` map: each of its codes makes a refusal (other exports are messages). */
function isReasons(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'function');
}

/** The codes of every `reasons({...})` map, read from each `*.errors.ts` file's exports. */
async function reasonCodes(): Promise<Set<string>> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.errors.ts'));
  const codes = new Set<string>();
  for (const file of files) {
    const exported = (await import(join(SRC, file))) as Record<string, unknown>;
    for (const value of Object.values(exported).filter(isReasons))
      for (const code of Object.keys(value)) codes.add(code);
  }
  return codes;
}

describe('the shared list of error codes', () => {
  it('has no code that no backend reason uses', async () => {
    const used = await reasonCodes();
    expect(ERROR_CODES.filter((code) => !used.has(code))).toEqual([]);
  });

  it('lists each code once', () => {
    expect(ERROR_CODES.length).toBe(new Set(ERROR_CODES).size);
  });
});
