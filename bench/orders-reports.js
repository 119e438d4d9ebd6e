// `npm run bench:orders -w @robo/bench`: the orders list and every report for a full season, with
// 100,000 registrations and 50,000 orders in the database (issue 16). Latency of one admin at a
// time (sequential requests, p95 of 100 after 10 warm-ups), not throughput. Writes its section of
// RESULTS.md. README.md ("Orders and reports") explains it.
import { loadavg } from 'node:os';
import pg from 'pg';
import { READS, sequentialReads, signIn } from './lib/admin.js';
import { measureExport } from './lib/csv-export.js';
import { assertBuilt, startApp } from './lib/app.js';
import { SERVICES } from './lib/config.js';
import { dropDatabase, recreateDatabase } from './lib/database.js';
import { writeSection } from './lib/section.js';
import { stop } from './lib/processes.js';
import { clearQueueKeys } from './lib/redis.js';

const DATABASE_URL = process.env.BENCH_ORDERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/robo_bench_orders';
const REGISTRATIONS = 100_000;
const ORDERS = 50_000;
const SEASON = { from: '2026-04-01', to: '2027-03-31' };
const BUDGET_MS = 100;
/** The orders CSV of every order: time, and how much the web process grows while sending it. */
const EXPORT_BUDGET = { seconds: 5, growthMb: 50 };
const REPORTS = ['revenue', 'venues', 'grades', 'coupons', 'tiers', 'conversion', 'products', 'categories'];
const log = (line) => console.log(`[bench:orders] ${line}`);

/** A season of sales, written by SQL in a few statements: 20 venues, 100,000 bookings, 50,000 orders, refunds. */
async function seed() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO venues (name, display_name, city, address, date_time, max_seats)
      SELECT 'bench-' || i, 'Bench Venue ' || i, 'Pune', 'Bench Hall ' || i, 'Sun, 13 Dec 2026', 10000 FROM generate_series(1, 20) i`);
    await client.query(
      `INSERT INTO coupons (code, discount_amount, usage_limit) SELECT 'BENCH' || i, 5000, 100000 FROM generate_series(1, 10) i`,
    );
    // Spread over the season's first eight months; 85% paid, the rest expired holds.
    await client.query(`
      INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id, takeaway_kit,
        original_amount, discount_amount, total_amount, coupon_code, booking_id, payment_status, payment_id, created_at, paid_at,
        hold_expires_at, holds_seat)
      SELECT 'Parent ' || i, '+9198' || lpad(i::text, 8, '0'), 'p' || i || '@example.com', 'Child ' || i,
        (ARRAY['std-1-2', 'std-3-4', 'std-5-9'])[1 + i % 3], 'School ' || (i % 300),
        (SELECT min(id) FROM venues WHERE name LIKE 'bench-%') + i % 20, i % 4 = 0,
        CASE WHEN i % 4 = 0 THEN 299900 WHEN i <= 500 THEN 34900 ELSE 199900 END,
        CASE WHEN i % 7 = 0 THEN 5000 ELSE 0 END,
        CASE WHEN i % 4 = 0 THEN 299900 WHEN i <= 500 THEN 34900 ELSE 199900 END - CASE WHEN i % 7 = 0 THEN 5000 ELSE 0 END,
        CASE WHEN i % 7 = 0 THEN 'BENCH' || (1 + i % 10) END, 'RL-B' || i,
        CASE WHEN i % 20 < 17 THEN 'paid' ELSE 'expired' END,
        CASE WHEN i % 20 < 17 THEN 'pay_r' || i END,
        t, CASE WHEN i % 20 < 17 THEN t + interval '2 minutes' END, t + interval '15 minutes', i % 20 < 17
      FROM generate_series(1, ${REGISTRATIONS}) i,
           LATERAL (SELECT timestamptz '2026-04-01 09:00+05:30' + (i::float / ${REGISTRATIONS}) * interval '236 days' AS t) at`);
    await client.query(`
      INSERT INTO orders (order_id, product_id, product_name, product_sku, quantity, unit_price, total_amount, payment_status,
        order_status, fulfilment, customer_name, customer_email, customer_phone, shipping_address, created_at, paid_at,
        hold_expires_at, holds_stock, gateway_order_id, payment_id)
      SELECT 'ORD-B' || i, p.id, p.name, p.sku, 1 + i % 3, p.price * 100, (1 + i % 3) * p.price * 100,
        CASE WHEN i % 10 < 8 THEN 'completed' ELSE 'failed' END, CASE WHEN i % 10 < 8 THEN 'confirmed' ELSE 'cancelled' END,
        (ARRAY['unfulfilled', 'packed', 'shipped', 'delivered'])[1 + i % 4], 'Buyer ' || i, 'b' || i || '@example.com',
        '+9197' || lpad(i::text, 8, '0'), '{"line1":"1 Road","city":"Pune","state":"Maharashtra","pincode":"411045"}',
        t, CASE WHEN i % 10 < 8 THEN t + interval '1 minute' END, t + interval '15 minutes', i % 10 < 8, 'order_b' || i,
        CASE WHEN i % 10 < 8 THEN 'pay_o' || i END
      FROM generate_series(1, ${ORDERS}) i
      JOIN LATERAL (SELECT * FROM products ORDER BY id OFFSET i % (SELECT count(*) FROM products) LIMIT 1) p ON true,
      LATERAL (SELECT timestamptz '2026-04-01 09:00+05:30' + (i::float / ${ORDERS}) * interval '236 days' AS t) at`);
    // One booking in 50 and one order in 40 partly refunded some days later.
    for (const [table, type, idColumn, every] of [
      ['registrations', 'registration', 'booking_id', 50],
      ['orders', 'order', 'order_id', 40],
    ]) {
      await client.query(`
        INSERT INTO payment_refund_totals (payment_id, captured_paise, refunded_paise)
        SELECT payment_id, total_amount, total_amount / 2 FROM ${table} WHERE paid_at IS NOT NULL AND id % ${every} = 0`);
      await client.query(`
        INSERT INTO refunds (subject_type, subject_id, payment_id, amount_paise, reason, requested_by, key, status, processed_at)
        SELECT '${type}', ${idColumn}, payment_id, total_amount / 2, 'bench', 'bench', 'bench-' || payment_id, 'processed', paid_at + interval '3 days'
        FROM ${table} WHERE paid_at IS NOT NULL AND id % ${every} = 0`);
    }
    await client.query('VACUUM ANALYZE');
    const counts = await client.query(
      `SELECT (SELECT count(*) FROM registrations) AS r, (SELECT count(*) FROM orders) AS o, (SELECT count(*) FROM refunds) AS f`,
    );
    return counts.rows[0];
  } finally {
    await client.end();
  }
}

/** Waits until the rollup job (REPORT_ROLLUP_EVERY_MS below) has summed every closed day since the first hold. */
async function waitForRollup() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    for (const deadline = Date.now() + 600_000; Date.now() < deadline;) {
      const {
        rows: [left],
      } = await client.query(`
        SELECT count(*)::int AS days FROM generate_series(
          report_kolkata_day((SELECT min(created_at) FROM registrations)), report_kolkata_day(now() - interval '1 hour') - 1, interval '1 day') d
        WHERE NOT EXISTS (SELECT 1 FROM report_rollup_days r WHERE r.day = d AND r.ready)`);
      if (left.days === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error('the report rollup did not finish in 10 minutes');
  } finally {
    await client.end();
  }
}

function recordResults(rows, exported, seeded, loadBefore, loadAfter) {
  const ok = (pass) => (pass ? '✅' : '❌');
  writeSection(
    'orders-reports',
    [
      '## Orders and reports (issue 16, `npm run bench:orders -w @robo/bench`)',
      '',
      `${Number(seeded.r).toLocaleString('en-IN')} registrations, ${Number(seeded.o).toLocaleString('en-IN')} orders and ${Number(seeded.f).toLocaleString('en-IN')} refunds over a season; one signed-in admin, ${READS.samples} sequential requests each after ${READS.warmup} warm-ups, against the production build. Load average before ${loadBefore}, after ${loadAfter}. Closed days from the daily rollup, today from the rows (backend/src/reports/README.md, "Speed").`,
      '',
      '| Request | p50 | p95 | Budget p95 | |',
      '|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.what} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | < ${BUDGET_MS} ms | ${r.p95 < BUDGET_MS ? '✅' : '❌'} |`,
      ),
      '',
      '| GET /api/admin/orders/export.csv (every order) | rows | MB | time | web RSS before → peak | growth |',
      '|---|---|---|---|---|---|',
      `| streamed from PostgreSQL | ${exported.rows.toLocaleString('en-IN')} | ${exported.megabytes.toFixed(1)} | ${exported.seconds.toFixed(2)} s (< ${EXPORT_BUDGET.seconds} s ${ok(exported.seconds < EXPORT_BUDGET.seconds)}) | ${exported.beforeMb} → ${exported.peakMb} MB | ${exported.growthMb} MB (< ${EXPORT_BUDGET.growthMb} MB ${ok(exported.growthMb < EXPORT_BUDGET.growthMb)}) |`,
    ].join('\n'),
  );
}

async function main() {
  assertBuilt();
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const databaseName = new URL(DATABASE_URL).pathname.slice(1);
  await recreateDatabase(DATABASE_URL);
  await clearQueueKeys(SERVICES.redisUrl, `robo:${databaseName}`);
  const app = await startApp({
    databaseUrl: DATABASE_URL,
    redisUrl: SERVICES.redisUrl,
    gatewayEnv: {},
    extraEnv: { REPORT_ROLLUP_EVERY_MS: '2000' },
  });
  try {
    log('seeding');
    const seeded = await seed();
    log(`seeded ${JSON.stringify(seeded)}`);
    const rolling = performance.now();
    await waitForRollup();
    log(`closed days rolled up in ${((performance.now() - rolling) / 1000).toFixed(1)} s`);
    const cookie = await signIn(app);
    const season = `from=${SEASON.from}&to=${SEASON.to}`;
    const targets = [
      ['GET /api/admin/orders (newest first)', '/api/admin/orders'],
      ['GET /api/admin/orders?q={phone}', '/api/admin/orders?q=97000%2012345'],
      ['GET /api/admin/orders?q={name}', '/api/admin/orders?q=Buyer%2012345'],
      ['GET /api/admin/orders?fulfilment=unfulfilled&page=50', '/api/admin/orders?fulfilment=unfulfilled&page=50'],
      ...REPORTS.map((report) => [
        `GET /api/admin/reports/${report} (season)`,
        `/api/admin/reports/${report}?${season}`,
      ]),
    ];
    const rows = [];
    for (const [what, path] of targets) {
      const figures = await sequentialReads(app.url + path, cookie);
      log(`${what}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
      rows.push({ what, ...figures });
    }
    const exported = await measureExport(`${app.url}/api/admin/orders/export.csv`, cookie, app.web.pid);
    log(`orders export: ${JSON.stringify(exported)}`);
    if (exported.rows !== ORDERS) throw new Error(`the orders export had ${exported.rows} rows, not ${ORDERS}`);
    recordResults(
      rows,
      exported,
      seeded,
      loadBefore,
      loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
    );
  } finally {
    await stop(app.web);
    await stop(app.worker);
    if (!process.env.BENCH_KEEP_DATABASE) await dropDatabase(DATABASE_URL);
    await clearQueueKeys(SERVICES.redisUrl, `robo:${databaseName}`);
  }
}

await main();
