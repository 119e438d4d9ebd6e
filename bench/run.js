// `npm run bench`: load scenarios against the built app in production mode, the bare node:http
// ceiling, page weights and Lighthouse; writes RESULTS.md. README.md explains every figure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, startApp } from './lib/app.js';
import { evaluateBudget } from './lib/budget.js';
import { startCeiling } from './lib/ceiling.js';
import { LIGHTHOUSE_PAGES, RUSH, SERVICES, WRITE_VENUE_SEATS } from './lib/config.js';
import { addVenue, dropDatabase, recreateDatabase } from './lib/database.js';
import { startFakeRazorpay } from './lib/gateway.js';
import { audit } from './lib/lighthouse.js';
import { pageWeights } from './lib/page-weight.js';
import { OUT, RESULTS_FILE } from './lib/paths.js';
import { keptSections } from './lib/section.js';
import { stop } from './lib/processes.js';
import { clearQueueKeys } from './lib/redis.js';
import { renderPartialResults, renderResults } from './lib/report.js';
import { RssSampler } from './lib/rss.js';
import { writeSection } from './lib/section.js';
import {
  crossProcessFreshness,
  readScenarios,
  recordReads,
  runReads,
  runRush,
  runWriteCeiling,
  runWrites,
} from './lib/scenarios.js';

const log = (line) => console.log(`[bench] ${line}`);
const started = Date.now();
const databaseName = new URL(SERVICES.postgresUrl).pathname.slice(1);
const queuePrefix = `robo:${databaseName}`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
/** `BENCH_ONLY=reads,rush`: just those phases, recorded in their own section of RESULTS.md (README.md, "Part of the run"). */
const only = process.env.BENCH_ONLY?.split(',')
  .map((phase) => phase.trim())
  .filter(Boolean);
const runs = (phase) => !only || only.includes(phase);
const overrides = Object.entries(process.env)
  .filter(([name]) => name.startsWith('BENCH_'))
  .map(([name, value]) => `${name}=${value} `)
  .join('');

function machine() {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: (totalmem() / 1024 ** 3).toFixed(1),
    os: type(),
    node: process.versions.node,
    loadBefore: load(),
  };
}

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
}

/** The first demo venue and the first product in stock (waiting for /catalog.json to be generated). */
async function discover(appUrl) {
  const venues = await getJson(`${appUrl}/api/venues`).catch(() => []);
  let products = [];
  for (let attempt = 0; attempt < 40 && !products.length; attempt++) {
    products = (await getJson(`${appUrl}/catalog.json`).catch(() => null))?.products ?? [];
    if (!products.length) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const product = products.find((p) => p.inventory > 0) ?? products[0];
  return { venueId: venues[0]?.id ?? 1, slug: product?.slug ?? 'pickbot-pick-and-place-robot-kit' };
}

/** Seats booked through a second web process, read through the first. */
async function freshnessChecks(app, venueId) {
  const other = await app.startSecondWeb();
  try {
    const checks = [];
    const common = { appUrl: app.url, otherUrl: other.url, databaseUrl: SERVICES.postgresUrl, venueId };
    checks.push(
      await crossProcessFreshness({
        ...common,
        what: 'GET /api/availability/{id}',
        path: `/api/availability/${venueId}`,
        read: (a) => a.availableSeats,
      }),
    );
    checks.push(
      await crossProcessFreshness({
        ...common,
        what: 'GET /api/venues',
        path: '/api/venues',
        read: (list) => list.find((v) => v.id === venueId)?.availableSeats,
      }),
    );
    for (const check of checks) log(`seat taken via another process, ${check.what}: ${check.summary}`);
    return checks;
  } finally {
    await stop(other.child);
  }
}

async function lighthouse(appUrl, slug) {
  const pages = [];
  for (const path of LIGHTHOUSE_PAGES.map((p) => p.replace(':slug', slug))) {
    log(`Lighthouse ${path}`);
    const name = path === '/' ? 'landing' : path.split('/')[1];
    pages.push(
      await audit(appUrl + path, name).then(
        (r) => ({ path, ...r }),
        (err) => ({ path, error: err.message.split('\n')[0] }),
      ),
    );
  }
  return pages;
}

async function main() {
  assertBuilt();
  mkdirSync(OUT, { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    command: `${overrides}npm run bench`,
    reads: [],
    freshness: [],
    lighthouse: [],
  };
  const problems = [];
  const cleanup = [];
  try {
    if (runs('weights')) {
      try {
        results.weights = pageWeights();
      } catch (err) {
        results.weights = { error: err.message };
      }
    }

    log('Fake Razorpay, fresh database, app (web + worker, NODE_ENV=production)');
    const gateway = await startFakeRazorpay();
    cleanup.push(() => stop(gateway.child));
    await recreateDatabase(SERVICES.postgresUrl);
    await clearQueueKeys(SERVICES.redisUrl, queuePrefix);
    const app = await startApp({
      databaseUrl: SERVICES.postgresUrl,
      redisUrl: SERVICES.redisUrl,
      gatewayEnv: gateway.env,
    });
    cleanup.push(() => app.close());
    const rss = { web: new RssSampler(app.web.pid), worker: new RssSampler(app.worker.pid) };
    cleanup.push(() => {
      results.rss = { web: rss.web.stop(), worker: rss.worker.stop() };
    });

    const phase = (name) => {
      rss.web.mark(name);
      rss.worker.mark(name);
    };
    const rushVenue = await addVenue(SERVICES.postgresUrl, { name: 'bench-rush', seats: RUSH.seats });
    const writeVenue = await addVenue(SERVICES.postgresUrl, { name: 'bench-writes', seats: WRITE_VENUE_SEATS });
    const { venueId, slug } = await discover(app.url);

    const reads = readScenarios({ venueId, slug });
    const recorded = await recordReads(app.url, reads);
    let ceiling = await startCeiling(recorded);
    cleanup.push(() => stop(ceiling.child));
    if (runs('reads')) results.reads = await runReads(app.url, ceiling.url, reads, phase);
    app.assertAlive();

    if (runs('rush')) {
      phase('rush');
      results.rush = await runRush(app.url, SERVICES.postgresUrl, rushVenue).catch((err) => ({ skipped: err.message }));
      app.assertAlive();
    }

    if (runs('writes')) {
      phase('writes');
      results.write = await runWrites(app.url, SERVICES.postgresUrl, writeVenue, app.web.pid).catch((err) => ({
        skipped: err.message,
      }));
      if (results.write.app) {
        await stop(ceiling.child);
        ceiling = await startCeiling([...recorded, results.write.recorded]);
        await runWriteCeiling(ceiling.url, app.url, results.write);
      }
    }
    await stop(ceiling.child);
    app.assertAlive();

    if (runs('freshness')) {
      phase('freshness');
      results.freshness = await freshnessChecks(app, writeVenue);
      app.assertAlive();
    }

    if (runs('lighthouse')) {
      phase('lighthouse');
      results.lighthouse = await lighthouse(app.url, slug);
      app.assertAlive();
    }
  } catch (err) {
    problems.push(err.stack ?? String(err));
  } finally {
    for (const step of cleanup.reverse())
      await Promise.resolve()
        .then(step)
        .catch((err) => problems.push(String(err)));
    if (!process.env.BENCH_KEEP_DATABASE) {
      await dropDatabase(SERVICES.postgresUrl).catch((err) => problems.push(String(err)));
      await clearQueueKeys(SERVICES.redisUrl, queuePrefix).catch((err) => problems.push(String(err)));
    }
  }
  if (problems.length) {
    console.error(`[bench] The run did not complete:\n${problems.join('\n')}`);
    process.exitCode = 1;
    return;
  }

  results.machine.loadAfter = load();
  results.elapsedS = Math.round((Date.now() - started) / 1000);
  if (only) {
    writeSection('partial', renderPartialResults(results));
    writeFileSync(join(OUT, 'results-partial.json'), JSON.stringify(results, null, 2));
    log(`Section "partial" of RESULTS.md written (${results.elapsedS} s)`);
    if (results.rush?.check && !results.rush.check.pass) process.exitCode = 1;
    return;
  }
  const budget = evaluateBudget(results);
  // The scenarios run on their own (check-in, desk, orders, catalogue) keep their sections; a part-run's is superseded.
  const kept = keptSections(['partial']);
  writeFileSync(
    RESULTS_FILE,
    kept ? `${renderResults(results, budget).trimEnd()}\n\n${kept}\n` : renderResults(results, budget),
  );
  writeFileSync(join(OUT, 'results.json'), JSON.stringify({ ...results, budget }, null, 2));
  for (const line of budget)
    log(`${line.pass ? 'ok  ' : 'MISS'} ${line.what}: ${line.measured} (target ${line.target})`);
  log(`RESULTS.md written (${results.elapsedS} s)`);
  // Correctness (no oversell, no 5xx, seats = registrations) fails the command; speed misses are reported.
  const broken = [results.rush?.check, results.write?.check].some((check) => check && !check.pass);
  if (broken) process.exitCode = 1;
}

await main();
