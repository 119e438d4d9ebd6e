/** What the admin-side scenarios share: signing in as the owner and timing sequential reads. */

/** The session cookie(s) of the app's owner, signed in as a browser behind the TLS proxy would. */
export async function signIn(app) {
  const res = await fetch(`${app.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ password: app.adminPassword }),
  });
  if (!res.ok || res.headers.getSetCookie().length === 0)
    throw new Error(`admin login answered ${res.status} without a session cookie`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export const READS = { samples: 100, warmup: 10 };

/** p50 and p95 (ms) of READS.samples sequential GETs of `url`, after READS.warmup unmeasured ones. */
export async function sequentialReads(url, cookie) {
  const times = [];
  for (let i = 0; i < READS.warmup + READS.samples; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    if (i >= READS.warmup) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { p50: at(0.5), p95: at(0.95) };
}
