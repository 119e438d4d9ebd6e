import autocannon from 'autocannon';

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
    connections,
    ...(amount ? { amount } : { duration: durationS }),
    timeout: 10,
  });
  const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    ok: result['2xx'],
    statusCounts,
    serverErrors: Object.entries(statusCounts).filter(([code]) => Number(code) >= 500).reduce((sum, [, n]) => sum + n, 0),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
