/** Issue 6's budget, checked against one run's figures. Each row: what, target, measured, pass. */
const row = (what, target, measured, pass) => ({ what, target, measured, pass });
const fmt = (n, digits = 0) => (n === null || n === undefined ? 'n/a' : Number(n).toFixed(digits));

export const READ_TARGETS = {
  'public read': { minRatio: 0.4, maxP99: 20 },
  page: { minRatio: 0.6, maxP99: null },
};
export const WRITE_TARGET = { minRps: 800, maxP99: 100 };
export const LANDING_JS_KB = 180;
export const LIGHTHOUSE_TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
export const RSS_MB = 300;

export function evaluateBudget(results) {
  const rows = [];
  for (const scenario of results.reads) {
    const target = READ_TARGETS[scenario.group];
    if (!scenario.app) {
      rows.push(row(`${scenario.name} vs ceiling`, `≥ ${target.minRatio}`, scenario.skipped, false));
      continue;
    }
    rows.push(
      row(
        `${scenario.name} vs ceiling`,
        `≥ ${target.minRatio}`,
        fmt(scenario.ratio, 2),
        scenario.ratio >= target.minRatio,
      ),
    );
    if (target.maxP99 !== null) {
      rows.push(
        row(
          `${scenario.name} p99`,
          `< ${target.maxP99} ms`,
          `${scenario.app.p99} ms`,
          scenario.app.p99 < target.maxP99,
        ),
      );
    }
  }
  const write = results.write;
  if (write?.app) {
    rows.push(
      row(
        'POST /api/registrations',
        `≥ ${WRITE_TARGET.minRps} req/s`,
        `${write.app.rps} req/s`,
        write.app.rps >= WRITE_TARGET.minRps,
      ),
    );
    rows.push(
      row(
        'POST /api/registrations p99',
        `< ${WRITE_TARGET.maxP99} ms`,
        `${write.app.p99} ms`,
        write.app.p99 < WRITE_TARGET.maxP99,
      ),
    );
    rows.push(
      row(
        'POST /api/registrations: seats taken = registrations created',
        'equal, no 5xx',
        write.check.summary,
        write.check.pass,
      ),
    );
  } else {
    rows.push(row('POST /api/registrations', `≥ ${WRITE_TARGET.minRps} req/s`, write?.skipped ?? 'not run', false));
  }
  const rush = results.rush;
  rows.push(
    row(
      `Rush: ${rush?.requests ?? 2000} registrations for ${rush?.seats ?? 500} seats`,
      `exactly ${rush?.seats ?? 500} sold, no 5xx`,
      rush?.check?.summary ?? rush?.skipped ?? 'not run',
      !!rush?.check?.pass,
    ),
  );
  for (const fresh of results.freshness) {
    rows.push(row(`Seat taken shows in ${fresh.what} across processes`, '≤ 1 s', fresh.summary, fresh.pass));
  }
  if (results.weights?.shell) {
    rows.push(
      row(
        'Landing page initial JS (gzip)',
        `≤ ${LANDING_JS_KB} kB`,
        `${fmt(results.weights.shell.jsKb, 1)} kB`,
        results.weights.shell.jsKb <= LANDING_JS_KB,
      ),
    );
  }
  for (const page of results.lighthouse) {
    for (const [category, min] of Object.entries(LIGHTHOUSE_TARGET)) {
      const score = page.scores?.[category];
      rows.push(row(`Lighthouse ${page.path} ${category}`, `≥ ${min}`, score ?? page.error, score >= min));
    }
  }
  rows.push(
    row('Web process peak RSS', `< ${RSS_MB} MB`, `${results.rss.web.peakMb} MB`, results.rss.web.peakMb < RSS_MB),
  );
  return rows;
}
