#!/usr/bin/env node
// Backend modules reach each other only through what a module exports on purpose: the files each
// module lists in backend/src/module-boundaries.json. `common` and `config` are open to all; the
// database module's entity list (database/entities.ts) may name every module's entities.
// Run by `npm run lint`; a new cross-module import fails here until its module lists the file.
// Modules may not import each other in a circle (a imports b, b imports a, directly or through
// others): a circle is named with one import per step. `node scripts/check-module-boundaries.mjs
// <src>` checks another tree (backend/test/lint-scripts.test.ts runs it on fixtures).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = resolve(process.argv[2] ?? join(root, 'backend', 'src'));
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
/** module → imported module → the first import seen, e.g. `venues/admin-venues.service.ts imports registrations/…`. */
const edges = new Map();
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
    // The entity list composes every module, like app.module.ts: neither a boundary nor a circle.
    if (from === 'database' && /(^|\/)entities\/|\.entity\.ts$/.test(inside)) continue;
    const imports = edges.get(from) ?? edges.set(from, new Map()).get(from);
    if (!imports.has(to)) imports.set(to, `${relative(src, file)} imports ${relative(src, target)}`);
    const allowed = manifest[to]?.public ?? [];
    if (!allowed.includes(inside) && !allowed.includes(inside.replace(/\.ts$/, '.tsx'))) {
      problems.push(
        `${relative(root, file)}: imports ${to}/${inside}, which the ${to} module does not export (backend/src/module-boundaries.json)`,
      );
    }
  }
}
/** Strongly connected groups of modules (Tarjan's algorithm): every group of two or more is a circle. */
function circles() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (module) => {
    index.set(module, index.size);
    low.set(module, index.get(module));
    stack.push(module);
    for (const next of edges.get(module)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module), low.get(next)));
      } else if (stack.includes(next)) low.set(module, Math.min(low.get(module), index.get(next)));
    }
    if (low.get(module) !== index.get(module)) return;
    const group = stack.splice(stack.indexOf(module));
    if (group.length > 1) found.push(group.sort());
  };
  for (const module of edges.keys()) if (!index.has(module)) visit(module);
  return found;
}

for (const group of circles()) {
  const steps = group.flatMap((from) =>
    [...edges.get(from)].filter(([to]) => group.includes(to)).map(([, example]) => `  ${example}`),
  );
  problems.push(`modules import each other in a circle: ${group.join(', ')}\n${steps.join('\n')}`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `module boundaries: ${Object.keys(manifest).length - 1} modules, every cross-module import is to an exported file, no circles`,
);
