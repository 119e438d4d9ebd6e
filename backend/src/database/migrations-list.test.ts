import { readdirSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { MIGRATIONS } from './entities.js';

/**
 * Migrations are listed by hand in entities.ts (the built server and Jest load them the same
 * way); this catches a migration file that was added but not listed, or listed out of order.
 */
describe('the MIGRATIONS list', () => {
  it('holds every file of migrations/, in timestamp order', () => {
    const files = readdirSync(new URL('./migrations', import.meta.url)).filter(
      (f) => /^\d+-.+\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'),
    );
    const timestampsOnDisk = files.map((f) => Number(f.split('-')[0])).sort((a, b) => a - b);
    const listed = MIGRATIONS.map((migration) => Number(/(\d{13})$/.exec(migration.name)?.[1]));
    expect(listed).toEqual(timestampsOnDisk);
  });
});
