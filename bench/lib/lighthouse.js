import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM, CHROMIUM_FLAGS } from './config.js';
import { OUT } from './paths.js';

const run = promisify(execFile);
const CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * Runs per page. One run's performance score moves by ten points or more here with whatever else
 * the machine is doing; Lighthouse's documentation on score variability advises the median of five
 * runs, about twice as stable as one. `BENCH_LIGHTHOUSE_RUNS=1` for a quick look.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number.parseInt(process.env.BENCH_LIGHTHOUSE_RUNS ?? '', 10) || 5);

/**
 * Audits one page with Lighthouse's mobile defaults (simulated throttling) in Debian's Chromium,
 * `runs` times, and reports the run with the median performance score, with every run's score.
 * A run Chromium could not record (it fails now and then on a busy machine) is left out; the page
 * fails only if every run did.
 */
export async function audit(url, name, runs = LIGHTHOUSE_RUNS) {
  const results = [];
  let lastError;
  for (let run = 1; run <= runs; run++) {
    await auditOnce(url, runs > 1 ? `${name}-${run}` : name).then(
      (result) => results.push(summarise(result.lhr, result.reportFile)),
      (err) => (lastError = err),
    );
  }
  if (!results.length) throw lastError;
  const byScore = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    ...byScore[Math.floor((byScore.length - 1) / 2)],
    runScores: results.map((result) => result.scores.performance),
  };
}

/** Every run's performance score per page, for the line under a table of median runs. */
export function runScoresLine(pages) {
  const scored = pages.filter((page) => page.runScores?.length > 1);
  if (!scored.length) return '';
  return `Performance of each run (the table shows the run with the median score): ${scored
    .map((page) => `${page.path} ${page.runScores.join(', ')}`)
    .join('; ')}.`;
}

/** One Lighthouse run. A failed run (Chromium can fail to start on a busy machine) is tried once more. */
async function auditOnce(url, name, attempts = 2) {
  const dir = join(OUT, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const base = join(dir, name);
  try {
    await run(
      process.execPath,
      [
        CLI,
        url,
        `--chrome-flags=${CHROME_FLAGS}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        '--output=html',
        `--output-path=${base}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (err) {
    if (attempts > 1) return auditOnce(url, name, attempts - 1);
    const output = `${err.stderr ?? ''}${err.stdout ?? ''}`.trim().split('\n').slice(-3).join(' ');
    throw new Error(`Lighthouse failed: ${output || err.message}`);
  }
  return { lhr: JSON.parse(readFileSync(`${base}.report.json`, 'utf8')), reportFile: `${base}.report.html` };
}

function summarise(lhr, reportFile) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.displayValue ?? '?']),
  );
  // Scored audits that did not pass, per category: what to fix.
  const findings = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ({
        category: id,
        id: ref.id,
        title: lhr.audits[ref.id].title,
        score: lhr.audits[ref.id].score,
        value: lhr.audits[ref.id].displayValue ?? '',
      })),
  );
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    scores,
    metrics,
    findings,
    reportFile,
    runtimeError: lhr.runtimeError?.message ?? null,
    scriptKb: scripts ? scripts.transferSize / 1024 : null,
  };
}
