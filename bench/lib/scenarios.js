import { setTimeout as sleep } from 'node:timers/promises';
import { FRESHNESS_MS, LOAD, RUSH } from './config.js';
import { recordResponse } from './ceiling.js';
import { cpuMs } from './cpu.js';
import { refreshStatistics, settledVenueSales, useUpEarlyBirdPlaces, venueSales } from './database.js';
import { combine, hammer, unique } from './load.js';
import { postHeaders, registrationBody } from './registrations.js';

const log = (line) => console.log(`[bench] ${line}`);
const ratio = (app, ceiling) => (ceiling.rps ? app.rps / ceiling.rps : 0);

/** Warm-up, then the measured run, with the scenario's standard load. */
async function measure(url, request) {
  await hammer({ url, ...request, connections: LOAD.connections, durationS: LOAD.warmupS });
  return hammer({ url, ...request, connections: LOAD.connections, durationS: LOAD.durationS });
}

/** Slices each side of a read is measured in, alternating (README.md, "The ceiling"). */
const SLICES = 4;

/**
 * The app and the ceiling after a warm-up of each, then in alternating slices of the measured
 * time (the order swapped every round), so both see the same machine while other work on it
 * comes and goes.
 */
async function measureAgainstCeiling(appUrl, ceilingUrl, request) {
  const load = { ...request, connections: LOAD.connections };
  for (const url of [ceilingUrl, appUrl]) await hammer({ url, ...load, durationS: LOAD.warmupS });
  const slices = { [appUrl]: [], [ceilingUrl]: [] };
  for (let round = 0; round < SLICES; round++) {
    for (const url of round % 2 ? [appUrl, ceilingUrl] : [ceilingUrl, appUrl])
      slices[url].push(await hammer({ url, ...load, durationS: LOAD.durationS / SLICES }));
  }
  const app = combine(...slices[appUrl]);
  const ceiling = combine(...slices[ceilingUrl]);
  return { app, ceiling, ratio: ratio(app, ceiling) };
}

export function readScenarios({ venueId, slug }) {
  return [
    { name: 'GET /api/venues', path: '/api/venues', group: 'public read' },
    { name: 'GET /api/availability/{id}', path: `/api/availability/${venueId}`, group: 'public read' },
    { name: 'GET /api/pricing', path: '/api/pricing', group: 'public read' },
    { name: 'GET /catalog.json', path: '/catalog.json', group: 'page' },
    { name: 'GET / (HTML)', path: '/', group: 'page' },
    { name: 'GET /product/{slug} (HTML)', path: `/product/${slug}`, group: 'page' },
  ];
}

/** Records each read's response for the ceiling; a read that does not answer 200 is skipped. */
export async function recordReads(appUrl, scenarios) {
  const recorded = [];
  for (const scenario of scenarios) {
    const response = await recordResponse(appUrl, { path: scenario.path });
    if (response.status === 200) recorded.push(response);
    else scenario.skipped = `not available (answered ${response.status})`;
  }
  return recorded;
}

/** Each read against the app and the ceiling, one after the other; `phase` names what runs. */
export async function runReads(appUrl, ceilingUrl, scenarios, phase = () => {}) {
  for (const scenario of scenarios.filter((s) => !s.skipped)) {
    phase(scenario.name);
    Object.assign(scenario, await measureAgainstCeiling(appUrl + scenario.path, ceilingUrl + scenario.path, {}));
    log(
      `${scenario.name}: ${scenario.app.rps} req/s (ceiling ${scenario.ceiling.rps}), p99 ${scenario.app.p99} ms, non-2xx ${scenario.app.total - scenario.app.ok}`,
    );
  }
  return scenarios;
}

/** 2,000 registrations from 100 connections for a 500-seat venue: exactly 500 sold, no 5xx. */
export async function runRush(appUrl, databaseUrl, venueId) {
  const { body, pricing } = await registrationBody(appUrl, venueId);
  if (pricing.tier !== 'early-bird' || pricing.earlyBirdRemaining < RUSH.seats) {
    log(`rush: early-bird places left ${pricing.earlyBirdRemaining}; the price may change mid-rush`);
  }
  log(`rush: ${RUSH.requests} registrations for ${RUSH.seats} seats from ${RUSH.connections} connections`);
  const result = await hammer({
    url: `${appUrl}/api/registrations`,
    method: 'POST',
    headers: postHeaders(appUrl),
    body,
    connections: RUSH.connections,
    amount: RUSH.requests,
  });
  const sales = await venueSales(databaseUrl, venueId);
  const pass =
    result.ok === RUSH.seats &&
    sales.seatsTaken === RUSH.seats &&
    sales.registrations === RUSH.seats &&
    result.serverErrors === 0 &&
    result.errors === 0 &&
    result.total === RUSH.requests;
  const codes = Object.entries(result.statusCounts)
    .map(([code, n]) => `${n}×${code}`)
    .join(', ');
  const summary = `${result.ok} sold (seats taken ${sales.seatsTaken}, registrations ${sales.registrations}); responses ${codes}; connection errors ${result.errors}`;
  log(`rush: ${summary}`);
  return { seats: RUSH.seats, requests: RUSH.requests, result, sales, check: { pass, summary } };
}

/** POST /api/registrations at the standard load for a venue that never fills, then the seat check. */
export async function runWrites(appUrl, databaseUrl, venueId, webPid) {
  let { body, pricing } = await registrationBody(appUrl, venueId);
  if (pricing.tier === 'early-bird') {
    await useUpEarlyBirdPlaces(databaseUrl, pricing.earlyBirdLimit);
    ({ body, pricing } = await registrationBody(appUrl, venueId));
  }
  const url = `${appUrl}/api/registrations`;
  const request = { method: 'POST', headers: postHeaders(appUrl), body };
  // The first registration is the response the ceiling replays.
  const recorded = await recordResponse(appUrl, { path: '/api/registrations', ...request, body: unique(body) });
  if (recorded.status < 200 || recorded.status > 299) {
    return {
      skipped: `POST /api/registrations answered ${recorded.status}: ${Buffer.from(recorded.body, 'base64').toString('utf8').slice(0, 200)}`,
    };
  }
  log(
    `POST /api/registrations (${pricing.tier} price ${pricing.tier === 'early-bird' ? pricing.basePrice : pricing.regularPrice} paise): app`,
  );
  const warmup = await hammer({ url, ...request, connections: LOAD.connections, durationS: LOAD.warmupS });
  // The warm-up's bookings fill the table as a day of sales would; autovacuum would then have analysed it.
  await refreshStatistics(databaseUrl);
  const cpuBefore = cpuMs(webPid);
  const app = await hammer({ url, ...request, connections: LOAD.connections, durationS: LOAD.durationS });
  // CPU per booking moves far less than req/s with what else shares the cores, so it shows what a change saves.
  const webCpuMsPerBooking = (cpuMs(webPid) - cpuBefore) / app.total;
  // A timed run stops with up to `connections` requests in flight; the server still completes them.
  const sales = await settledVenueSales(databaseUrl, venueId);
  const answered = 1 + warmup.ok + app.ok;
  const inFlight = 2 * LOAD.connections;
  const serverErrors = warmup.serverErrors + app.serverErrors;
  const otherNon2xx = warmup.total + app.total - warmup.ok - app.ok - serverErrors;
  const pass =
    sales.seatsTaken === sales.registrations &&
    sales.registrations >= answered &&
    sales.registrations <= answered + inFlight &&
    serverErrors === 0 &&
    otherNon2xx === 0;
  const summary =
    `seats taken ${sales.seatsTaken}, registrations holding a seat ${sales.registrations}; ` +
    `201 answers ${answered} (+ at most ${inFlight} in flight when the timed runs stopped); 5xx ${serverErrors}; other non-2xx ${otherNon2xx}`;
  log(
    `POST /api/registrations: ${app.rps} req/s, p99 ${app.p99} ms, web CPU ${webCpuMsPerBooking.toFixed(2)} ms per booking; ${summary}`,
  );
  return { recorded, body, app, webCpuMsPerBooking, check: { pass, summary } };
}

/** The same POST against the ceiling, which answers with the recorded registration. */
export async function runWriteCeiling(ceilingUrl, appUrl, write) {
  log('POST /api/registrations: ceiling');
  write.ceiling = await measure(`${ceilingUrl}/api/registrations`, {
    method: 'POST',
    headers: postHeaders(appUrl),
    body: write.body,
  });
  write.ratio = ratio(write.app, write.ceiling);
}

/**
 * A seat taken through another web process must show in this one's public reads within a second
 * (their caches are per process). Warms this process's cache, books one seat through `otherUrl`,
 * then polls `path` here until it shows what the database says; `read` picks the available seats
 * for the venue out of the response.
 */
export async function crossProcessFreshness({ appUrl, otherUrl, databaseUrl, venueId, what, path, read }) {
  await fetch(appUrl + path).then((res) => res.arrayBuffer());
  const { body } = await registrationBody(appUrl, venueId);
  const booked = await fetch(`${otherUrl}/api/registrations`, {
    method: 'POST',
    headers: postHeaders(appUrl),
    body: unique(body),
  });
  if (booked.status !== 201)
    return { what, pass: false, summary: `the booking through the other process answered ${booked.status}` };
  const bookedAt = Date.now();
  const { seatsTaken, maxSeats } = await venueSales(databaseUrl, venueId);
  const expected = Math.max(0, maxSeats - seatsTaken);
  let shown;
  while (Date.now() - bookedAt < FRESHNESS_MS * 3) {
    const res = await fetch(appUrl + path);
    shown = res.ok ? read(await res.json()) : `HTTP ${res.status}`;
    if (shown === expected) break;
    await sleep(20);
  }
  const elapsed = Date.now() - bookedAt;
  const pass = shown === expected && elapsed <= FRESHNESS_MS;
  return {
    what,
    pass,
    summary:
      shown === expected
        ? `shown after ${elapsed} ms`
        : `still showed ${shown} (expected ${expected}) after ${elapsed} ms`,
  };
}
