#!/usr/bin/env node
// The message catalogues (libs/domain/catalog/<language>/<area>.json) stay whole and used, and the
// screens that are translated say nothing in a literal (docs/decisions.md, Languages). Fails on:
// - a key missing in a language, or one only a translation has (staff areas, admin*.json, are English only);
// - a key outside its file's area, a message that is not valid ICU, or a translation whose
//   placeholders differ from the English message's;
// - a key no source file names (keys are written out whole, so a search finds every use);
// - text or a label attribute written as a literal in a component under TRANSLATED.
// Run by `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parseSync } from 'oxc-parser';

/** The repository, or a fixture laid out like it (the script's tests, backend/test/lint-scripts.test.ts). */
const root = process.argv[2] ? resolve(process.argv[2]) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CATALOG = join(root, 'libs', 'domain', 'catalog');
const SOURCES = ['frontend/src', 'backend/src', 'libs/domain/src'].map((dir) => join(root, dir));
/** Components whose every text comes from the catalogue: folders, or single component files. */
const TRANSLATED = [
  'frontend/src/components/layout',
  'frontend/src/features/pages',
  'frontend/src/components/toast',
  'frontend/src/components/DetailList.tsx',
  'frontend/src/components/HydrateWhenNear.tsx',
  'frontend/src/components/HydrationGate.tsx',
  'frontend/src/components/InvoiceDownloadButton.tsx',
  'frontend/src/components/MaskedRecordNote.tsx',
  'frontend/src/components/VisuallyHidden.tsx',
  'frontend/src/features/store',
  'frontend/src/features/product',
  'frontend/src/features/my-booking',
  'frontend/src/components/product-badges',
  'frontend/src/components/whatsapp',
  'backend/src/messages/email',
  'frontend/src/features/workshop',
  'frontend/src/features/booking',
  'frontend/src/components/checkout',
].map((path) => join(root, path));
/** Attributes a person reads or hears. */
const LABEL_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'helperText',
  'alt',
  'aria-description',
]);
const WORDS = /[A-Za-z\u0900-\u097F]{2,}/;

const isStaffArea = (area) => area === 'admin' || area.startsWith('admin-');
const problems = [];

function files(dir, test) {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return test(dir) ? [dir] : [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path, test);
    return test(path) ? [path] : [];
  });
}

/** The placeholders of a compiled message: `{name}`, `{count, plural, ...}` and those inside its branches. */
function placeholders(compiled, into = new Set()) {
  for (const part of Array.isArray(compiled) ? compiled : [compiled]) {
    if (!Array.isArray(part)) continue;
    const [name, , branches] = part;
    if (typeof name === 'string') into.add(name);
    if (branches && typeof branches === 'object')
      for (const branch of Object.values(branches)) placeholders(branch, into);
  }
  return into;
}

function readLanguage(language) {
  const areas = new Map();
  for (const file of readdirSync(join(CATALOG, language)).filter((name) => name.endsWith('.json'))) {
    const area = basename(file, '.json');
    const path = join(CATALOG, language, file);
    const entries = JSON.parse(readFileSync(path, 'utf8'));
    for (const [key, text] of Object.entries(entries)) {
      if (!key.startsWith(`${area}.`)) problems.push(`${relative(root, path)}: ${key} is not in the ${area} area`);
      try {
        entries[key] = { text, names: placeholders(compileMessage(text)) };
      } catch (err) {
        problems.push(`${relative(root, path)}: ${key} is not a valid message (${err.message})`);
        entries[key] = { text, names: new Set() };
      }
    }
    areas.set(area, entries);
  }
  return areas;
}

const languages = readdirSync(CATALOG).filter((name) => statSync(join(CATALOG, name)).isDirectory());
const english = readLanguage('en');
for (const language of languages.filter((name) => name !== 'en')) {
  const own = readLanguage(language);
  for (const [area, entries] of english) {
    if (isStaffArea(area)) continue;
    const translated = own.get(area) ?? {};
    for (const [key, { names }] of Object.entries(entries)) {
      const mine = translated[key];
      if (!mine) problems.push(`${language}/${area}.json: ${key} is missing`);
      else if ([...names].sort().join() !== [...mine.names].sort().join())
        problems.push(`${language}/${area}.json: ${key} has {${[...mine.names]}}, English has {${[...names]}}`);
    }
  }
  for (const [area, entries] of own) {
    const source = english.get(area) ?? {};
    if (isStaffArea(area)) problems.push(`${language}/${area}.json: staff areas are English only`);
    for (const key of Object.keys(entries))
      if (!source[key]) problems.push(`${language}/${area}.json: ${key} is not in English`);
  }
}

// Unused keys: every key appears whole, quoted, in some source file.
const quoted = new Set();
for (const file of SOURCES.flatMap((dir) =>
  files(dir, (path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path)),
)) {
  for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/g))
    quoted.add(match[1]);
}
for (const [area, entries] of english) {
  for (const key of Object.keys(entries))
    if (!quoted.has(key)) problems.push(`en/${area}.json: ${key} is used nowhere`);
}

// Literal text in translated components.
function visit(node, report) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child) => visit(child, report));
  if (node.type === 'JSXText' && WORDS.test(node.value)) report(node, node.value.trim());
  if (
    node.type === 'JSXExpressionContainer' &&
    node.expression?.type === 'Literal' &&
    typeof node.expression.value === 'string' &&
    WORDS.test(node.expression.value)
  )
    report(node, node.expression.value);
  if (
    node.type === 'JSXAttribute' &&
    LABEL_ATTRIBUTES.has(node.name?.name) &&
    node.value?.type === 'Literal' &&
    WORDS.test(node.value.value)
  )
    report(node, `${node.name.name}="${node.value.value}"`);
  for (const [key, child] of Object.entries(node)) if (key !== 'parent') visit(child, report);
}
for (const file of TRANSLATED.flatMap((dir) =>
  files(dir, (path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx')),
)) {
  const text = readFileSync(file, 'utf8');
  const lineOf = (offset) => text.slice(0, offset).split('\n').length;
  visit(parseSync(file, text).program, (node, literal) =>
    problems.push(`${relative(root, file)}:${lineOf(node.start)}: "${literal}" is not from the catalogue`),
  );
}

if (problems.length) {
  console.error(`Message catalogues (libs/domain/catalog; docs/decisions.md, Languages):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
