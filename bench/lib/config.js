/** What every run measures with, in one place (README.md explains each figure). */
const seconds = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
};

export const LOAD = {
  connections: 50,
  durationS: seconds('BENCH_DURATION', 10),
  warmupS: seconds('BENCH_WARMUP', 3),
};

export const RUSH = { seats: 500, requests: 2000, connections: 100 };

/** The venue the write scenario books: enough seats that it never fills during a run. */
export const WRITE_VENUE_SEATS = 1_000_000;

/** A seat taken must be visible to readers within this long (any process). */
export const FRESHNESS_MS = 1000;

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** How every bench starts it: as root, with no network of its own (this machine reaches none). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-quic',
];

export const SERVICES = {
  postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/robo_bench',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

/**
 * Pages Lighthouse audits: the public entry points and the landing page in Hindi and Marathi
 * (docs/decisions.md, Languages); `product` is filled with a real slug from /catalog.json.
 */
export const LIGHTHOUSE_PAGES = ['/', '/store', '/product/:slug', '/hi/', '/mr/'];
