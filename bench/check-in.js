// `node bench/check-in.js` (after `npm run build`): the door check-in scenario alone (README.md
// "Check-in"). 10 devices scanning one venue at 100 scans/s, then 2 devices syncing the same 150
// children admitted offline. Writes its section of RESULTS.md.
import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { signIn } from './lib/admin.js';
import { assertBuilt, startApp } from './lib/app.js';
import { addVenue, dropDatabase, recreateDatabase } from './lib/database.js';
import { writeSection } from './lib/section.js';
import { stop } from './lib/processes.js';

const DATABASE_URL = process.env.BENCH_CHECKIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/robo_bench_checkin';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const RATE = 100;
const DEVICES = 10;
const CHILDREN = 150;
const log = (line) => console.log(`[bench check-in] ${line}`);

async function addChildren(venueId, count) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
                                  booking_id, payment_status, holds_seat, hold_expires_at, paid_at)
       SELECT 'Bench Parent', '+919822012345', 'bench@example.com', 'Child ' || n, 'std-3-4', 'Bench School', $1::int,
              'RL-B' || $1::int || 'N' || n, 'paid', false, now(), now()
       FROM generate_series(1, $2) AS n RETURNING booking_id`,
      [venueId, count],
    );
    return rows.map((r) => r.booking_id);
  } finally {
    await client.end();
  }
}

/** The check-in key, derived from the secret as backend/src/common/purpose-signature.ts does. */
const checkInKey = (app) => Buffer.from(hkdfSync('sha256', app.sessionSecret, 'roboleague', 'roboleague check-in', 32));

const codeOf = (app, bookingId) =>
  `${app.url}/api/check-in/${bookingId}?sig=${createHmac('sha256', checkInKey(app)).update(bookingId).digest('hex')}`;

/** 100 scans a second from 10 devices: each child's first scan admits, the rest answer `already`. */
async function sustainedScans(app, cookie, venueId, codes) {
  const outcomes = {};
  const [load] = loadavg();
  const result = await autocannon({
    url: `${app.url}/api/admin/check-ins`,
    connections: DEVICES,
    overallRate: RATE,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url, cookie },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            code: codes[Math.floor(Math.random() * codes.length)],
            venueId,
            deviceId: `door-${Math.floor(Math.random() * DEVICES)}`,
            scannedAt: new Date().toISOString(),
            clientId: randomUUID(),
          }),
        }),
        onResponse: (status, body) => {
          const outcome = status === 200 ? JSON.parse(body).outcome : `HTTP ${status}`;
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    outcomes,
    load,
  };
}

/**
 * The venue's event is today and both devices last spoke to the server an hour ago, so their
 * offline scans of 5 and 10 minutes ago lie inside their offline windows (backend/src/check-in/offline-window.ts).
 */
async function openOfflineWindows(venueId, devices) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `UPDATE venues SET date_time = to_char(now() AT TIME ZONE 'Asia/Kolkata', 'Dy, DD Mon YYYY') || ' · 9:00 AM' WHERE id = $1`,
      [venueId],
    );
    await client.query(
      `INSERT INTO check_in_devices (venue_id, device_id, online_at)
       SELECT $1, device, now() - interval '1 hour' FROM unnest($2::text[]) device`,
      [venueId, devices],
    );
  } finally {
    await client.end();
  }
}

/** Two devices admitted the same children offline; both sync at once. */
async function offlineSync(app, cookie, venueId, bookingIds) {
  await openOfflineWindows(venueId, ['gate-a', 'gate-b']);
  const queue = (minutesAgo) =>
    bookingIds.map((id) => ({
      code: codeOf(app, id),
      scannedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      clientId: randomUUID(),
      offline: true,
    }));
  const sync = async (deviceId, scans) => {
    const started = performance.now();
    const res = await fetch(`${app.url}/api/admin/check-ins/sync`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', origin: app.url, cookie },
      body: JSON.stringify({ venueId, deviceId, scans }),
    });
    if (!res.ok) throw new Error(`Sync answered ${res.status}: ${await res.text()}`);
    await res.json();
    return performance.now() - started;
  };
  const [msA, msB] = await Promise.all([sync('gate-a', queue(5)), sync('gate-b', queue(10))]);
  const get = async (path) => (await fetch(`${app.url}${path}`, { headers: { cookie } })).json();
  const counts = await get(`/api/admin/check-ins/counts?venueId=${venueId}`);
  const conflicts = await get(`/api/admin/check-ins/conflicts?venueId=${venueId}`);
  return {
    checkIns: counts.arrived,
    duplicates: conflicts.length,
    keptFromEarlierDevice: conflicts.every((c) => c.kept.deviceId === 'gate-b'),
    syncMs: Math.round(Math.max(msA, msB)),
  };
}

function recordResults(scans, sync) {
  const p99Ok = scans.p99 < 50;
  const syncOk = sync.checkIns === CHILDREN && sync.duplicates === CHILDREN;
  writeSection(
    'check-in',
    `## Check-in (\`node bench/check-in.js\`, ${new Date().toISOString().slice(0, 16)}Z)

| Scenario | Result | Budget |
|---|---|---|
| ${RATE} scans/s from ${DEVICES} devices, one venue, ${DURATION_S} s | ${scans.rps} scans/s, p50 ${scans.p50} ms, p99 ${scans.p99} ms; ${Object.entries(
      scans.outcomes,
    )
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')} | p99 < 50 ms ${p99Ok ? '✓' : '✗'} |
| 2 devices × ${CHILDREN} children admitted offline, synced at once | ${sync.checkIns} check-ins, ${sync.duplicates} duplicates (earliest device kept: ${sync.keptFromEarlierDevice ? 'yes' : 'no'}); slower sync ${sync.syncMs} ms | ${CHILDREN} + ${CHILDREN} ${syncOk ? '✓' : '✗'} |

Machine: ${cpus().length} cores shared with other work; load average at the start of the scans ${scans.load.toFixed(1)} (1 min). Figures from a loaded machine overstate latency.`,
  );
  return syncOk;
}

assertBuilt();
await recreateDatabase(DATABASE_URL);
const app = await startApp({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, gatewayEnv: {} });
let ok = false;
try {
  const cookie = await signIn(app);
  const scanVenue = await addVenue(DATABASE_URL, { name: 'bench-door', seats: 1000 });
  const codes = (await addChildren(scanVenue, 600)).map((id) => codeOf(app, id));
  log(`${RATE} scans/s from ${DEVICES} devices for ${DURATION_S} s`);
  const scans = await sustainedScans(app, cookie, scanVenue, codes);
  log(JSON.stringify(scans));
  const syncVenue = await addVenue(DATABASE_URL, { name: 'bench-door-offline', seats: 1000 });
  const sync = await offlineSync(app, cookie, syncVenue, await addChildren(syncVenue, CHILDREN));
  log(JSON.stringify(sync));
  // Every code is a real, paid booking's: anything but admit or already is the app misbehaving.
  ok = recordResults(scans, sync) && Object.keys(scans.outcomes).every((k) => k === 'admit' || k === 'already');
} finally {
  await stop(app.web);
  await stop(app.worker);
  await dropDatabase(DATABASE_URL);
}
process.exit(ok ? 0 : 1);
