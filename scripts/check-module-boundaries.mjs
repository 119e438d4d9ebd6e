#!/usr/bin/env node
// Backend modules reach each other only through what a module exports on purpose: the files each
// module lists in backend/src/module-boundaries.json. `common` and `config` are open to all; the
// database module's entity list (database/entities.ts) may name every module's entities.
// Run by `npm run lint`; a new cross-module import fails here until its module lists the file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'backend', 'src');
const manifest = JSON.parse(readFileSync(join(src, 'module-boundaries.json'), 'utf8'));
const OPEN = new Set(['common', 'config']);

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

const moduleOf = (file) => relative(src, file).split('/')[0];
const problems = [];
for (const file of sourceFiles(src)) {
  const from = moduleOf(file);
  if (!relative(src, file).includes('/')) continue; // main.ts, app.module.ts... compose the modules
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const target = resolve(dirname(file), spec);
    if (!target.startsWith(src + '/')) continue;
    const to = moduleOf(target);
    if (to === from || OPEN.has(to)) continue;
    const inside = relative(join(src, to), target).replace(/\.js$/, '.ts');
    if (from === 'database' && /(^|\/)entities\/|\.entity\.ts$/.test(inside)) continue;
    const allowed = manifest[to]?.public ?? [];
    if (!allowed.includes(inside) && !allowed.includes(inside.replace(/\.ts$/, '.tsx'))) {
      problems.push(
        `${relative(root, file)}: imports ${to}/${inside}, which the ${to} module does not export (backend/src/module-boundaries.json)`,
      );
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `module boundaries: ${Object.keys(manifest).length - 1} modules, every cross-module import is to an exported file`,
);
