// `npm run bench:desk -w @robo/bench`: the bookings desk with 100,000 registrations over 20 venues
// (issue 14): the list with each filter, the searches, a booking's detail (p95 of 100 sequential
// requests after 10 warm-ups, one signed-in admin), and the CSV export of all 100,000 rows (time, and
// how much the web process's memory grew). Writes its section of RESULTS.md and the query plans the
// list relies on to bench/out/bookings-desk-plans.txt. README.md ("Bookings desk") explains it.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { READS, sequentialReads, signIn } from './lib/admin.js';
import { assertBuilt } from './lib/app.js';
import { withFreshApp } from './lib/fresh-app.js';
import { OUT, RESULTS_FILE } from './lib/paths.js';
import { measureExport } from './lib/csv-export.js';

const DATABASE_URL = process.env.BENCH_DESK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/robo_bench_desk';
const REGISTRATIONS = 100_000;
const BUDGET = { list: 50, detail: 30, exportSeconds: 5, exportGrowthMb: 50 };
const log = (line) => console.log(`[bench:desk] ${line}`);

/** 20 venues and 100,000 bookings over a season, in a few SQL statements: 85% paid, a third of those checked in. */
async function seed(client) {
  await client.query(`
    INSERT INTO venues (name, display_name, city, address, date_time, max_seats)
    SELECT 'desk-' || i, 'Desk Venue ' || i, 'Pune', 'Desk Hall ' || i, 'Sun, 13 Dec 2026', 10000 FROM generate_series(1, 20) i`);
  const firstNames = `ARRAY['Asha','Meera','Kiran','Ravi','Priya','Arjun','Divya','Rahul','Sneha','Vikram','Anita','Suresh','Kavya','Rohan','Isha','Nikhil']`;
  const lastNames = `ARRAY['Rao','Iyer','Sharma','Patil','Kulkarni','Deshmukh','Nair','Menon','Joshi','Gupta','Reddy','Shah','Singh','Das','Bose','Kapoor']`;
  await client.query(`
    INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id, takeaway_kit,
      original_amount, discount_amount, total_amount, booking_id, payment_status, payment_id, gateway_order_id, created_at, paid_at,
      hold_expires_at, holds_seat)
    SELECT (${firstNames})[1 + i % 16] || ' ' || (${lastNames})[1 + (i / 16) % 16] || ' ' || i,
      '+9198' || lpad(i::text, 8, '0'), 'parent' || i || '@example.com',
      (${firstNames})[1 + (i / 7) % 16] || ' ' || (${lastNames})[1 + (i / 16) % 16],
      (ARRAY['std-1-2', 'std-3-4', 'std-5-9'])[1 + i % 3], 'School ' || (i % 300),
      (SELECT min(id) FROM venues WHERE name LIKE 'desk-%') + i % 20, i % 4 = 0,
      34900, 0, 34900, 'RL-' || upper(lpad(to_hex(i), 8, '0')),
      CASE WHEN i % 20 < 17 THEN 'paid' WHEN i % 20 = 17 THEN 'pending' ELSE 'expired' END,
      CASE WHEN i % 20 < 17 THEN 'pay_d' || i END, 'order_d' || i,
      t, CASE WHEN i % 20 < 17 THEN t + interval '2 minutes' END,
      -- Pending holds run till tomorrow, so the hold sweeper leaves the data alone during the run.
      CASE WHEN i % 20 = 17 THEN now() + interval '1 day' ELSE t + interval '15 minutes' END, i % 20 < 18
    FROM generate_series(1, ${REGISTRATIONS}) i,
         LATERAL (SELECT timestamptz '2026-04-01 09:00+05:30' + (i::float / ${REGISTRATIONS}) * interval '236 days' AS t) at`);
  await client.query(`
    INSERT INTO check_ins (registration_id, venue_id, client_id, device_id, staff_name, checked_in_at)
    SELECT id, venue_id, gen_random_uuid(), 'bench', 'Door', paid_at + interval '1 day'
    FROM registrations WHERE payment_status = 'paid' AND id % 3 = 0`);
  await client.query('VACUUM ANALYZE');
  const {
    rows: [counts],
  } = await client.query(
    `SELECT (SELECT count(*) FROM registrations)::int AS r, (SELECT count(*) FROM check_ins)::int AS c`,
  );
  return counts;
}

/** The plans of the statements the list runs, as EXPLAIN ANALYZE shows them on the seeded data. */
async function plans(client) {
  const venue = (await client.query(`SELECT min(id) AS id FROM venues WHERE name LIKE 'desk-%'`)).rows[0].id;
  const page = (where) =>
    `SELECT r.* FROM registrations r ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT 50 OFFSET 0`;
  const statements = [
    ['newest first', page('')],
    ['venueId', page(`WHERE r.venue_id = ${venue}`)],
    ['status=paid', page(`WHERE r.payment_status = 'paid'`)],
    ['checkedIn=true', page('WHERE EXISTS (SELECT 1 FROM check_ins c WHERE c.registration_id = r.id)')],
    ['q=phone', page(`WHERE r.phone_number IN ('+919800012345', '9800012345')`)],
    [
      'q=name',
      page(
        `WHERE to_tsvector('simple', r.parent_name || ' ' || r.child_name) @@ to_tsquery('simple', 'meera:* & iyer:*')`,
      ),
    ],
    ['count, venueId', `SELECT count(*) FROM registrations r WHERE r.venue_id = ${venue}`],
    ['count, status=paid', `SELECT count(*) FROM registrations r WHERE r.payment_status = 'paid'`],
    [
      'count, checkedIn=true',
      'SELECT count(*) FROM registrations r WHERE EXISTS (SELECT 1 FROM check_ins c WHERE c.registration_id = r.id)',
    ],
    [
      'sort=parentName, page 100 (its ids)',
      'SELECT r.id FROM registrations r ORDER BY r.parent_name ASC, r.id ASC LIMIT 50 OFFSET 4950',
    ],
  ];
  const out = [];
  for (const [what, sql] of statements) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`);
    out.push(`-- ${what}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
  return out.join('\n');
}

function writeSection(rows, exports, seeded, loadBefore, loadAfter) {
  const start = '<!-- bookings-desk:start -->';
  const end = '<!-- bookings-desk:end -->';
  const ok = (pass) => (pass ? '✅' : '❌');
  const lines = [
    start,
    '## Bookings desk (issue 14, `npm run bench:desk -w @robo/bench`)',
    '',
    `${seeded.r.toLocaleString('en-IN')} registrations over 20 venues (${seeded.c.toLocaleString('en-IN')} checked in); one signed-in admin, ${READS.samples} sequential requests each after ${READS.warmup} warm-ups, against the production build. Load average before ${loadBefore}, after ${loadAfter}.`,
    '',
    '| Request | p50 | p95 | Budget p95 | |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | < ${r.budget} ms | ${ok(r.p95 < r.budget)} |`,
    ),
    '',
    '| CSV export of all rows | rows | MB | time | web RSS before → peak | growth |',
    '|---|---|---|---|---|---|',
    ...exports.map(
      (e, i) =>
        `| ${i === 0 ? 'first in the process' : 'again'} | ${e.rows.toLocaleString('en-IN')} | ${e.megabytes.toFixed(1)} | ${e.seconds.toFixed(2)} s (< ${BUDGET.exportSeconds} s ${ok(e.seconds < BUDGET.exportSeconds)}) | ${e.beforeMb} → ${e.peakMb} MB | ${e.growthMb} MB (< ${BUDGET.exportGrowthMb} MB ${ok(e.growthMb < BUDGET.exportGrowthMb)}) |`,
    ),
    end,
  ].join('\n');
  const current = readFileSync(RESULTS_FILE, 'utf8');
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), lines)
    : `${current.trimEnd()}\n\n${lines}\n`;
  writeFileSync(RESULTS_FILE, next);
}

async function main() {
  assertBuilt();
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  await withFreshApp(DATABASE_URL, async ({ app, client }) => {
    log('seeding');
    const seeded = await seed(client);
    log(`seeded ${JSON.stringify(seeded)}`);
    writeFileSync(join(OUT, 'bookings-desk-plans.txt'), await plans(client));
    const venue = (await client.query(`SELECT min(id) AS id FROM venues WHERE name LIKE 'desk-%'`)).rows[0].id;
    const cookie = await signIn(app);
    const list = '/api/admin/registrations';
    const targets = [
      ['GET /api/admin/registrations (newest first)', list, BUDGET.list],
      ['… ?venueId={id}', `${list}?venueId=${venue}`, BUDGET.list],
      ['… ?status=paid', `${list}?status=paid`, BUDGET.list],
      ['… ?checkedIn=true', `${list}?checkedIn=true`, BUDGET.list],
      ['… ?from=&to= (one month)', `${list}?from=2026-06-01&to=2026-07-01`, BUDGET.list],
      ['… ?sort=parentName&page=100', `${list}?sort=parentName&page=100`, BUDGET.list],
      ['… ?q=+91 98000 12345 (phone)', `${list}?q=${encodeURIComponent('+91 98000 12345')}`, BUDGET.list],
      ['… ?q=meera iyer (names)', `${list}?q=${encodeURIComponent('meera iyer')}`, BUDGET.list],
      ['… ?q={e-mail}', `${list}?q=parent54321%40example.com`, BUDGET.list],
      ['GET /api/admin/registrations/{bookingId}', `${list}/RL-0000D431`, BUDGET.detail],
    ];
    const rows = [];
    for (const [what, path, budget] of targets) {
      const figures = await sequentialReads(app.url + path, cookie);
      log(`${what}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
      rows.push({ what, budget, ...figures });
    }
    // Twice: the first export in a process also grows the heap for its first large response; the
    // second shows whether memory grows with the rows.
    const exports = [];
    for (let run = 0; run < 2; run++) {
      const exported = await measureExport(`${app.url}${list}/export.csv`, cookie, app.web.pid);
      log(`export ${run + 1}: ${JSON.stringify(exported)}`);
      if (exported.rows !== REGISTRATIONS)
        throw new Error(`the export had ${exported.rows} rows, not ${REGISTRATIONS}`);
      exports.push(exported);
    }
    writeSection(
      rows,
      exports,
      seeded,
      loadBefore,
      loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
    );
  });
}

await main();
