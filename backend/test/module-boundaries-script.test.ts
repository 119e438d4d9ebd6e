import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';

const SCRIPT = join(import.meta.dirname, '../../scripts/check-module-boundaries.mjs');

/** A module tree: path under src → its source; every module exports all its files. */
type Tree = Record<string, string>;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function check(tree: Tree): { status: number | null; output: string } {
  const src = mkdtempSync(join(tmpdir(), 'module-boundaries-'));
  dirs.push(src);
  const manifest: Record<string, { public: string[] }> = {};
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
    const [module = '', ...rest] = path.split('/');
    (manifest[module] ??= { public: [] }).public.push(rest.join('/'));
  }
  writeFileSync(join(src, 'module-boundaries.json'), JSON.stringify({ $comment: 'fixture', ...manifest }));
  const run = spawnSync(process.execPath, [SCRIPT, src], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('scripts/check-module-boundaries.mjs', () => {
  it('fails on modules that import each other in a circle, naming each import of it', () => {
    const { status, output } = check({
      'venues/venues.ts': `import { Counts } from '../registrations/counts.js';`,
      'registrations/counts.ts': `import { Messages } from '../messages/messages.js';`,
      'messages/messages.ts': `import { venueName } from '../venues/venues.js';`,
      'reports/reports.ts': `import { Counts } from '../registrations/counts.js';`,
    });
    expect(status).toBe(1);
    expect(output).toContain('modules import each other in a circle: messages, registrations, venues');
    expect(output).toContain('venues/venues.ts imports registrations/counts.js');
    expect(output).toContain('registrations/counts.ts imports messages/messages.js');
    expect(output).toContain('messages/messages.ts imports venues/venues.js');
    expect(output).not.toContain('reports');
  });

  it('passes the same modules once one import of the circle goes the other way', () => {
    const { status, output } = check({
      'venues/venues.ts': `export const venueName = 'Pune';`,
      'registrations/counts.ts': `import { Messages } from '../messages/messages.js';`,
      'messages/messages.ts': `import { venueName } from '../venues/venues.js';`,
      'reports/reports.ts': `import { Counts } from '../registrations/counts.js';`,
    });
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining('no circles') });
  });

  it('passes the backend itself: no module circle', () => {
    const run = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
