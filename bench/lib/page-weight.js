import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FRONTEND_DIST, REPO } from './paths.js';

const ROUTER = join(REPO, 'frontend/src/app/router.tsx');
const MANIFEST = join(FRONTEND_DIST, '.vite/manifest.json');
const APP_MODULE = 'src/app/start.tsx';

const gzipKb = (file) => gzipSync(readFileSync(join(FRONTEND_DIST, file))).length / 1024;
const withoutExtension = (path) => path.replace(/\.[cm]?[jt]sx?$/, '');

/** Manifest keys reachable from `key` through static imports (what loads together with it). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function weigh(manifest, keys) {
  const js = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  return {
    jsKb: js.reduce((sum, file) => sum + gzipKb(file), 0),
    cssKb: css.reduce((sum, file) => sum + gzipKb(file), 0),
    files: js.length + css.length,
  };
}

/**
 * Route paths of the lazily loaded pages, read from the router source: `const X = lazy(() =>
 * import('...'))` gives the module, `<Route path=... element={<X />}>` (nested) gives the path.
 */
export function routesByModule(source = readFileSync(ROUTER, 'utf8')) {
  const moduleOf = new Map();
  for (const [, name, specifier] of source.matchAll(/const (\w+) = lazy\(\(\) => import\('([^']+)'\)\)/g)) {
    moduleOf.set(name, posix.join('src/app', specifier));
  }
  const routes = new Map();
  const stack = [];
  for (const [tag, attributes = ''] of source.matchAll(/<Route\b((?:[^>{]|\{[^}]*\})*)>|<\/Route>/g)) {
    if (tag === '</Route>') {
      stack.pop();
      continue;
    }
    const segment = /\bpath="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const path = '/' + [...stack, segment].filter(Boolean).join('/');
    const element = /element=\{<(\w+)/.exec(attributes)?.[1];
    if (element && moduleOf.has(element)) routes.set(moduleOf.get(element), path);
    if (!attributes.trimEnd().endsWith('/')) stack.push(segment);
  }
  return routes;
}

/**
 * Gzipped JavaScript and CSS per route chunk of the production build, from Vite's manifest:
 * the shell (index.html's entry and everything it imports statically: what every first visit
 * loads, the landing page included) and, for each lazy chunk, what it adds beyond the shell.
 */
export function pageWeights() {
  if (!existsSync(MANIFEST)) {
    throw new Error(`${MANIFEST} is missing: the frontend build must write Vite's manifest (build.manifest: true).`);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry imports the app itself dynamically, a part per task (frontend/src/app/main.tsx): shell too.
  const shell = staticClosure(manifest, APP_MODULE, staticClosure(manifest, entry));
  const routes = routesByModule();
  const chunks = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const own = [...staticClosure(manifest, key)].filter((k) => !shell.has(k));
      const module = withoutExtension(key);
      return { name: module.replace(/^src\//, ''), route: routes.get(module) ?? null, ...weigh(manifest, own) };
    })
    .sort((a, b) => (a.route ?? '~' + a.name).localeCompare(b.route ?? '~' + b.name));
  return { shell: { name: 'shell (index.html entry)', route: '/ (initial)', ...weigh(manifest, shell) }, chunks };
}
