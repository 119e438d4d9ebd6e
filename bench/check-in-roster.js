// `npm run bench:roster -w @robo/bench` (after `npm run build`): the door roster at 100,000 bookings
// (README.md, "Door roster"). 20 venues of 5,000 bookings each; one signed-in owner downloads the
// roster of one venue: the first download (which builds the other venues' tags), then sequential
// ones, the bytes with and without compression, and the web process's memory over 17 downloads.
// Writes its section of RESULTS.md.
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { READS, sequentialReads, signIn } from './lib/admin.js';
import { assertBuilt } from './lib/app.js';
import { seedBookings } from './lib/bookings-seed.js';
import { cpuMs } from './lib/cpu.js';
import { withFreshApp } from './lib/fresh-app.js';
import { RssSampler } from './lib/rss.js';
import { writeSection } from './lib/section.js';

const DATABASE_URL = process.env.BENCH_ROSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/robo_bench_roster';
const VENUES = 20;
const PER_VENUE = 5_000;
const DOWNLOADS = 17;
const BUDGET = { ms: 300, bytes: 1_000_000 };
const log = (line) => console.log(`[bench:roster] ${line}`);
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One download as a phone makes it (`br`) or uncompressed (`identity`): bytes on the wire and time. */
function download(url, cookie, encoding) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { cookie, 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ bytes, ms: performance.now() - started })
          : reject(new Error(`GET ${url} answered ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  assertBuilt();
  const loadBefore = loadNow();
  await withFreshApp(DATABASE_URL, async ({ app, client }) => {
    log('seeding');
    const seeded = await seedBookings(client, { venues: VENUES, perVenue: PER_VENUE, prefix: 'roster' });
    log(`seeded ${JSON.stringify(seeded)}`);
    const cookie = await signIn(app);
    const roster = (venueId) => `${app.url}/api/admin/check-ins/roster?venueId=${venueId}&deviceId=bench-door`;

    const rssNow = () => new RssSampler(app.web.pid).stop().peakMb;
    const rssBefore = rssNow();
    const during = new RssSampler(app.web.pid, 50);
    // The first download also builds every venue's tags (CHECK_IN_ELSEWHERE_SECONDS reuses them).
    const first = await download(roster(seeded.venue), cookie, 'identity');
    const compressed = await download(roster(seeded.venue), cookie, 'br, gzip');
    const downloadEach = async () => {
      for (let i = 0; i < DOWNLOADS; i++) await download(roster(seeded.venue + (i % VENUES)), cookie, 'identity');
    };
    await downloadEach();
    const rssAfter = rssNow();
    const cpuBefore = cpuMs(app.web.pid);
    const reads = await sequentialReads(roster(seeded.venue), cookie);
    const cpuPerDownload = (cpuMs(app.web.pid) - cpuBefore) / (READS.warmup + READS.samples);
    await downloadEach();
    const rssLater = rssNow();
    const { peakMb } = during.stop();
    log(JSON.stringify({ first, compressed, reads, cpuPerDownload, rssBefore, rssAfter, rssLater, peakMb }));

    const ok = (pass) => (pass ? '✅' : '❌');
    const kb = (bytes) => `${(bytes / 1000).toFixed(0)} kB`;
    writeSection(
      'check-in-roster',
      [
        `## Door roster (\`npm run bench:roster -w @robo/bench\`, ${new Date().toISOString().slice(0, 16)}Z)`,
        '',
        `${seeded.bookings.toLocaleString('en-IN')} bookings over ${VENUES} active venues (${seeded.paid.toLocaleString('en-IN')} paid); the roster of one ${PER_VENUE.toLocaleString('en-IN')}-booking venue, downloaded by one signed-in owner from the production build. Load average (1, 5, 15 min) before ${loadBefore}, after ${loadNow()} on 2 cores: times taken beside other work are pessimistic.`,
        '',
        '| Measure | Figure | Budget | |',
        '|---|---|---|---|',
        `| first download (builds the other venues' tags) | ${first.ms.toFixed(0)} ms | | |`,
        `| later downloads, ${READS.samples} sequential after ${READS.warmup} warm-ups | p50 ${reads.p50.toFixed(0)} ms, p95 ${reads.p95.toFixed(0)} ms | < ${BUDGET.ms} ms | ${ok(reads.p95 < BUDGET.ms)} |`,
        `| web process CPU per later download (user + system; what it costs on an idle core) | ${cpuPerDownload.toFixed(0)} ms | | |`,
        `| bytes, uncompressed JSON | ${kb(first.bytes)} | | |`,
        `| bytes on the wire (brotli, as a browser asks) | ${kb(compressed.bytes)} | < ${kb(BUDGET.bytes)} | ${ok(compressed.bytes < BUDGET.bytes)} |`,
        `| web process RSS: before → after ${DOWNLOADS} downloads (of ${DOWNLOADS} venues) → after ${READS.warmup + READS.samples + DOWNLOADS} more (peak) | ${rssBefore} → ${rssAfter} → ${rssLater} MB (${peakMb} MB) | | |`,
        '',
        'Before the door fixes (the finding, same data): every paid booking id of every venue, 78,841 rows, 12.4 MB, 0.6–1.3 s per download, RSS 170 → 619 MB after 17 downloads.',
      ].join('\n'),
    );
  });
}

await main();
