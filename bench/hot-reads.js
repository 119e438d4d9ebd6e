// `npm run bench:hot-reads -w @robo/bench` (after `npm run build`): the hot public reads against
// the ceiling (README.md, "Hot reads"), in alternating slices so both see the same machine: per
// read, ROUNDS rounds of a slice on the ceiling and a slice on the app (their order swapped every
// round), with each server process's CPU time over its slices. Writes its section of RESULTS.md.
import { loadavg } from 'node:os';
import { assertBuilt } from './lib/app.js';
import { startCeiling } from './lib/ceiling.js';
import { LOAD } from './lib/config.js';
import { cpuMs } from './lib/cpu.js';
import { withFreshApp } from './lib/fresh-app.js';
import { hammer } from './lib/load.js';
import { stop } from './lib/processes.js';
import { readScenarios, recordReads } from './lib/scenarios.js';
import { writeSection } from './lib/section.js';

const DATABASE_URL =
  process.env.BENCH_HOT_READS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/robo_bench_hot_reads';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SLICE_S = Number(process.env.BENCH_SLICE ?? 3);
const READS = [
  'GET /api/venues',
  'GET /api/availability/{id}',
  'GET /api/pricing',
  'GET /catalog.json',
  'GET / (HTML)',
];
const log = (line) => console.log(`[bench:hot-reads] ${line}`);
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One slice of load on `url`: requests answered and the server process's CPU ms meanwhile. */
async function slice(url, pid) {
  const cpuBefore = cpuMs(pid);
  const result = await hammer({ url, connections: LOAD.connections, durationS: SLICE_S });
  if (result.ok !== result.total) throw new Error(`${url}: ${result.total - result.ok} answers were not 2xx`);
  return { requests: result.total, cpuMs: cpuMs(pid) - cpuBefore, p99: result.p99 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(scenario, app, ceiling) {
  const sides = {
    app: { url: app.url + scenario.path, pid: app.web.pid, slices: [] },
    ceiling: { url: ceiling.url + scenario.path, pid: ceiling.child.pid, slices: [] },
  };
  for (const side of Object.values(sides)) await hammer({ url: side.url, connections: LOAD.connections, durationS: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [sides.app, sides.ceiling] : [sides.ceiling, sides.app];
    for (const side of order) side.slices.push(await slice(side.url, side.pid));
  }
  const sum = (side, key) => side.slices.reduce((total, s) => total + s[key], 0);
  const perRound = sides.app.slices.map((s, i) => s.requests / sides.ceiling.slices[i].requests);
  const cpuUs = (side) => (1000 * sum(side, 'cpuMs')) / sum(side, 'requests');
  return {
    name: scenario.name,
    appRps: sum(sides.app, 'requests') / (ROUNDS * SLICE_S),
    ceilingRps: sum(sides.ceiling, 'requests') / (ROUNDS * SLICE_S),
    ratio: sum(sides.app, 'requests') / sum(sides.ceiling, 'requests'),
    roundRatios: perRound,
    medianRatio: median(perRound),
    appCpuUs: cpuUs(sides.app),
    ceilingCpuUs: cpuUs(sides.ceiling),
    appP99: Math.max(...sides.app.slices.map((s) => s.p99)),
  };
}

async function main() {
  assertBuilt();
  const loadBefore = loadNow();
  await withFreshApp(DATABASE_URL, async ({ app }) => {
    const venues = await (await fetch(`${app.url}/api/venues`)).json();
    const { products } = await (await fetch(`${app.url}/catalog.json`)).json();
    const scenarios = readScenarios({ venueId: venues[0].id, slug: products[0].slug }).filter((s) =>
      READS.includes(s.name),
    );
    const ceiling = await startCeiling(await recordReads(app.url, scenarios));
    const results = [];
    try {
      for (const scenario of scenarios) {
        const result = await measure(scenario, app, ceiling);
        log(JSON.stringify(result));
        results.push(result);
      }
    } finally {
      await stop(ceiling.child);
    }

    const n = (value, digits = 0) =>
      value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    writeSection(
      'hot-reads',
      [
        `## Hot reads against the ceiling (\`npm run bench:hot-reads -w @robo/bench\`, ${new Date().toISOString().slice(0, 16)}Z)`,
        '',
        `The production build (access log on) and the ceiling (a bare \`node:http\` server replaying the app's own bytes for the path, its own process) in alternating ${SLICE_S} s slices, ${ROUNDS} rounds per read (the order swapped every round), ${LOAD.connections} connections, after a 2 s warm-up of each. "Ratio" is the app's requests over the ceiling's across all rounds; the per-round ratios show how much the shared machine moved. CPU is each server process's user + system time per request over its slices (from /proc), which other work on the machine moves far less than throughput. Load average (1, 5, 15 min) before ${loadBefore}, after ${loadNow()} on 2 cores.`,
        '',
        '| Read | app req/s | ceiling req/s | ratio | per-round ratios (median) | app CPU µs/req | ceiling CPU µs/req | ceiling CPU ÷ app CPU | app p99 ms |',
        '|---|---:|---:|---:|---|---:|---:|---:|---:|',
        ...results.map(
          (r) =>
            `| ${r.name} | ${n(r.appRps)} | ${n(r.ceilingRps)} | ${n(r.ratio, 2)} | ${r.roundRatios.map((x) => n(x, 2)).join(', ')} (${n(r.medianRatio, 2)}) | ${n(r.appCpuUs)} | ${n(r.ceilingCpuUs)} | ${n(r.ceilingCpuUs / r.appCpuUs, 2)} | ${n(r.appP99)} |`,
        ),
      ].join('\n'),
    );
  });
}

await main();
