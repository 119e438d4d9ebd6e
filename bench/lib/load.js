import autocannon from 'autocannon';

/** Request ids for [<id>], unique across every run of this process (a warm-up and its run included). */
let lastId = 0;

/** `body` with its placeholders filled for the next request: an id, and a mobile number made from it. */
export function unique(body) {
  const id = ++lastId;
  return body.replaceAll('[<id>]', `${id}`).replaceAll('[<phone>]', `9${String(id).padStart(9, '0')}`);
}

/**
 * One autocannon run. `durationS` or `amount` (a fixed number of requests) ends it.
 * Returns requests per second, latency percentiles (ms) and what came back.
 */
export async function hammer({ url, method = 'GET', headers, body, connections, durationS, amount }) {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    // A unique id per request wherever a body says [<id>] (registrationBody's child), and a phone
    // number of its own where it says [<phone>]. Not autocannon's idReplacement: it sizes
    // Content-Length for 33-character ids but writes 24, so the server waits for bytes that never
    // come and every such request times out.
    ...(body?.includes('[<id>]')
      ? { requests: [{ setupRequest: (request) => ({ ...request, body: unique(body) }) }] }
      : {}),
    connections,
    ...(amount ? { amount } : { duration: durationS }),
    timeout: 10,
  });
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    ok: result['2xx'],
    statusCounts,
    serverErrors: Object.entries(statusCounts)
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, n]) => sum + n, 0),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Runs of the same request (equal durations) as one figure: mean throughput and median latency, the worst p99. */
export function combine(...runs) {
  const statusCounts = {};
  for (const run of runs)
    for (const [code, n] of Object.entries(run.statusCounts)) statusCounts[code] = (statusCounts[code] ?? 0) + n;
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  return {
    rps: Math.round(sum('rps') / runs.length),
    p50: sum('p50') / runs.length,
    p99: Math.max(...runs.map((run) => run.p99)),
    total: sum('total'),
    ok: sum('ok'),
    statusCounts,
    serverErrors: sum('serverErrors'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
  };
}
