// `npm run bench:dashboard -w @robo/bench` (after `npm run build`): the admin dashboard and a
// season's reports at 100,000 bookings (README.md, "Dashboard and reports"). 20 venues of 5,000
// bookings made over the last 90 days; one signed-in owner asks for the revenue report over those
// 90 days before they are rolled up (which asks for the rollup), then, once they are, loads the
// dashboard and the report again. Writes its section of RESULTS.md.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { READS, sequentialReads, signIn } from './lib/admin.js';
import { assertBuilt } from './lib/app.js';
import { seedBookings } from './lib/bookings-seed.js';
import { withFreshApp } from './lib/fresh-app.js';
import { writeSection } from './lib/section.js';

const DATABASE_URL =
  process.env.BENCH_DASHBOARD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/robo_bench_dashboard';
const VENUES = 20;
const PER_VENUE = 5_000;
const DAYS = 90;
const BUDGET_MS = 20;
const log = (line) => console.log(`[bench:dashboard] ${line}`);
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The statement every dashboard load ran before it read the venue counters: every seat-holding booking, counted. */
const OLD_SEATS_BY_VENUE = `SELECT venue_id, (count(*) FILTER (WHERE payment_status = 'pending'))::int,
  (count(*) FILTER (WHERE payment_status = 'paid'))::int FROM registrations WHERE holds_seat GROUP BY venue_id`;

async function timeQuery(client, sql, runs = 30) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await client.query(sql);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function timedGet(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return performance.now() - started;
}

async function main() {
  assertBuilt();
  const loadBefore = loadNow();
  await withFreshApp(DATABASE_URL, async ({ app, client }) => {
    log('seeding');
    const seeded = await seedBookings(client, {
      venues: VENUES,
      perVenue: PER_VENUE,
      prefix: 'dash',
      spreadDays: DAYS,
    });
    log(`seeded ${JSON.stringify(seeded)}`);
    const cookie = await signIn(app);

    const today = new Date(Date.now() + 5.5 * 3_600_000);
    const from = new Date(today.getTime() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const report = `${app.url}/api/admin/reports/revenue?from=${from}&to=${today.toISOString().slice(0, 10)}`;
    const unrolledMs = await timedGet(report, cookie);
    // That report found closed days not rolled up and asked the worker for a run.
    const askedAt = performance.now();
    let rolled = 0;
    while (rolled < DAYS - 1) {
      if (performance.now() - askedAt > 120_000) throw new Error(`only ${rolled} days rolled up after 2 minutes`);
      await sleep(100);
      ({
        rows: [{ rolled }],
      } = await client.query(
        'SELECT count(*)::int AS rolled FROM report_rollup_days WHERE ready AND rolled_at IS NOT NULL',
      ));
    }
    const rollupS = (performance.now() - askedAt) / 1000;
    // As a deployed app runs: its worker rolled the closed days up when it started.
    const dashboard = await sequentialReads(`${app.url}/api/admin/dashboard`, cookie);
    const oldSeatsMs = await timeQuery(client, OLD_SEATS_BY_VENUE);
    log(`dashboard ${JSON.stringify(dashboard)}; the old seat count alone ${oldSeatsMs.toFixed(1)} ms`);

    const season = await sequentialReads(report, cookie);
    log(JSON.stringify({ unrolledMs, rollupS, season }));

    const ok = (pass) => (pass ? '✅' : '❌');
    const ms = (value) => `${value.toFixed(0)} ms`;
    writeSection(
      'dashboard',
      [
        `## Dashboard and reports at 1,00,000 bookings (\`npm run bench:dashboard -w @robo/bench\`, ${new Date().toISOString().slice(0, 16)}Z)`,
        '',
        `${seeded.bookings.toLocaleString('en-IN')} bookings over ${VENUES} active venues (${seeded.paid.toLocaleString('en-IN')} paid), made over the last ${DAYS} days; one signed-in owner, production build, ${READS.samples} sequential reads after ${READS.warmup} warm-ups. Load average (1, 5, 15 min) before ${loadBefore}, after ${loadNow()} on 2 cores: times taken beside other work are pessimistic.`,
        '',
        '| Measure | Figure | Budget | |',
        '|---|---|---|---|',
        `| \`GET /api/admin/dashboard\` (seats from the venue counters) | p50 ${ms(dashboard.p50)}, p95 ${ms(dashboard.p95)} | p95 < ${BUDGET_MS} ms | ${ok(dashboard.p95 < BUDGET_MS)} |`,
        `| the count every dashboard load ran before (every seat-holding booking, by venue), alone in SQL, median | ${oldSeatsMs.toFixed(1)} ms | | |`,
        `| revenue over ${DAYS} days, none rolled up yet (as after an import or a deploy; it asks for the rollup) | ${ms(unrolledMs)} | | |`,
        `| the worker rolling up all ${DAYS - 1} closed days after that ask | ${rollupS.toFixed(1)} s | | |`,
        `| revenue over ${DAYS} days, rolled up | p50 ${ms(season.p50)}, p95 ${ms(season.p95)} | | |`,
      ].join('\n'),
    );
  });
}

await main();
