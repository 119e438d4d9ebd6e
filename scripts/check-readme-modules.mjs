#!/usr/bin/env node
// The README's "Backend modules" table names every folder under backend/src, and only those, so the
// map of the code stays true as modules come and go. Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HEADING = '### Backend modules';

function fail(problems) {
  console.error(`README.md, "${HEADING}":\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}

/** The module names in the first column of the table under HEADING, with any row left without a description. */
function readmeModules(readme) {
  const lines = readme.split('\n');
  const start = lines.indexOf(HEADING);
  if (start < 0) fail([`the section is missing`]);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('#'));
  const section = lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
  const names = [];
  const undescribed = [];
  for (const [, name, owns] of section.matchAll(/^\|\s*`([^`]+)`\s*\|([^|]*)\|$/gm)) {
    names.push(name);
    if (!owns.trim()) undescribed.push(name);
  }
  return { names, undescribed };
}

const folders = readdirSync(join(root, 'backend', 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const { names, undescribed } = readmeModules(readFileSync(join(root, 'README.md'), 'utf8'));

const problems = [
  ...folders.filter((name) => !names.includes(name)).map((name) => `backend/src/${name} is missing from the table`),
  ...names
    .filter((name) => !folders.includes(name))
    .map((name) => `\`${name}\` is in the table but backend/src/${name} does not exist`),
  ...names.filter((name, i) => names.indexOf(name) !== i).map((name) => `\`${name}\` is in the table twice`),
  ...undescribed.map((name) => `\`${name}\` has no line saying what it owns`),
];
if (problems.length) fail(problems);
console.log(`README modules: the table names all ${folders.length} folders under backend/src`);
