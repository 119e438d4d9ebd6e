import { LOAD, RUSH } from './config.js';
import { runScoresLine } from './lighthouse.js';

const n = (value, digits = 0) =>
  value === null || value === undefined
    ? '—'
    : Number(value).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (value) => (value === null || value === undefined ? '—' : `${value}`);
const phases = (rss) =>
  Object.entries(rss.phases)
    .map(([phase, mb]) => `${phase} ${mb} MB`)
    .join(', ');
const mark = (pass) => (pass ? '✅' : '❌');

function loadTable(results) {
  const lines = [
    '| Scenario | req/s | p50 ms | p99 ms | ceiling req/s | ceiling p50 / p99 ms | ratio to ceiling |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const rows = [...results.reads];
  if (results.write) rows.push({ name: 'POST /api/registrations', ...results.write });
  for (const s of rows) {
    if (!s.app) {
      lines.push(`| ${s.name} | ${s.skipped ?? 'not run'} | | | | | |`);
      continue;
    }
    lines.push(
      `| ${s.name} | ${n(s.app.rps)} | ${ms(s.app.p50)} | ${ms(s.app.p99)} | ${n(s.ceiling?.rps)} | ${ms(s.ceiling?.p50)} / ${ms(s.ceiling?.p99)} | ${n(s.ratio, 2)} |`,
    );
  }
  return lines;
}

function weightTable(weights) {
  if (weights.error) return [`Not measured: ${weights.error}`];
  const lines = ['| Chunk | Route | JS kB (gzip) | CSS kB (gzip) | files |', '|---|---|---:|---:|---:|'];
  for (const chunk of [weights.shell, ...weights.chunks]) {
    lines.push(
      `| ${chunk.name} | ${chunk.route ?? '(loaded by a page)'} | ${n(chunk.jsKb, 1)} | ${n(chunk.cssKb, 1)} | ${chunk.files} |`,
    );
  }
  return lines;
}

function lighthouseTable(pages) {
  const lines = [
    '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | JS transferred |',
    '|---|---:|---:|---:|---:|---|---|---|---|---:|',
  ];
  for (const p of pages) {
    if (p.error) {
      lines.push(`| ${p.path} | ${p.error} | | | | | | | | |`);
      continue;
    }
    const s = p.scores;
    lines.push(
      `| ${p.path} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${p.metrics.fcp} | ${p.metrics.lcp} | ${p.metrics.tbt} | ${p.metrics.cls} | ${p.scriptKb === null ? '—' : `${n(p.scriptKb, 1)} kB`} |`,
    );
  }
  const runs = runScoresLine(pages);
  if (runs) lines.push('', runs);
  const findings = pages.flatMap((p) =>
    (p.findings ?? []).map((f) => `- ${p.path} · ${f.category}: ${f.title} (${f.id}${f.value ? `, ${f.value}` : ''})`),
  );
  if (findings.length) lines.push('', 'Scored audits that did not pass:', '', ...findings);
  return lines;
}

/** The figures of a run of some phases only (BENCH_ONLY), for their own section of RESULTS.md. */
export function renderPartialResults(results) {
  const m = results.machine;
  return [
    `## Part of the run (\`${results.command.replace('npm run bench', 'node bench/run.js')}\`, ${results.date.slice(0, 16)}Z)`,
    '',
    `Phases: ${phaseNames(results)}; the app with the abuse limits at 0 as bench/lib/app.js sets them; ${LOAD.connections} connections, ${LOAD.durationS} s after a ${LOAD.warmupS} s warm-up, as in the full run. Load average (1, 5, 15 min) before ${m.loadBefore}, after ${m.loadAfter} on ${m.cores} cores: the machine was shared with other engineers' builds and tests during the run, so the figures move with that load; compare the ratios to the ceiling.`,
    '',
    ...(results.reads.length ? loadTable(results) : []),
    ...(results.rush
      ? [
          '',
          `- Rush (${RUSH.requests} registrations, ${RUSH.seats} seats, ${RUSH.connections} connections): ${results.rush.check?.summary ?? results.rush.skipped} ${results.rush.check ? mark(results.rush.check.pass) : ''}`,
        ]
      : []),
  ].join('\n');
}

const phaseNames = (results) =>
  [results.reads.length ? 'public reads' : '', results.rush ? 'rush' : '', results.write ? 'writes' : '']
    .filter(Boolean)
    .join(', ');

/** RESULTS.md: the latest run's figures, the machine and the command. */
export function renderResults(results, budget) {
  const m = results.machine;
  return [
    '# Benchmark results',
    '',
    `- Date: ${results.date}`,
    `- Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGb} GB memory, ${m.os}; Node ${m.node}`,
    `- Load average before the run: ${m.loadBefore} (after: ${m.loadAfter}); other work on the machine shares the cores, so compare ratios, not absolute figures`,
    `- Command: \`${results.command}\` (${results.elapsedS} s for the bench itself)`,
    `- Load: autocannon, ${LOAD.connections} connections, ${LOAD.durationS} s per scenario after a ${LOAD.warmupS} s warm-up; the ceiling is a bare \`node:http\` server replaying the app's own response bytes for the same path; for each read, app and ceiling (each warmed up) take turns in 4 slices of a quarter of that time each, the order swapped every round (p99: the worst slice); the write's ceiling runs after the app's run; all run in their own process on this machine with the load generator`,
    '',
    '## Throughput and latency',
    '',
    ...loadTable(results),
    ...(results.write?.webCpuMsPerBooking === undefined
      ? []
      : [
          '',
          `- POST /api/registrations: the web process used ${results.write.webCpuMsPerBooking.toFixed(2)} ms of CPU per booking`,
        ]),
    '',
    '## Correctness under load',
    '',
    `- Writes: ${results.write?.check?.summary ?? results.write?.skipped ?? 'not run'} ${results.write?.check ? mark(results.write.check.pass) : ''}`,
    `- Rush (${RUSH.requests} registrations, ${RUSH.seats} seats, ${RUSH.connections} connections): ${results.rush?.check?.summary ?? results.rush?.skipped ?? 'not run'} ${results.rush?.check ? mark(results.rush.check.pass) : ''}`,
    ...results.freshness.map(
      (f) =>
        `- A seat booked through a second web process, read through the first, ${f.what}: ${f.summary} ${mark(f.pass)}`,
    ),
    '',
    '## Memory',
    '',
    `- Web process peak RSS: ${results.rss.web.peakMb} MB (${results.rss.web.samples} samples every 250 ms from its start to the end of the run; peak by phase: ${phases(results.rss.web)})`,
    `- Worker process peak RSS: ${results.rss.worker.peakMb} MB (${phases(results.rss.worker)})`,
    '',
    '## Page weight (production build, gzip)',
    '',
    ...weightTable(results.weights),
    '',
    '## Lighthouse (mobile defaults, simulated throttling, Debian Chromium)',
    '',
    ...lighthouseTable(results.lighthouse),
    '',
    '## Budget',
    '',
    '| Budget | Target | Measured | |',
    '|---|---|---|---|',
    ...budget.map((b) => `| ${b.what} | ${b.target} | ${b.measured} | ${mark(b.pass)} |`),
    '',
    `${budget.filter((b) => b.pass).length} of ${budget.length} budget lines met.`,
    '',
  ].join('\n');
}
