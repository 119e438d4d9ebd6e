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

/** Two runs of the same request as one figure: mean throughput and median latency, the worse p99. */
export function combine(a, b) {
  const statusCounts = { ...a.statusCounts };
  for (const [code, n] of Object.entries(b.statusCounts)) statusCounts[code] = (statusCounts[code] ?? 0) + n;
  return {
    rps: Math.round((a.rps + b.rps) / 2),
    p50: (a.p50 + b.p50) / 2,
    p99: Math.max(a.p99, b.p99),
    total: a.total + b.total,
    ok: a.ok + b.ok,
    statusCounts,
    serverErrors: a.serverErrors + b.serverErrors,
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
  };
}
