import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';

const scripts = join(import.meta.dirname, '../../scripts');
const BOUNDARIES = join(scripts, 'check-module-boundaries.mjs');
const CLASS_NAMES = join(scripts, 'check-class-names.mjs');

/** A module tree: path under src → its source; every module exports all its files. */
type Tree = Record<string, string>;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs a lint script on a fixture tree, or on backend/src without one. */
function check(script: string, tree?: Tree): { status: number | null; output: string } {
  const args = tree ? [script, fixture(tree)] : [script];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

function fixture(tree: Tree): string {
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
  return src;
}

describe('scripts/check-module-boundaries.mjs', () => {
  it('fails on modules that import each other in a circle, naming each import of it', () => {
    const { status, output } = check(BOUNDARIES, {
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
    const { status, output } = check(BOUNDARIES, {
      'venues/venues.ts': `export const venueName = 'Pune';`,
      'registrations/counts.ts': `import { Messages } from '../messages/messages.js';`,
      'messages/messages.ts': `import { venueName } from '../venues/venues.js';`,
      'reports/reports.ts': `import { Counts } from '../registrations/counts.js';`,
    });
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining('no circles') });
  });

  it('passes the backend itself: no module circle', () => {
    expect(check(BOUNDARIES)).toEqual({ status: 0, output: expect.stringContaining('no circles') });
  });
});

describe('scripts/check-class-names.mjs', () => {
  const injectable = (name: string) => `@Injectable()\nexport class ${name} {}\n`;

  it('fails on a Nest class or an entity not named after its file', () => {
    const { status, output } = check(CLASS_NAMES, {
      'messages/messages.service.ts': injectable('Messages'),
      'venues/venue.entity.ts': `@Entity('venues')\nexport class VenueRow {}\n`,
    });
    expect(status).toBe(1);
    expect(output).toContain('messages/messages.service.ts: class Messages should be MessagesService');
    expect(output).toContain('venues/venue.entity.ts: class VenueRow should be Venue');
  });

  it('passes classes named after their files, and leaves other classes alone', () => {
    const { status } = check(CLASS_NAMES, {
      'messages/messages.ts': injectable('Messages'),
      'messages/messages-admin.controller.ts': `@Controller('api/admin/messages')\n@UseGuards(AdminGuard)\nexport class MessagesAdminController {}\n`,
      'venues/venue.entity.ts': `@Entity('venues')\nexport class Venue {}\n`,
      'staff/staff.dto.ts': `export class InviteStaffDto {}\nexport class ChangeRoleDto {}\n`,
    });
    expect(status).toBe(0);
  });

  it('passes the backend itself', () => {
    expect(check(CLASS_NAMES).status).toBe(0);
  });
});
