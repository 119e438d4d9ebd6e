// `node bench/catalogue.js` (after `npm run build`): the store with 5,000 products (issue 13 "A
// catalogue that grows"). Seeds the products, rebuilds the catalogue, then measures the sizes the
// phone downloads, the server's speed on /catalog.json, /store and a product page, Lighthouse on
// /store and that product page, and searching and sorting in the browser on a slowed phone CPU.
// Writes its section of RESULTS.md.
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { signIn } from './lib/admin.js';
import { assertBuilt, startApp } from './lib/app.js';
import { dropDatabase, recreateDatabase } from './lib/database.js';
import { audit, runScoresLine } from './lib/lighthouse.js';
import { hammer } from './lib/load.js';
import { stop } from './lib/processes.js';
import { writeSection } from './lib/section.js';
import { storeInteractions } from './lib/store-interactions.js';

const DATABASE_URL =
  process.env.BENCH_CATALOGUE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/robo_bench_catalogue';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PRODUCTS = 5_000;
const STORE_HTML_BUDGET_KB = 60;
const LIGHTHOUSE_BUDGET = 95;
const INTERACTION_BUDGET_MS = 50;
const PRODUCT_PATH = `/product/bench-robot-kit-${PRODUCTS / 2}`;
const log = (line) => console.log(`[bench catalogue] ${line}`);

async function seedProducts() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO products (id, name, slug, category, price, mrp, sku, inventory, images, thumbnail, summary, description_html, features, tags)
       SELECT 'bench-' || n, 'Bench Robot Kit ' || n, 'bench-robot-kit-' || n,
              (ARRAY['Robotics Kits', 'Electronics', 'Coding', 'Science'])[1 + n % 4],
              499 + (n % 50) * 100, 999 + (n % 50) * 100, 'BENCH-' || n, 10 + n % 20,
              ARRAY['/uploads/demo/circuit-starter-kit.svg'], '/uploads/demo/circuit-starter-kit.svg',
              'A kit for young builders, number ' || n || '.', '<p>Build, wire and program a small robot.</p>',
              ARRAY['Motors', 'Sensors', 'Guide'], ARRAY['robot', 'kit']
       FROM generate_series(1, $1) AS n`,
      [PRODUCTS],
    );
  } finally {
    await client.end();
  }
}

/** What a phone downloads: raw bytes and gzip of the body, and how long the first (uncached) answer took. */
async function download(app, path) {
  const started = performance.now();
  const res = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    ms: Math.round(performance.now() - started),
    kb: body.length / 1024,
    gzipKb: gzipSync(body).length / 1024,
  };
}

const kb = (n) => `${n.toFixed(1)} kB`;

const ms = (n) => `${n.toFixed(1)} ms`;

function recordResults(rows, pages, interactions, load) {
  writeSection(
    'catalogue',
    `## Store with ${PRODUCTS.toLocaleString('en-IN')} products (\`node bench/catalogue.js\`, ${new Date().toISOString().slice(0, 16)}Z)

| Path | Size (raw / gzip) | First answer | Load (${DURATION_S} s, 20 connections) | Budget |
|---|---|---|---|---|
${rows.map((r) => `| ${r.path} | ${kb(r.size.kb)} / ${kb(r.size.gzipKb)} | ${r.size.ms} ms | ${r.load.rps} req/s, p50 ${r.load.p50} ms, p99 ${r.load.p99} ms, non-2xx ${r.load.total - r.load.ok} | ${r.budget} |`).join('\n')}

| Page | Lighthouse performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |
|---|---:|---:|---:|---:|---|---|---|---|
${pages.map((p) => (p.error ? `| ${p.path} | failed: ${p.error} | | | | | | | |` : `| ${p.path} | ${p.scores.performance}${p.scores.performance >= LIGHTHOUSE_BUDGET ? ' ✓' : ' ✗'} | ${p.scores.accessibility} | ${p.scores['best-practices']} | ${p.scores.seo} | ${p.metrics.fcp} | ${p.metrics.lcp} | ${p.metrics.tbt} | ${p.metrics.cls} |`)).join('\n')}

${runScoresLine(pages)}

| In the browser (/store, 390 px, CPU ${interactions.cpuSlowdown}× slower, whole catalogue loaded) | median | worst | Budget |
|---|---:|---:|---|
| Search: filtering and sorting 5,000 products | ${ms(interactions.search.filtering.median)} | ${ms(interactions.search.filtering.max)} | < ${INTERACTION_BUDGET_MS} ms${interactions.search.filtering.max < INTERACTION_BUDGET_MS ? ' ✓' : ' ✗'} |
| Sort: filtering and sorting 5,000 products | ${ms(interactions.sort.filtering.median)} | ${ms(interactions.sort.filtering.max)} | < ${INTERACTION_BUDGET_MS} ms${interactions.sort.filtering.max < INTERACTION_BUDGET_MS ? ' ✓' : ' ✗'} |
| Search: input to the last change of the page (12 new cards rendered) | ${ms(interactions.search.screen.median)} | ${ms(interactions.search.screen.max)} | — |
| Sort: choice to the last change of the page (12 new cards rendered) | ${ms(interactions.sort.screen.median)} | ${ms(interactions.sort.screen.max)} | — |

Machine: ${cpus().length} cores; load average ${load.toFixed(1)} (1 min) at the start. Lighthouse: mobile defaults (simulated throttling), Debian Chromium. Browser timings: ${interactions.samples.search.length} searches and ${interactions.samples.sort.length} sorts, each timed in the page from the input event to the last DOM change under <main> (bench/lib/store-interactions.js).
`,
  );
}

assertBuilt();
await recreateDatabase(DATABASE_URL);
const app = await startApp({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, gatewayEnv: {} });
let ok = false;
try {
  await seedProducts();
  const cookie = await signIn(app);
  const sync = await fetch(`${app.url}/api/admin/catalog/sync`, {
    method: 'POST',
    headers: { origin: app.url, cookie },
  });
  if (!sync.ok) throw new Error(`Catalogue sync answered ${sync.status}`);
  // The rebuild is queued: wait until the file lists every product.
  let listed = 0;
  for (let i = 0; ; i++) {
    const { products } = await (await fetch(`${app.url}/catalog.json`)).json();
    listed = products.length;
    if (listed >= PRODUCTS) break;
    if (i > 120) throw new Error(`The catalogue still lists ${products.length} products`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const [load] = loadavg();
  const rows = [];
  for (const [path, budget] of [
    ['/catalog.json', '—'],
    ['/store', `gzip < ${STORE_HTML_BUDGET_KB} kB`],
    [PRODUCT_PATH, '—'],
  ]) {
    const size = await download(app, path);
    log(`${path}: ${JSON.stringify(size)}`);
    const result = await hammer({
      url: `${app.url}${path}`,
      headers: { 'accept-encoding': 'br, gzip' },
      connections: 20,
      durationS: DURATION_S,
    });
    log(`${path}: ${result.rps} req/s, p99 ${result.p99} ms`);
    const within = path === '/store' ? (size.gzipKb < STORE_HTML_BUDGET_KB ? ' ✓' : ' ✗') : '';
    rows.push({ path, size, load: result, budget: budget + within });
  }
  const pages = [];
  for (const path of ['/store', PRODUCT_PATH]) {
    log(`Lighthouse ${path}`);
    pages.push(
      await audit(`${app.url}${path}`, `catalogue-${path.split('/')[1]}`).then(
        (r) => ({ path, ...r }),
        (err) => ({ path, error: err.message.split('\n')[0] }),
      ),
    );
  }
  log('searching and sorting in the browser');
  const interactions = await storeInteractions(app.url, {
    searches: ['robot kit 25', 'sensors', 'no such kit'],
    expectedTotal: listed,
  });
  log(JSON.stringify({ search: interactions.search, sort: interactions.sort }));
  recordResults(rows, pages, interactions, load);
  ok = rows.every((r) => r.size.status === 200 && r.load.serverErrors === 0) && pages.every((p) => !p.error);
} finally {
  await stop(app.web);
  await stop(app.worker);
  await dropDatabase(DATABASE_URL);
}
process.exit(ok ? 0 : 1);
