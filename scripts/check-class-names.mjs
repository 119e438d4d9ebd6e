#!/usr/bin/env node
// A file's first class that Nest builds (a provider, controller, module, filter) or that is an entity
// is named after the file: `messages-admin.controller.ts` holds `MessagesAdminController`,
// `invoices.ts` holds `Invoices`, `venue.entity.ts` holds `Venue`. Run by `npm run lint`;
// `node scripts/check-class-names.mjs <src>` checks another tree (backend/test/lint-scripts.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = resolve(process.argv[2] ?? join(root, 'backend', 'src'));
/** A class with one of these decorators right above it (other decorators may sit between). */
const BUILT = /((?:^@\w+\([^]*?\)\s*\n)+)export (?:abstract )?class (\w+)/gm;
const NEST_DECORATOR = /^@(Injectable|Controller|Module|Catch|Entity)\(/m;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** `messages-admin.controller.ts` → `MessagesAdminController`; an entity drops `.entity`. */
function expectedName(file) {
  const stem = basename(file)
    .replace(/\.tsx?$/, '')
    .replace(/\.entity$/, '');
  return stem
    .split(/[-.]/)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

const problems = [];
for (const file of sourceFiles(src)) {
  const text = readFileSync(file, 'utf8');
  const built = [...text.matchAll(BUILT)].filter(([, decorators]) => NEST_DECORATOR.test(decorators));
  const main = built[0]?.[2];
  const expected = expectedName(file);
  if (main && main !== expected)
    problems.push(`${relative(root, file)}: class ${main} should be ${expected}, or the file named after it`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('class names: every Nest class and entity is named after its file');
