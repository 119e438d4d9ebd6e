import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';

const scripts = join(import.meta.dirname, '../../scripts');
const BOUNDARIES = join(scripts, 'check-module-boundaries.mjs');
const CLASS_NAMES = join(scripts, 'check-class-names.mjs');
const CATALOG = join(scripts, 'check-catalog.mjs');

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

describe('scripts/check-catalog.mjs', () => {
  /** A repository with catalogues (language → area → messages) and source files. */
  function repository(catalogues: Record<string, Record<string, Record<string, string>>>, sources: Tree): string {
    const root = mkdtempSync(join(tmpdir(), 'catalog-'));
    dirs.push(root);
    for (const [language, areas] of Object.entries(catalogues)) {
      for (const [area, messages] of Object.entries(areas)) {
        const file = join(root, 'libs/domain/catalog', language, `${area}.json`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(messages));
      }
    }
    for (const [path, text] of Object.entries(sources)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }
  const run = (root: string) => {
    const result = spawnSync(process.execPath, [CATALOG, root], { encoding: 'utf8' });
    return { status: result.status, output: result.stdout + result.stderr };
  };
  const uses = { 'frontend/src/features/store/Buy.tsx': "t('store.buy', { price }); t('store.title');" };

  it('passes whole, used catalogues whose translations have the same placeholders', () => {
    const store = { 'store.buy': 'Buy for {price}', 'store.title': 'Store' };
    const hindi = { 'store.buy': '{price} में खरीदें', 'store.title': 'स्टोर' };
    expect(run(repository({ en: { store }, hi: { store: hindi }, mr: { store: hindi } }, uses)).status).toBe(0);
  });

  it('fails on a key missing in a language, a placeholder it lost, and a key no source names', () => {
    const store = { 'store.buy': 'Buy for {price}', 'store.title': 'Store', 'store.gone': 'Nobody asks' };
    const { status, output } = run(
      repository(
        {
          en: { store },
          hi: { store: { 'store.buy': 'खरीदें', 'store.title': 'स्टोर', 'store.gone': 'कोई नहीं' } },
          mr: { store: { 'store.buy': '{price} ला घ्या', 'store.gone': 'कोणी नाही' } },
        },
        uses,
      ),
    );
    expect(status).toBe(1);
    expect(output).toContain('mr/store.json: store.title is missing');
    expect(output).toContain('hi/store.json: store.buy has {}, English has {price}');
    expect(output).toContain('en/store.json: store.gone is used nowhere');
  });

  it('fails on text written out in a translated component', () => {
    const store = { 'store.buy': 'Buy for {price}', 'store.title': 'Store' };
    const { status, output } = run(
      repository(
        { en: { store } },
        {
          ...uses,
          'frontend/src/components/layout/Header.tsx':
            'export const Header = () => <nav aria-label="Main">{t(\'store.title\')} Store</nav>;',
        },
      ),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      'frontend/src/components/layout/Header.tsx:1: "aria-label="Main"" is not from the catalogue',
    );
    expect(output).toContain('frontend/src/components/layout/Header.tsx:1: "Store" is not from the catalogue');
  });
});
